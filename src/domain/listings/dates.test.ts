import { describe, expect, it } from 'vitest';
import { dayOf, parseInstant } from './dates.ts';

describe('parseInstant', () => {
  it.each([
    ['2026-12-01', Date.UTC(2026, 11, 1)],
    ['2026-12-01T10:30:00Z', Date.UTC(2026, 11, 1, 10, 30)],
    ['2026-12-01T10:30:00.123+02:00', Date.UTC(2026, 11, 1, 8, 30, 0, 123)],
    ['2026-12-01 10:30:00+00', Date.UTC(2026, 11, 1, 10, 30)],
    ['2026-12-01T10:30', Date.UTC(2026, 11, 1, 10, 30)],
    ['2028-02-29', Date.UTC(2028, 1, 29)],
  ])('%s is %d', (text, expected) => expect(parseInstant(text)).toBe(expected));

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '26-12-01', '01-12-2026', 'tomorrow', '', '2026-12-01T25:00:00Z'])(
    '%j is not a date',
    (text) => {
      expect(parseInstant(text)).toBeNull();
    },
  );

  it.each([null, undefined, 20261201, {}])('%j is not a date', (value) => expect(parseInstant(value)).toBeNull());
});

describe('dayOf', () => {
  it('puts a late-evening timestamp with an offset on its UTC date', () => {
    expect(dayOf('2026-12-01T23:30:00-02:00')).toBe(dayOf('2026-12-02'));
  });
});
