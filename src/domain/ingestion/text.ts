// Text helpers shared by the extractors. Posts arrive with emoji, typographic dashes and quotes, non-breaking
// spaces and accents; the extractors match on a folded copy whose every index lines up with the original, so a
// match can still be checked against the original's capitals.

const foldCache = new Map<string, string>();

function foldChar(char: string): string {
  const cached = foldCache.get(char);
  if (cached !== undefined) return cached;
  let folded = char.toLowerCase();
  if (folded.length !== 1) folded = char;
  const base = folded.normalize('NFD')[0] ?? folded;
  folded = /[a-z]/.test(base) ? base : folded;
  if (/[\u2010-\u2015\u2212]/.test(char)) folded = '-';
  if (/[\u2018\u2019\u02bc]/.test(char)) folded = "'";
  if (/[\u00a0\u2000-\u200b\u202f]/.test(char)) folded = ' ';
  foldCache.set(char, folded);
  return folded;
}

/** Lower case, accents dropped, dashes, quotes and spaces unified; the result has the input's length. */
export function foldText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    out +=
      code < 128
        ? code >= 65 && code <= 90
          ? String.fromCharCode(code + 32)
          : text[index]
        : foldChar(text[index] ?? '');
  }
  return out;
}

/** Canonical text to store and show: markup-free, NFC, trimmed lines, at most one blank line in a row. */
export function normalizePostText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits into sentences or list lines, keeping each piece's offset in the text. */
export function clauses(text: string): Array<{ text: string; start: number }> {
  const pieces: Array<{ text: string; start: number }> = [];
  const pattern = /[^\n.!?•|]+(?:\.(?=\d)[^\n.!?•|]*)*[.!?]*/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].trim() !== '') pieces.push({ text: match[0], start: match.index });
  }
  return pieces;
}

/** Whether any of the patterns matches. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** Counts matches of every pattern, each weighted. */
export function weightedHits(text: string, patterns: ReadonlyArray<readonly [RegExp, number]>): number {
  let score = 0;
  for (const [pattern, weight] of patterns) if (pattern.test(text)) score += weight;
  return score;
}
