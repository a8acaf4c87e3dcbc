// The housing-type checkboxes' rules (product spec section 4, as issue 35 item 5 asks them of a thumb):
// choosing 'any' clears specific types; ticking a specific type unticks 'any' by itself (the specific boxes
// are never held disabled behind it); unticking the last specific type ticks 'any' again. 'Any' cannot be
// unticked on its own: with no type chosen, every type is, which is what it says.

export function toggleHousingType(current: readonly string[], type: string, isChecked: boolean): string[] {
  const specific = current.filter((chosen) => chosen !== 'any' && chosen !== type);
  if (type === 'any') return isChecked || specific.length === 0 ? ['any'] : specific;
  if (isChecked) return [...specific, type];
  return specific.length === 0 ? ['any'] : specific;
}
