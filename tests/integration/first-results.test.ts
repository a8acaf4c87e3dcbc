// The first-results function against a real backend: its answer is the device's answer (the reference
// rules over every listing an anonymous visitor reads), it follows new listings, it hands out nothing a
// visitor may not see (no post texts, no links to original posts), and hostile questions get a 4xx.
import { amsterdamOutlines } from '../../src/domain/areas/amsterdam-outlines.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type FilterState } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { ListingOrder } from '../../src/domain/listings/ordering.ts';
import { runQuery } from '../../src/domain/listings/run-query.ts';
import type { FirstResults } from '../../supabase/functions/first-results/handler.ts';
import { HOSTILE_AREAS } from '../support/hostile-areas.ts';
import { insertListings } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
const SECRET_TEXT = 'the landlord phone number 06-12345678';

const anonHeaders = () => ({ apikey: backend.keys.anonKey, Authorization: `Bearer ${backend.keys.anonKey}` });

beforeAll(async () => {
  const types = ['room', 'studio', 'apartment'];
  const cities = ['Amsterdam', 'Utrecht', 'Rotterdam'];
  await insertListings(
    backend,
    Array.from({ length: 45 }, (_, index) => ({
      title: `Room ${index}`,
      text_post: SECRET_TEXT,
      rent_on_monthly_basis: 500 + ((index * 137) % 1500),
      room_size_m2: 8 + (index % 20),
      listing_type: types[index % 3],
      city_of_group: cities[index % 3],
      city_of_post: cities[index % 3],
      latitude: 52 + index / 100,
      longitude: 4.5 + index / 100,
      time_of_post: new Date(Date.now() - index * 3_600_000).toISOString(),
      // A few that no visitor sees: a search post, a closed offer.
      ...(index % 11 === 0 ? { post_type: 'LOOKING_FOR_HOUSING' } : {}),
      ...(index % 13 === 0 ? { is_unavailable_or_double: 'unavailable' } : {}),
    })),
  );
}, 60_000);

