// How deeply a JSON text nests, read without parsing it. JSON.parse takes any depth, but everything that
// walks the value afterwards (JSON.stringify, Postgres' jsonb) recurses and runs out of stack near a few
// thousand levels; a body is refused before that, with a 400, not a 500.

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
