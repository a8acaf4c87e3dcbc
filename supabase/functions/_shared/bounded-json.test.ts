import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, parseBoundedJson } from './bounded-json.ts';

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", [[]]]')).toBe(3);
    expect(jsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000);
  });
});

describe('parseBoundedJson', () => {
  it('reads JSON within bounds as JSON.parse does', () => {
    expect(parseBoundedJson('{"price":1e3,"name":"x"}')).toEqual({ ok: true, value: { price: 1000, name: 'x' } });
  });

  it('refuses text that is not JSON, JSON too deep, and numbers beyond a double (which would become null)', () => {
    expect(parseBoundedJson('{nope')).toMatchObject({ ok: false, isSyntax: true });
    expect(parseBoundedJson('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toMatchObject({
      ok: false,
      isSyntax: false,
    });
    for (const text of ['{"price_min":1e999}', '[-1e400]'])
      expect(parseBoundedJson(text), text).toEqual({
        ok: false,
        problem: 'The JSON holds a number too large to read',
        isSyntax: false,
      });
  });
});
