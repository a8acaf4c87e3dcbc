import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueryCommand } from './query-command.ts';

let dir: string;
const file = (name: string) => path.join(dir, name);

const listings = [
  {
    id: 1,
    post_type: 'HAS_HOUSING_AVAILABLE',
    latitude: 52.3,
    longitude: 4.9,
    rent_on_monthly_basis: 900,
    listing_type: 'room',
    city_of_group: 'Amsterdam',
    created_at: '2026-11-20T10:00:00Z',
    time_of_post: '2026-11-18T10:00:00Z',
  },
  {
    id: 2,
    post_type: 'HAS_HOUSING_AVAILABLE',
    latitude: 52.1,
    longitude: 5.1,
    rent_on_monthly_basis: 1300,
    listing_type: 'Studio',
    city_of_group: 'Utrecht',
    created_at: '2026-11-19T10:00:00Z',
    time_of_post: '2026-11-21T08:00:00Z',
    language_requirements: ['Dutch'],
  },
  { id: 3, post_type: 'LOOKING_FOR_HOUSING', latitude: 52.3, longitude: 4.9, created_at: '2026-11-21T10:00:00Z' },
];

async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runQueryCommand(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { status, stdout, stderr };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'roomradar-query-'));
  await writeFile(file('listings.json'), JSON.stringify(listings));
  await writeFile(file('all.json'), '{}');
  await writeFile(file('cheap.json'), JSON.stringify({ maxPrice: 1000 }));
  await writeFile(file('bad-type.json'), JSON.stringify({ maxPrice: 'cheap' }));
  await writeFile(file('not-json.json'), '{ nope');
  await writeFile(file('object.json'), '{"id": 1}');
  await writeFile(file('recent.json'), JSON.stringify({ postRecency: 'today', minPrice: 1 }));
  const area = (areas: unknown) => JSON.stringify({ areas });
  const square = [
    [4.85, 52.25],
    [4.95, 52.25],
    [4.95, 52.35],
    [4.85, 52.35],
  ];
  await writeFile(file('square.json'), area([{ kind: 'polygon', rings: [square] }]));
  await writeFile(file('near-utrecht.json'), area([{ kind: 'circle', center: [5.11, 52.09], radiusKm: 3 }]));
  await writeFile(file('centrum.json'), area([{ kind: 'stadsdeel', code: 'A' }]));
  await writeFile(file('unknown-wijk.json'), area([{ kind: 'wijk', id: 42 }]));
  await writeFile(file('far-away.json'), area([{ kind: 'circle', center: [13.4, 52.5], radiusKm: 3 }]));
  await writeFile(file('wide-circle.json'), area([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 51 }]));
  await writeFile(file('two-points.json'), area([{ kind: 'polygon', rings: [square.slice(0, 2)] }]));
  await writeFile(file('eleven.json'), area(Array.from({ length: 11 }, () => ({ kind: 'polygon', rings: [square] }))));
  await writeFile(
    file('not-a-number.json'),
    '{"areas": [{"kind": "circle", "center": [4.9, "52.37"], "radiusKm": 1}]}',
  );
  await writeFile(file('unknown-kind.json'), area([{ kind: 'triangle' }]));
  // A bow tie: its first and third edges cross.
  await writeFile(
    file('bow-tie.json'),
    area([
      {
        kind: 'polygon',
        rings: [
          [
            [4.85, 52.25],
            [4.95, 52.35],
            [4.95, 52.25],
            [4.85, 52.35],
          ],
        ],
      },
    ]),
  );
  // The city rule: the post's own city where it names one, else the group's.
  const inAmsterdamGroup = {
    post_type: 'HAS_HOUSING_AVAILABLE',
    latitude: 52.3,
    longitude: 4.9,
    city_of_group: 'Amsterdam',
  };
  await writeFile(
    file('cities.json'),
    JSON.stringify([
      { ...inAmsterdamGroup, id: 11 },
      { ...inAmsterdamGroup, id: 12, city_of_post: 'Rotterdam' },
      { ...inAmsterdamGroup, id: 13, city_of_group: 'Haarlem', city_of_post: ' amsterdam ' },
      { ...inAmsterdamGroup, id: 14, city_of_post: '' },
    ]),
  );
  // The distance order: listings around the Dam and in Centrum, the newest farthest, so no other order says the same.
  const inAmsterdam = (id: number, longitude: number, latitude: number, day: number) => ({
    ...inAmsterdamGroup,
    id,
    longitude,
    latitude,
    created_at: `2026-11-${day}T10:00:00Z`,
  });
  await writeFile(
    file('around-the-dam.json'),
    JSON.stringify([
      inAmsterdam(21, 4.893, 52.3731 + 5 / 111.2, 25),
      inAmsterdam(22, 4.893, 52.3731 + 1 / 111.2, 21),
      inAmsterdam(23, 4.893, 52.3731 + 1 / 111.2, 20),
      inAmsterdam(24, 4.893, 52.3731 + 3 / 111.2, 24),
      // Centrum's centroid is (4.9001, 52.3717): 31 on it, 32 at the Dam (0.51 km), 33 by the Westerkerk (0.86 km).
      inAmsterdam(31, 4.9001, 52.3717, 10),
      inAmsterdam(32, 4.893, 52.3731, 11),
      inAmsterdam(33, 4.888, 52.374, 12),
    ]),
  );
  await writeFile(file('around-dam.json'), area([{ kind: 'circle', center: [4.893, 52.3731], radiusKm: 10 }]));
  await writeFile(file('centrum-only.json'), area([{ kind: 'stadsdeel', code: 'A' }]));
  await writeFile(file('amsterdam.json'), JSON.stringify({ city: 'Amsterdam' }));
  await writeFile(file('every-city.json'), JSON.stringify({ city: 'any' }));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the query command', () => {
  it('prints count, ordered ids and option lists', async () => {
    const result = await run([file('listings.json'), file('all.json')]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      count: 2,
      ids: [1, 2],
      options: {
        cities: ['any', 'Amsterdam', 'Utrecht'],
        housingTypes: ['any', 'room', 'studio'],
        languages: ['any', 'dutch'],
      },
    });
  });

  it('filters, orders for the map and honours --now', async () => {
    expect(JSON.parse((await run([file('listings.json'), file('cheap.json')])).stdout).ids).toEqual([1]);
    expect(JSON.parse((await run([file('listings.json'), file('all.json'), '--order', 'map'])).stdout).ids).toEqual([
      2, 1,
    ]);
    expect(
      JSON.parse((await run([file('listings.json'), file('recent.json'), '--now', '2026-11-21T12:00:00Z'])).stdout).ids,
    ).toEqual([2]);
    expect(
      JSON.parse((await run([file('listings.json'), file('recent.json'), '--now', '2026-11-25T12:00:00Z'])).stdout).ids,
    ).toEqual([]);
  });

  it('orders by price and size with --order', async () => {
    const ids = async (order: string) =>
      JSON.parse((await run([file('listings.json'), file('all.json'), '--order', order])).stdout).ids as number[];
    const asc = await ids('price_asc');
    expect(asc).toHaveLength(2);
    expect(await ids('price_desc')).toEqual([...asc].reverse());
    expect(await ids('size_desc')).toHaveLength(2);
  });

  it('orders nearest first to the areas with --order distance, and in the list order without an area', async () => {
    const ids = async (filters: string, order: string) => {
      const result = await run([file('around-the-dam.json'), file(filters), '--order', order]);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout).ids as number[];
    };
    // From the circle's centre: the Dam (32), the Westerkerk (0.35 km), Centrum's centroid (0.51 km), then 1, 3
    // and 5 km north; 22 and 23 at one point, the newer first.
    expect(await ids('around-dam.json', 'distance')).toEqual([32, 33, 31, 22, 23, 24, 21]);
    // From Centrum's centroid, only what lies in Centrum (1 km north of the Dam still does: the IJ is Centrum's).
    expect(await ids('centrum-only.json', 'distance')).toEqual([31, 32, 33, 22, 23]);
    expect(await ids('centrum-only.json', 'list')).toEqual([22, 23, 33, 32, 31]);
    expect(await ids('all.json', 'distance')).toEqual(await ids('all.json', 'list'));
  });

  it('counts only price, city and housing types with --only-onboarding', async () => {
    await writeFile(file('onboarding.json'), JSON.stringify({ maxPrice: 1500, language: 'klingon' }));
    expect(
      JSON.parse((await run([file('listings.json'), file('onboarding.json'), '--only-onboarding'])).stdout).count,
    ).toBe(2);
    expect(JSON.parse((await run([file('listings.json'), file('onboarding.json')])).stdout).count).toBe(0);
  });

  it('keeps the listings whose point lies in an area: a polygon, a circle, a district', async () => {
    const ids = async (filters: string) =>
      JSON.parse((await run([file('listings.json'), file(filters)])).stdout).ids as number[];
    expect(await ids('square.json')).toEqual([1]);
    expect(await ids('near-utrecht.json')).toEqual([2]);
    expect(await ids('centrum.json')).toEqual([]);
  });

  it("reads a listing's city from its post, else its group; 'any' (and no city) is every city", async () => {
    const ids = async (filters: string) =>
      (JSON.parse((await run([file('cities.json'), file(filters)])).stdout).ids as number[]).sort((a, b) => a - b);
    expect(await ids('amsterdam.json')).toEqual([11, 13, 14]);
    expect(await ids('every-city.json')).toEqual([11, 12, 13, 14]);
    expect(await ids('all.json')).toEqual([11, 12, 13, 14]);
  });

  it.each([
    [['listings.json', 'unknown-wijk.json'], /no Amsterdam wijk with id 42/],
    [['listings.json', 'far-away.json'], /outside the Netherlands/],
    [['listings.json', 'wide-circle.json'], /radiusKm must be above 0 and at most 50/],
    [['listings.json', 'two-points.json'], /must have 3 to 200 distinct points/],
    [['listings.json', 'eleven.json'], /at most 10 areas/],
    [['listings.json', 'not-a-number.json'], /two finite numbers/],
    [['listings.json', 'unknown-kind.json'], /unknown kind "triangle"/],
    [['listings.json', 'bow-tie.json'], /area 1 ring 1 crosses itself/],
    [['missing.json', 'all.json'], /cannot read the listings file .*missing\.json: ENOENT/],
    [['not-json.json', 'all.json'], /is not JSON/],
    [['object.json', 'all.json'], /must hold a JSON array/],
    [['listings.json', 'bad-type.json'], /maxPrice must be a number, not "cheap"/],
    [['listings.json', 'not-json.json'], /the filters file .* is not JSON/],
    [['listings.json'], /^usage: query/],
    [['listings.json', 'all.json', '--order', 'diagonal'], /--order must be one of list, map, price_asc/],
    [['listings.json', 'all.json', '--now', 'soon'], /--now needs an ISO time/],
    [['listings.json', 'all.json', '--fast'], /unknown option --fast/],
  ])('rejects %j with status 2, one line on stderr and nothing on stdout', async (args, message) => {
    const result = await run(args.map((arg) => (arg.endsWith('.json') ? file(arg) : arg)));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
