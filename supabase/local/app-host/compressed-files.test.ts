import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../../functions/_shared/http-negotiation.ts';
import { isCompressible, preferredEncoding } from './compressed-files.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['BR', 'br'],
  ])('%j chooses %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('acceptsEncoding', () => {
  it('accepts gzip when named, not when refused with q=0 or left out', () => {
    expect(acceptsEncoding('gzip, deflate', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('deflate', 'gzip')).toBe(false);
  });

  it('takes a weight of 0 to 1 as written, and a weight that is none (negative, a word, over 1) as a refusal', () => {
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip; q=1.000', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.000', 'gzip')).toBe(false);
    for (const header of ['gzip;q=-1', 'gzip;q=abc', 'gzip;q=2', 'gzip;q=', 'gzip;q=0.5000'])
      expect(acceptsEncoding(header, 'gzip'), header).toBe(false);
  });
});

describe('isCompressible', () => {
  it('compresses text and map glyphs of a kilobyte or more, never images or tiles', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('application/x-protobuf', 54_000)).toBe(true);
    expect(isCompressible('application/manifest+json; charset=utf-8', 2000)).toBe(true);
    expect(isCompressible('image/svg+xml', 2000)).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8', 500)).toBe(false);
    expect(isCompressible('image/png', 50_000)).toBe(false);
    expect(isCompressible('application/octet-stream', 50_000)).toBe(false);
  });
});
