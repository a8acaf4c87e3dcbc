// Where the keyboard goes when the control it was on is taken away (a chip removed): to the control that took
// its place, else to the next one the Tab key would reach, so a keyboard user is never dropped at the top of
// the page.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after `element` in the page's order that can take the focus now (not hidden). */
function nextFocusableAfter(element: HTMLElement): HTMLElement | null {
  const candidates = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE));
  return (
    candidates.find(
      (candidate) =>
        !element.contains(candidate) &&
        Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        candidate.getClientRects().length > 0,
    ) ?? null
  );
}

/**
 * Focuses the control at `position` among `within`'s buttons (the one after the removed one moved up), the
 * last one when it was the last, or the next control after `within` when none are left.
 */
export function focusAfterRemoval(within: HTMLElement, position: number): void {
  const buttons = Array.from(within.querySelectorAll<HTMLButtonElement>('button'));
  const target = buttons[Math.min(position, buttons.length - 1)] ?? nextFocusableAfter(within);
  target?.focus();
}
