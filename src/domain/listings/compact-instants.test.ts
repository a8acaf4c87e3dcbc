import { describe, expect, it } from 'vitest';
import { decodeInstants, encodeInstants, postgresInstantText } from './compact-instants.ts';

describe("the compact copy's moments", () => {
  it('read back exactly as Postgres wrote them, at any precision, nulls kept', () => {
    const texts = [
      '2026-11-20T13:45:12.123456+00:00',
      null,
      '2026-11-20T13:45:12+00:00',
      '2026-11-27T19:28:24.504+00:00',
      '2026-11-27T19:28:24.5+00:00',
      '1970-01-01T00:00:00+00:00',
      '2255-06-05T23:47:34.740991+00:00',
    ];
    const encoded = encodeInstants(texts);
    expect(encoded?.unit).toBe(1);
    expect(decodeInstants(encoded, texts.length)).toEqual(texts);
  });

  it('travel in the coarsest unit all values are whole in, as steps from the one before', () => {
    const seconds = ['2026-11-20T13:45:12+00:00', '2026-11-20T13:45:13+00:00', '2026-11-20T13:45:11+00:00'];
    expect(encodeInstants(seconds)).toEqual({
      unit: 1_000_000,
      steps: [Date.parse('2026-11-20T13:45:12Z') / 1000, 1, -2],
    });
    const millis = ['2026-11-27T19:28:24.504+00:00', '2026-11-27T19:28:24.505+00:00'];
    expect(encodeInstants(millis)?.unit).toBe(1_000);
    expect(encodeInstants(millis)?.steps[1]).toBe(1);
  });

  it('are left to travel as texts when one is written otherwise', () => {
    for (const odd of [
      '2026-11-20T13:45:12Z',
      '2026-11-20T14:45:12+01:00',
      '2026-11-20T13:45:12.120+00:00', // Postgres never keeps a trailing zero
      '2026-11-20',
      '1969-12-31T23:59:59+00:00',
      '2026-02-30T10:00:00+00:00',
      7,
    ])
      expect(encodeInstants(['2026-11-20T13:45:12+00:00', odd]), String(odd)).toBeNull();
  });

  it('refuse a column of the wrong shape', () => {
    const good = encodeInstants(['2026-11-20T13:45:12+00:00', null]);
    expect(decodeInstants(good, 2)).not.toBeNull();
    expect(decodeInstants(good, 3)).toBeNull();
    expect(decodeInstants({ unit: 7, steps: [1] }, 1)).toBeNull();
    expect(decodeInstants({ unit: 1, steps: [0.5] }, 1)).toBeNull();
    expect(decodeInstants({ unit: 1, steps: [-5] }, 1)).toBeNull();
    expect(decodeInstants({ unit: 1_000_000, steps: [1e300] }, 1)).toBeNull();
    expect(decodeInstants(null, 0)).toBeNull();
    expect(decodeInstants('steps', 0)).toBeNull();
  });

  it('are written in UTC with the fraction trimmed', () => {
    expect(postgresInstantText(Date.parse('2026-11-20T13:45:12Z') * 1000 + 100_000)).toBe(
      '2026-11-20T13:45:12.1+00:00',
    );
  });
});
