// The housing-type checkboxes' rules (product spec section 4): choosing 'any' clears specific types;
// unchecking the last specific type falls back to 'any'; checking a specific type removes 'any';
// specific checkboxes are disabled while 'any' is on. Unchecking 'any' itself leaves an empty choice
// (which filters like 'any') so that specific types can be picked.

export function toggleHousingType(current: readonly string[], type: string, isChecked: boolean): string[] {
  if (type === 'any') return isChecked ? ['any'] : [];
  const specific = current.filter((chosen) => chosen !== 'any' && chosen !== type);
  if (isChecked) return [...specific, type];
  return specific.length === 0 ? ['any'] : specific;
}

/** Whether the specific type boxes are disabled for this choice. */
export function areSpecificTypesDisabled(current: readonly string[]): boolean {
  return current.includes('any');
}
