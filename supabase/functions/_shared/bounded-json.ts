// JSON bodies within bounds. JSON.parse takes any depth, but everything that walks the value afterwards
// (JSON.stringify, Postgres' jsonb) recurses and runs out of stack near a few thousand levels, so the depth
// is read first, without parsing; and a number beyond a double's range would quietly become null. Such a
// body is refused with a 400, not a 500 or a lost value.

/** More than any request of the app or of PostgREST's clients needs, far below where recursion fails. */
export const MAX_JSON_DEPTH = 256;

/** The deepest nesting of arrays and objects in `text` (strings are skipped, escapes included). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (isInString) {
      if (char === 92 /* \ */) at += 1;
      else if (char === 34 /* " */) isInString = false;
    } else if (char === 34) isInString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
  return deepest;
}

/** `isSyntax`: the text is not JSON at all (each API words that its own way), rather than JSON out of bounds. */
export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: string; isSyntax: boolean };

/**
 * JSON as the server takes it: nested at most MAX_JSON_DEPTH levels, and every number one that JavaScript
 * holds (1e999 would parse as Infinity and be stored as null without a word). The problem names no part of
 * the text, so an answer never echoes a body back.
 */
export function parseBoundedJson(text: string): BoundedJson {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    return { ok: false, problem: `The JSON nests deeper than ${MAX_JSON_DEPTH} levels`, isSyntax: false };
  let hasHugeNumber = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, inner: unknown) => {
      if (typeof inner === 'number' && !Number.isFinite(inner)) hasHugeNumber = true;
      return inner;
    });
  } catch {
    return { ok: false, problem: 'The JSON is not valid', isSyntax: true };
  }
  if (hasHugeNumber) return { ok: false, problem: 'The JSON holds a number too large to read', isSyntax: false };
  return { ok: true, value };
}
