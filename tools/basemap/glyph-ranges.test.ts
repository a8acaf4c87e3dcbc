import { describe, expect, it } from 'vitest';
import { glyphRangeOf, glyphRangesFor } from './glyph-ranges.ts';

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
