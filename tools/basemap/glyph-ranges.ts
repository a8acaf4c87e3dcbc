// MapLibre asks for glyphs in ranges of 256 code points ({fontstack}/{start}-{end}.pbf). Which ranges a
// basemap needs, and which glyphs of each, follows from the texts its labels draw.
import { lengthDelimited, reader, skip } from './protobuf.ts';

/** The range file ('0-255') holding a code point's glyph. */
export function glyphRangeOf(codePoint: number): string {
  const start = Math.floor(codePoint / 256) * 256;
  return `${start}-${start + 255}`;
}

/** Every code point the texts need, as written and in capitals (a style may draw a name uppercase). */
export function codePointsOf(texts: Iterable<string>): Set<number> {
  const points = new Set<number>();
  for (const text of texts)
    for (const char of `${text}${text.toUpperCase()}`) points.add(char.codePointAt(0) as number);
  return points;
}

/** Every range the texts need, in code point order. */
export function glyphRangesFor(texts: Iterable<string>): string[] {
  const starts = new Set<number>();
  for (const point of codePointsOf(texts)) starts.add(Math.floor(point / 256));
  return [...starts].sort((a, b) => a - b).map((start) => glyphRangeOf(start * 256));
}

type StackField = { key: number; bytes: Uint8Array };

/**
 * The font stacks of a glyph range file (`{range}.pbf`: glyphs > fontstack (name 1, range 2, glyph 3) >
 * glyph (id 1, ...)), each as its fields with their keys and bytes (key and length included).
 */
function stacksOf(file: Uint8Array): StackField[][] {
  const stacks: StackField[][] = [];
  const read = reader(file);
  while (read.at < file.length) {
    const key = read.varint();
    if (key !== 0x0a) {
      skip(read, key & 7);
      continue;
    }
    const end = read.varint() + read.at;
    const fields: StackField[] = [];
    while (read.at < end) {
      const start = read.at;
      const fieldKey = read.varint();
      skip(read, fieldKey & 7);
      fields.push({ key: fieldKey, bytes: file.subarray(start, read.at) });
    }
    stacks.push(fields);
  }
  return stacks;
}

const GLYPH_FIELD = 0x1a;

/** A glyph range file with only the glyphs of `codePoints` (what the labels draw), each byte for byte. */
export function subsetGlyphs(file: Uint8Array, codePoints: ReadonlySet<number>): Uint8Array {
  const stacks = stacksOf(file).map((fields) =>
    lengthDelimited(
      1,
      fields
        .filter(({ key, bytes }) => key !== GLYPH_FIELD || codePoints.has(glyphId(bytes)))
        .map(({ bytes }) => bytes),
    ),
  );
  return Uint8Array.from(stacks.flatMap((stack) => [...stack]));
}

/** The code point of a glyph field (key, length, then its fields; id is field 1). */
export function glyphId(field: Uint8Array): number {
  const read = reader(field);
  read.varint();
  const end = read.varint() + read.at;
  while (read.at < end) {
    const key = read.varint();
    if (key === 0x08) return read.varint();
    skip(read, key & 7);
  }
  return -1;
}

/** The code points a glyph range file holds. */
export function glyphIds(file: Uint8Array): number[] {
  return stacksOf(file).flatMap((fields) =>
    fields.filter(({ key }) => key === GLYPH_FIELD).map(({ bytes }) => glyphId(bytes)),
  );
}
