// The columnar pipeline against the plain reference (src/domain/listings/run-query.ts): on thousands of
// random listings and filter states, every order and the onboarding scope must agree exactly, also after
// listings change and disappear.
import { describe, expect, it } from 'vitest';
import { randomFilters, randomListing, seededRandom } from '../../../tools/query/random-listings.ts';
import { LISTING_ORDERS } from '../listings/ordering.ts';
import { DEFAULT_FILTERS } from '../listings/filter-state.ts';
import { runQuery } from '../listings/run-query.ts';
import type { ListingRow } from '../listings/listing.ts';
import { outlinesOf, type OutlineCatalogue } from '../areas/area-outlines.ts';
import catalogue from '../areas/amsterdam-outlines.json' with { type: 'json' };
import { ListingIndex } from './listing-index.ts';
import { runPipeline } from './query-pipeline.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function agree(index: ListingIndex, rows: ListingRow[], random: ReturnType<typeof seededRandom>, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const filters = randomFilters(random, NOW);
    const order = random.pick(LISTING_ORDERS);
    const onlyOnboarding = random.chance(0.15);
    const expected = runQuery(rows, filters, { nowMs: NOW, order, onlyOnboarding });
    const actual = runPipeline(index, { filters, nowMs: NOW, order, onlyOnboarding });
    const context = JSON.stringify({ round, filters, order, onlyOnboarding });
    expect(actual.count, context).toBe(expected.count);
    expect(Array.from(actual.ids), context).toEqual(expected.ids);
    expect(actual.options, context).toEqual(expected.options);
  }
}

