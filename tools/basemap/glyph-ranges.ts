// MapLibre asks for glyphs in ranges of 256 code points ({fontstack}/{start}-{end}.pbf). Which ranges a
// basemap needs follows from the texts its tiles carry.

/** The range file ('0-255') holding a code point's glyph. */
export function glyphRangeOf(codePoint: number): string {
  const start = Math.floor(codePoint / 256) * 256;
  return `${start}-${start + 255}`;
}

/** Every range the texts need, in code point order. */
export function glyphRangesFor(texts: Iterable<string>): string[] {
  const starts = new Set<number>();
  for (const text of texts) for (const char of text) starts.add(Math.floor((char.codePointAt(0) as number) / 256));
  return [...starts].sort((a, b) => a - b).map((start) => glyphRangeOf(start * 256));
}
