// The areas of a filter state that this tab stored itself (session storage), read without the strict reader:
// the first screens and the first-visit script must stay light (tests/build/budgets.ts), and what is stored
// was read strictly before it was set (the picker, the drawing, a link's areas). Only the shape is checked
// here; whoever answers the question (the query worker, first-results) reads the areas strictly again, so a
// hand-edited value is refused there, never trusted.
import type { Area, AreasResult } from './area.ts';
import { MAX_AREAS } from './area-limits.ts';

const KINDS = new Set(['polygon', 'circle', 'wijk', 'stadsdeel']);

export function readStoredAreas(raw: unknown): AreasResult {
  if (!Array.isArray(raw) || raw.length > MAX_AREAS) return { ok: false, problem: 'areas must be a short list' };
  const isShaped = raw.every(
    (entry) => typeof entry === 'object' && entry !== null && KINDS.has((entry as { kind?: unknown }).kind as string),
  );
  return isShaped ? { ok: true, value: raw as Area[] } : { ok: false, problem: 'an area has no known kind' };
}