function ask(query: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/first-results?${query}`, { ...init, headers: anonHeaders() });
}

async function firstResults(filters: Partial<FilterState>, order: ListingOrder): Promise<FirstResults> {
  const response = await ask(new URLSearchParams({ order, filters: JSON.stringify(filters) }).toString());
  expect(response.status).toBe(200);
  return (await response.json()) as FirstResults;
}

/** What a device with the complete copy answers: the reference rules over what anon reads. */
async function deviceAnswer(filters: Partial<FilterState>, order: ListingOrder) {
  const response = await fetch(`${backend.url}/rest/v1/full_details_housing?select=*&_deleted=is.false`, {
    headers: anonHeaders(),
  });
  const rows = (await response.json()) as ListingRow[];
  return runQuery(
    rows,
    { ...DEFAULT_FILTERS, ...filters },
    { nowMs: Date.now(), order, outlines: await amsterdamOutlines() },
  );
}

describe('first-results', () => {
  const questions: Array<Partial<FilterState>> = [
    {},
    { maxPrice: 1200 },
    { city: 'Utrecht' },
    { housingTypes: ['studio'], minRoomSize: 12 },
    { postRecency: 'today' },
    { city: 'Amsterdam' },
    { areas: [{ kind: 'stadsdeel', code: 'A' }] },
    { areas: [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 2 }], maxPrice: 1500 },
  ];

  it("gives the device's answer: the same count, the list's first page in order, the map's every id", async () => {
    for (const filters of questions) {
      const expected = await deviceAnswer(filters, 'list');
      const list = await firstResults(filters, 'list');
      expect(list.count, JSON.stringify(filters)).toBe(expected.count);
      expect(list.ids).toEqual(expected.ids.slice(0, 20));
      expect(list.first_cards.map((card) => card.id)).toEqual(list.ids);
      expect(list.points).toBeNull();
      const map = await firstResults(filters, 'map');
      expect(map.ids).toEqual((await deviceAnswer(filters, 'map')).ids);
      expect(map.points).toHaveLength(map.ids.length * 2);
    }
  });

  it("answers the list's sorts as the device does (issue 35 item 6)", async () => {
    for (const order of ['price_asc', 'price_desc', 'size_desc'] as const) {
      const filters = { maxPrice: 1500 };
      const expected = await deviceAnswer(filters, order);
      const sorted = await firstResults(filters, order);
      expect(sorted.count, order).toBe(expected.count);
      expect(sorted.ids, order).toEqual(expected.ids.slice(0, 20));
    }
  });

  it('answers the distance order as the device does, and the list order without an area', async () => {
    const near: Array<Partial<FilterState>> = [
      { areas: [{ kind: 'circle', center: [4.7, 52.2], radiusKm: 20 }] },
      {
        areas: [
          { kind: 'circle', center: [4.6, 52.1], radiusKm: 8 },
          { kind: 'circle', center: [4.85, 52.35], radiusKm: 8 },
        ],
      },
      {},
    ];
    for (const filters of near) {
      const expected = await deviceAnswer(filters, 'distance');
      const sorted = await firstResults(filters, 'distance');
      expect(sorted.count, JSON.stringify(filters)).toBe(expected.count);
      expect(sorted.ids, JSON.stringify(filters)).toEqual(expected.ids.slice(0, 20));
    }
    // The points lie on a line, so nearest first from its middle is not newest first.
    const middle = (await deviceAnswer(near[0] as Partial<FilterState>, 'distance')).ids;
    expect(middle).not.toEqual((await deviceAnswer(near[0] as Partial<FilterState>, 'list')).ids);
    expect((await firstResults({}, 'distance')).ids).toEqual((await firstResults({}, 'list')).ids);
  });

  it('follows listings that arrive after it first answered', async () => {
    const before = await firstResults({ city: 'Utrecht' }, 'list');
    const [id] = await insertListings(backend, [
      { title: 'Fresh in Utrecht', city_of_group: 'Utrecht', city_of_post: 'Utrecht', rent_on_monthly_basis: 650 },
    ]);
    const after = await firstResults({ city: 'Utrecht' }, 'list');
    expect(after.count).toBe(before.count + 1);
    expect(after.ids[0]).toBe(id);
  });

  it('hands out no post texts and no links to original posts', async () => {
    const response = await ask('order=map');
    const text = await response.text();
    expect(text).not.toContain(SECRET_TEXT);
    expect(text).not.toContain('facebook.com');
    const answer = JSON.parse(text) as FirstResults;
    expect(answer.first_cards.length).toBeGreaterThan(0);
    expect(answer.first_cards.every((card) => card.postUrl === null)).toBe(true);
  });

  it('turns hostile questions away with a 4xx and a message', async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ['order=random', {}, 400],
      ['order=list&filters=%7B', {}, 400],
      ['order=list&filters=%5B1%5D', {}, 400],
      [`order=list&filters=${encodeURIComponent(JSON.stringify({ maxPrice: 'cheap' }))}`, {}, 400],
      [`order=list&filters=${encodeURIComponent(JSON.stringify({ city: 'x'.repeat(5000) }))}`, {}, 400],
      ['order=list&scope=everything', {}, 400],
      [`order=list&filters=${encodeURIComponent(JSON.stringify({ areas: [{ kind: 'wijk', id: 42 }] }))}`, {}, 400],
      [
        `order=list&filters=${encodeURIComponent(JSON.stringify({ areas: [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 0 }] }))}`,
        {},
        400,
      ],
      [
        `order=list&filters=${encodeURIComponent(JSON.stringify({ areas: [{ kind: 'polygon', rings: [[[4.9, 52.3]]] }] }))}`,
        {},
        400,
      ],
      ['order=list', { method: 'POST', body: '{}' }, 405],
    ];
    for (const [query, init, status] of cases) {
      const response = await ask(query, init);
      expect(response.status, query).toBe(status);
      const body = (await response.json()) as { error?: unknown };
      expect(typeof body.error, query).toBe('string');
    }
  });
});

describe('bad areas in the filters (issue 34, item 4)', () => {
  it.each(HOSTILE_AREAS)('%s: 400 with a message naming it', async (_, areas, message) => {
    const filters = `{"maxPrice":1500,"areas":${areas}}`;
    expect(filters.length).toBeLessThanOrEqual(4096);
    const response = await ask(new URLSearchParams({ order: 'map', filters }).toString());
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error.replace(/^filters: /, '')).toMatch(message);
  });
});
