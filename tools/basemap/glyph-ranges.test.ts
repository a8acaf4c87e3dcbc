import { describe, expect, it } from 'vitest';
import { codePointsOf, glyphIds, glyphRangeOf, glyphRangesFor, subsetGlyphs } from './glyph-ranges.ts';
import { lengthDelimited } from './protobuf.ts';

describe('glyph ranges', () => {
  it.each([
    [0x41, '0-255'],
    [0xe9, '0-255'],
    [0x142, '256-511'],
    [0x2019, '8192-8447'],
    [0x1d49, '7424-7679'],
  ])('code point %s is in %s', (codePoint, range) => expect(glyphRangeOf(codePoint)).toBe(range));

  it('lists each range the texts need once, in order', () => {
    expect(glyphRangesFor(['Łódź', 'Café ’t Hoekje', 'Amstel'])).toEqual(['0-255', '256-511', '8192-8447']);
  });
});

describe('glyph subsets', () => {
  const text = (field: number, value: string) => lengthDelimited(field, [new TextEncoder().encode(value)]);
  // A glyph: id (field 1, varint) and a stand-in bitmap (field 2).
  const glyph = (id: number) =>
    lengthDelimited(3, [Uint8Array.from([0x08, id]), lengthDelimited(2, [Uint8Array.of(id, id)])]);
  const file = lengthDelimited(1, [text(1, 'Noto Sans Regular'), text(2, '0-255'), glyph(65), glyph(66), glyph(101)]);

  it('keeps only the glyphs asked for, byte for byte, with the stack name and range', () => {
    const subset = subsetGlyphs(file, new Set([65, 101]));
    expect(glyphIds(file)).toEqual([65, 66, 101]);
    expect(glyphIds(subset)).toEqual([65, 101]);
    expect(Buffer.from(subset).includes(Buffer.from('Noto Sans Regular'))).toBe(true);
    expect(Buffer.from(subset).includes(Buffer.from(glyph(101)))).toBe(true);
    expect(subset.length).toBe(file.length - glyph(66).length);
  });

  it('asks for the capitals of what is written, for labels drawn uppercase', () => {
    expect([...codePointsOf(['Zuid'])].map((point) => String.fromCodePoint(point)).sort()).toEqual(
      ['D', 'I', 'U', 'Z', 'd', 'i', 'u'].sort(),
    );
  });
});