describe('the columnar pipeline', () => {
  // Thousands of comparisons each: on a loaded two-core machine they take longer than Vitest's 5 s default.
  it('agrees with the reference on 3,000 random listings and 400 random filter states', { timeout: 30_000 }, () => {
    const random = seededRandom(7);
    const rows = Array.from({ length: 3000 }, (_, index) => randomListing(random, index + 1, NOW));
    agree(new ListingIndex(rows, rows.length), rows, random, 400);
  });

  it('still agrees after random updates, removals and additions', { timeout: 30_000 }, () => {
    const random = seededRandom(11);
    let rows = Array.from({ length: 1500 }, (_, index) => randomListing(random, index + 1, NOW));
    const index = new ListingIndex(rows);
    for (let batch = 0; batch < 10; batch += 1) {
      for (let change = 0; change < 60; change += 1) {
        const roll = random.next();
        if (roll < 0.4 && rows.length > 0) {
          const victim = rows[random.int(rows.length)] as ListingRow;
          rows = rows.filter((row) => row.id !== victim.id);
          index.applyBatch([], [victim.id]);
        } else if (roll < 0.8 && rows.length > 0) {
          const target = rows[random.int(rows.length)] as ListingRow;
          const replacement = randomListing(random, target.id, NOW);
          rows = rows.map((row) => (row.id === target.id ? replacement : row));
          index.applyBatch([replacement], []);
        } else {
          const added = randomListing(random, 10_000 + batch * 100 + change, NOW);
          rows.push(added);
          index.applyBatch([added], []);
        }
      }
      // Option lists keep the first spelling in slot order, which reuse of freed slots changes; the
      // reference reads rows in the order the index holds them.
      const inSlotOrder = [...rows].sort((a, b) => index.slotOf(a.id) - index.slotOf(b.id));
      agree(index, inSlotOrder, random, 20);
    }
    expect(index.count).toBe(rows.length);
  });

  it('still agrees after random batches, as the sync worker sends them (removals first, ids repeated, removed ids re-added)', () => {
    const random = seededRandom(13);
    const live = new Map<number, ListingRow>();
    const index = new ListingIndex();
    let nextId = 1;
    for (let batch = 0; batch < 12; batch += 1) {
      const ids = [...live.keys()];
      const removals = ids.filter(() => random.chance(0.15));
      const upserts: ListingRow[] = [];
      for (const id of removals) live.delete(id);
      for (let change = 0; change < 400; change += 1) {
        const roll = random.next();
        // New ids, changed listings (sometimes twice in one batch) and listings removed just before.
        const id =
          roll < 0.5 || ids.length === 0
            ? nextId++
            : roll < 0.9
              ? (ids[random.int(ids.length)] as number)
              : (removals[random.int(Math.max(removals.length, 1))] ?? nextId++);
        const row = randomListing(random, id, NOW);
        upserts.push(row);
        live.set(id, row);
      }
      index.applyBatch(upserts, removals);
      const inSlotOrder = [...live.values()].sort((a, b) => index.slotOf(a.id) - index.slotOf(b.id));
      expect(inSlotOrder.every((row) => index.slotOf(row.id) >= 0)).toBe(true);
      agree(index, inSlotOrder, random, 15);
    }
    expect(index.count).toBe(live.size);
  });

  it('orders by distance as the reference does: nearest to any area first, ties in the list order', () => {
    const zuidas: [number, number] = [4.8728, 52.3386];
    const at = (id: number, longitude: number, latitude: number, day: number): ListingRow => ({
      id,
      post_type: 'HAS_HOUSING_AVAILABLE',
      listing_type: 'room',
      is_unavailable_or_double: null,
      longitude,
      latitude,
      created_at: `2026-11-0${day}T10:00:00Z`,
    });
    const rows = [
      // 0.11 km from Centrum's centroid (4.9001, 52.3717), twice at one point; then the Dam, 0.5 km from it.
      at(1, 4.9001, 52.3727, 5),
      at(2, 4.9001, 52.3727, 7),
      at(4, 4.893, 52.3731, 8),
      // 0.8 km north of the circle's centre, far from Centrum's.
      at(3, zuidas[0], zuidas[1] + 0.8 / 111.2, 9),
      // In neither area: Noord.
      at(5, 4.95, 52.42, 6),
    ];
    const filters = {
      ...DEFAULT_FILTERS,
      areas: [{ kind: 'stadsdeel', code: 'A' } as const, { kind: 'circle', center: zuidas, radiusKm: 2 } as const],
    };
    const outlines = outlinesOf(catalogue as OutlineCatalogue);
    const expected = runQuery(rows, filters, { nowMs: NOW, order: 'distance', outlines });
    const actual = runPipeline(new ListingIndex(rows), { filters, nowMs: NOW, order: 'distance', outlines });
    expect(expected.ids).toEqual([2, 1, 4, 3]);
    expect(Array.from(actual.ids)).toEqual(expected.ids);
    // Without an area there is nothing to measure from: the list's order.
    const everywhere = { ...DEFAULT_FILTERS };
    expect(
      Array.from(runPipeline(new ListingIndex(rows), { filters: everywhere, nowMs: NOW, order: 'distance' }).ids),
    ).toEqual([3, 4, 2, 5, 1]);
  });

  it('returns map points for every id, in map order', () => {
    const random = seededRandom(3);
    const rows = Array.from({ length: 200 }, (_, index) => randomListing(random, index + 1, NOW));
    const index = new ListingIndex(rows);
    const answer = runPipeline(index, {
      filters: randomFilters(random, NOW),
      nowMs: NOW,
      order: 'map',
      withPoints: true,
    });
    expect(answer.coordinates?.length).toBe(answer.count * 2);
    answer.ids.forEach((id, position) => {
      const row = rows.find((candidate) => candidate.id === id) as ListingRow;
      expect(answer.coordinates?.[position * 2]).toBe(Math.fround(row.longitude as number));
      expect(answer.coordinates?.[position * 2 + 1]).toBe(Math.fround(row.latitude as number));
    });
  });

  it('says with the points how each listing is placed: by its street, or only its neighbourhood or city', () => {
    const random = seededRandom(4);
    const precisions = ['street', 'neighbourhood', 'city', null, 'guessed'];
    const rows: ListingRow[] = Array.from({ length: 50 }, (_, index) => ({
      ...randomListing(random, index + 1, NOW),
      post_type: 'HAS_HOUSING_AVAILABLE',
      is_unavailable_or_double: null,
      listing_type: 'room',
      latitude: 52.35,
      longitude: 4.9,
      geocode_precision: precisions[index % precisions.length],
    }));
    const index = new ListingIndex(rows);
    const everything = { filters: DEFAULT_FILTERS, nowMs: NOW, order: 'map' as const, withPoints: true };
    const answer = runPipeline(index, everything);
    expect(answer.count).toBe(50);
    expect(answer.approximate?.length).toBe(50);
    const placed = (id: number) => answer.approximate?.[Array.from(answer.ids).indexOf(id)];
    // 1 neighbourhood, 2 city, 0 a pin (street, unknown, or a value ingestion never writes).
    expect([1, 2, 3, 4, 5].map(placed)).toEqual([0, 1, 2, 0, 0]);
    // A listing placed anew by an update is drawn by its new precision.
    index.applyBatch([{ ...(rows[2] as ListingRow), geocode_precision: 'street' }], []);
    const again = runPipeline(index, everything);
    expect(again.approximate?.[Array.from(again.ids).indexOf(3)]).toBe(0);
    expect(runPipeline(index, { ...everything, order: 'list', withPoints: false }).approximate).toBeNull();
  });

  // 100 bytes until the area filter (2026-11-26) needed the points as doubles (8 more), and furnishing took one.
  it('holds a listing in under 110 bytes', () => {
    const random = seededRandom(5);
    const rows = Array.from({ length: 10_000 }, (_, index) => randomListing(random, index + 1, NOW));
    const index = new ListingIndex(rows, rows.length);
    index.sortIfDirty();
    expect(index.bytesPerListing()).toBeLessThanOrEqual(110);
  });
});
