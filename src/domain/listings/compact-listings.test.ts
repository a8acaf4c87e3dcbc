import { describe, expect, it } from 'vitest';
import { randomListing, seededRandom } from '../../../tools/query/random-listings.ts';
import { DEFAULT_FILTERS as runQueryDefaults } from './filter-state.ts';
import { runQuery } from './run-query.ts';
import {
  COMPACT_SOURCE_COLUMNS,
  CompactFormatError,
  decodeCompactListings,
  encodeCompactListings,
  type CompactRow,
} from './compact-listings.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');

const NUMERIC = new Set([
  'id',
  '_modified',
  'latitude',
  'longitude',
  'rent_on_monthly_basis',
  'room_size_m2',
  'house_total_size_m2',
  'amount_of_roommates',
  'minimum_age',
  'maximum_age',
  'bills_monthly',
  'deposit',
]);
const LISTS = new Set(['language_requirements', 'scam_signals']);
const FLAGS = new Set(['registration_possible', 'bills_advance']);

/**
 * The random listings hold values of the wrong kind on purpose; the rules read those as missing. Coordinates
 * travel to five decimals (about a metre).
 */
function asTheRulesReadIt(column: string, value: unknown): unknown {
  if (column === 'latitude' || column === 'longitude')
    return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 1e5) / 1e5 : null;
  if (NUMERIC.has(column)) return typeof value === 'number' && Number.isFinite(value) ? value : null;
  if (LISTS.has(column)) return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : null;
  if (FLAGS.has(column)) return typeof value === 'boolean' ? value : null;
  return typeof value === 'string' ? value : null;
}

function randomRows(count: number): CompactRow[] {
  const random = seededRandom(3);
  return Array.from({ length: count }, (_, index) => ({
    ...randomListing(random, 1 + index * 3 + (index % 7), NOW),
    _modified: 1000 + (index % 50),
    scam_signals: index % 9 === 0 ? ['upfront_payment'] : [],
    // The rental terms by the row's place (the random listings leave them out): each kind, null and a wrong one.
    bills: [null, 'included', 'excluded', 'partly', 7 as unknown as string][index % 5],
    bills_monthly: [null, 110, 62.5, '80' as unknown as number][index % 4],
    bills_advance: [null, true, false, 'yes' as unknown as boolean][index % 4],
    deposit: [null, 0, 1550, 2 * 812.5][index % 4],
    // How exactly it is placed (format 3): the map draws neighbourhood and city places as areas.
    geocode_precision: [null, 'street', 'neighbourhood', 'city', 'street'][index % 5],
    image_urls:
      index % 4 === 0
        ? null
        : { full: [`https://img.example/${index}.jpg`], thumb: [`https://img.example/t${index}.jpg`] },
  }));
}

describe('compact listings', () => {
  it('give back every field a device filters, counts, draws and shows on a card, in id order', () => {
    const rows = randomRows(2000).reverse();
    const { rows: decoded, checkpoint } = decodeCompactListings(
      JSON.parse(JSON.stringify(encodeCompactListings(rows, { modified: 1049, id: '5' }))),
    );
    expect(checkpoint).toEqual({ modified: 1049, id: '5' });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(decoded.map((row) => row.id)).toEqual([...byId.keys()].sort((a, b) => a - b));
    for (const row of decoded) {
      const original = byId.get(row.id) as CompactRow;
      for (const column of COMPACT_SOURCE_COLUMNS.filter((name) => name !== 'image_urls'))
        expect(row[column as keyof CompactRow] ?? null, `${row.id} ${column}`).toEqual(
          asTheRulesReadIt(column, original[column as keyof CompactRow]),
        );
      expect(row.image_urls?.thumb).toEqual(original.image_urls?.thumb ?? []);
    }
    // The device answers every question the same from the compact copy as from the full rows.
    for (const filters of [{}, { maxPrice: 900 }, { city: 'Utrecht' }, { language: 'english' }])
      expect(runQuery(decoded, { ...runQueryDefaults, ...filters }, { nowMs: NOW, order: 'list' }).ids).toEqual(
        runQuery(rows, { ...runQueryDefaults, ...filters }, { nowMs: NOW, order: 'list' }).ids,
      );
  });

  it('leave out post texts and links to original posts', () => {
    const rows = randomRows(5).map((row) => ({
      ...row,
      text_post: 'call 06-1234',
      url_post: 'https://facebook.com/x',
    }));
    const wire = JSON.stringify(encodeCompactListings(rows, null));
    expect(wire).not.toContain('06-1234');
    expect(wire).not.toContain('facebook.com');
  });

  it('carry the moments as numbers when Postgres wrote them, as texts when it did not, and read both back', () => {
    const rows = randomRows(30).map((row, index) => ({
      ...row,
      time_of_post:
        index % 6 === 0
          ? null
          : `2026-11-${String(10 + (index % 17)).padStart(2, '0')}T0${index % 10}:15:3${index % 10}.${(index % 9) + 1}23+00:00`,
      created_at: '2026-11-27T19:29:26.768+00:00',
    }));
    const wire = encodeCompactListings(rows, null);
    expect(Object.keys(wire.moments).sort()).toEqual(['created_at', 'time_of_post']);
    expect(wire.codes.time_of_post).toBeUndefined();
    expect(wire.texts).not.toContain('2026-11-27T19:29:26.768+00:00');
    const back = decodeCompactListings(JSON.parse(JSON.stringify(wire))).rows;
    expect(back.map((row) => [row.time_of_post, row.created_at])).toEqual(
      [...rows].sort((a, b) => a.id - b.id).map((row) => [row.time_of_post, row.created_at]),
    );
    // One text written otherwise: that column travels as texts, the other still as numbers.
    const odd = rows.map((row, index) => (index === 3 ? { ...row, time_of_post: '2026-11-20T13:45:12Z' } : row));
    const mixed = encodeCompactListings(odd, null);
    expect(Object.keys(mixed.moments)).toEqual(['created_at']);
    expect(decodeCompactListings(mixed).rows.find((row) => row.id === odd[3]?.id)?.time_of_post).toBe(
      '2026-11-20T13:45:12Z',
    );
    expect(() =>
      decodeCompactListings({ ...wire, moments: { ...wire.moments, created_at: { unit: 3, steps: [] } } }),
    ).toThrow(CompactFormatError);
    expect(() => decodeCompactListings({ ...wire, moments: {} })).toThrow(CompactFormatError);
  });

  it('are refused when of another format or incomplete', () => {
    const wire = encodeCompactListings(randomRows(10), null);
    expect(() => decodeCompactListings({ ...wire, format: 1 })).toThrow(CompactFormatError);
    expect(() => decodeCompactListings({ ...wire, modified: wire.modified.slice(1) })).toThrow(CompactFormatError);
    expect(() => decodeCompactListings({ ...wire, own: { ...wire.own, title: [] } })).toThrow(CompactFormatError);
    expect(() => decodeCompactListings({ ...wire, flags: { ...wire.flags, bills_advance: [] } })).toThrow(
      CompactFormatError,
    );
    expect(() => decodeCompactListings(null)).toThrow(CompactFormatError);
  });
});
