import { describe, expect, it } from 'vitest';
import {
  listingsFor,
  matchAlerts,
  matchSearches,
  searchNamesOf,
  type AlertRecipient,
  type ListingWithModified,
} from './match-alerts.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 24 * 3600 * 1000;

function listing(id: number, fields: Partial<ListingWithModified>): ListingWithModified {
  return {
    id,
    _modified: 100 + id,
    post_type: 'HAS_HOUSING_AVAILABLE',
    latitude: 52.37,
    longitude: 4.89,
    is_unavailable_or_double: null,
    listing_type: 'room',
    city_of_group: 'Amsterdam',
    rent_on_monthly_basis: 800,
    room_size_m2: 14,
    house_total_size_m2: 80,
    amount_of_roommates: 2,
    minimum_age: null,
    maximum_age: null,
    gender_preference: null,
    is_subrent: null,
    available_from: '2026-12-01',
    available_until: null,
    time_of_post: new Date(NOW - 3600_000).toISOString(),
    created_at: new Date(NOW - 3600_000).toISOString(),
    language_requirements: [],
    ...fields,
  };
}

function recipient(alert: Record<string, unknown>, cursor = 0): AlertRecipient {
  return {
    user_id: 'member',
    email: 'member@example.org',
    first_name: null,
    last_listing_modified: cursor,
    alert,
    channels: 'email',
    language: 'en',
  };
}

const matchedIds = (alert: Record<string, unknown>, listings: ListingWithModified[], cursor = 0) =>
  (matchAlerts([recipient(alert, cursor)], listings, NOW).get('member') ?? []).map((item) => item.id).sort();

describe('matchAlerts: each rule of the shared filter module, through the alert-row conversion', () => {
  it.each([
    ['price_max', { price_max: 900 }, { rent_on_monthly_basis: 850 }, { rent_on_monthly_basis: 950 }],
    ['price_min', { price_min: 700 }, { rent_on_monthly_basis: 750 }, { rent_on_monthly_basis: 650 }],
    [
      'a price bound excludes a listing without rent',
      { price_max: 900 },
      { rent_on_monthly_basis: 600 },
      { rent_on_monthly_basis: null },
    ],
    ['city (group city)', { city: 'Utrecht' }, { city_of_group: 'utrecht' }, { city_of_group: 'Amsterdam' }],
    [
      "Amsterdam: the post's own city before the group's (a room in Kralingen posted in an Amsterdam group)",
      { city: 'Amsterdam', price_max: 900 },
      { city_of_group: 'Amsterdam', city_of_post: 'Amsterdam', rent_on_monthly_basis: 850 },
      { city_of_group: 'Amsterdam', city_of_post: 'Rotterdam', rent_on_monthly_basis: 850 },
    ],
    ['room_size_min', { room_size_min: 12 }, { room_size_m2: 15 }, { room_size_m2: 10 }],
    ['room_size_max below 50', { room_size_max: 20 }, { room_size_m2: 18 }, { room_size_m2: 25 }],
    ['house_size_max', { house_size_max: 60 }, { house_total_size_m2: 55 }, { house_total_size_m2: 90 }],
    [
      'age range overlap',
      { age_min: 25, age_max: 30 },
      { minimum_age: 28, maximum_age: 35 },
      { minimum_age: 31, maximum_age: 40 },
    ],
    ['gender', { gender_preference: 'female' }, { gender_preference: 'Female' }, { gender_preference: 'male' }],
    ['max roommates', { max_roommates: 2 }, { amount_of_roommates: 2 }, { amount_of_roommates: 4 }],
    ['housing type', { housing_type: 'studio' }, { listing_type: 'studio' }, { listing_type: 'room' }],
    ['subrent yes', { subrent: 'yes' }, { is_subrent: 'YES' }, { is_subrent: 'NO' }],
    ['subrent no', { subrent: 'no' }, { is_subrent: null }, { is_subrent: 'yes' }],
    [
      'available from',
      { available_from: '2026-12-10' },
      { available_from: '2026-12-05' },
      { available_from: '2026-12-20' },
    ],
    [
      'stay of 6 months or more',
      { available_until: '6_plus_months' },
      { available_until: null },
      { available_until: '2027-01-15' },
    ],
    [
      'stay of 1 to 3 months',
      { available_until: '1-3_months' },
      { available_until: '2027-02-01' },
      { available_until: null },
    ],
    [
      'post recency',
      { post_recency: 'today' },
      { time_of_post: new Date(NOW - 2 * 3600_000).toISOString() },
      { time_of_post: new Date(NOW - 2 * DAY).toISOString() },
    ],
    [
      'registration possible',
      { registration: 'yes' },
      { registration_possible: true },
      { registration_possible: null },
    ],
    ['furnishing', { furnishing: 'upholstered' }, { furnishing: 'upholstered' }, { furnishing: 'furnished' }],
    [
      'furnishing: a listing that does not say fails',
      { furnishing: 'bare' },
      { furnishing: 'bare' },
      { furnishing: null },
    ],
  ] as const)('%s: the matching listing is mailed, the other is not', (_rule, alert, matching, other) => {
    expect(matchedIds(alert, [listing(1, matching), listing(2, other)])).toEqual([1]);
  });

  it('never mails what no client would show: unavailable, doubles, seekers, unknown types, no point', () => {
    const listings = [
      listing(1, {}),
      listing(2, { is_unavailable_or_double: 'double' }),
      listing(3, { post_type: 'LOOKING_FOR_HOUSING' }),
      listing(4, { listing_type: 'unknown' }),
      listing(5, { latitude: null }),
    ];
    expect(matchedIds({}, listings)).toEqual([1]);
  });

  it("reads only listings after the member's cursor, newest first", () => {
    const listings = [listing(1, {}), listing(2, {}), listing(3, {})];
    expect(matchedIds({}, listings, 102)).toEqual([3]);
    expect((matchAlerts([recipient({})], listings, NOW).get('member') ?? []).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('an alert without a city (as an "Amsterdam" alert was stored before it meant Amsterdam) keeps matching every city', () => {
    const listings = [
      listing(1, { city_of_group: 'Amsterdam' }),
      listing(2, { city_of_group: 'Rotterdam' }),
      listing(3, { city_of_group: 'Amsterdam', city_of_post: 'Eindhoven' }),
    ];
    expect(matchedIds({ city: null, price_max: 2000 }, listings)).toEqual([1, 2, 3]);
  });

  it('gives a member with no match nothing', () => {
    expect(matchAlerts([recipient({ price_max: 400 })], [listing(1, {})], NOW).has('member')).toBe(false);
  });
});

describe('matchAlerts: areas', () => {
  // Two members, one area each; one new room lies in the first member's area only.
  const inDePijp = listing(1, { latitude: 52.3545, longitude: 4.8925 });
  const inZuidoost = listing(2, { latitude: 52.3121, longitude: 4.975 });
  const member = (user_id: string, areas: unknown): AlertRecipient => ({ ...recipient({ areas }), user_id });

  it('mail each member only the rooms inside their own area', async () => {
    const { amsterdamOutlines } = await import('../../../../src/domain/areas/amsterdam-outlines.ts');
    const square = [
      [4.885, 52.35],
      [4.9, 52.35],
      [4.9, 52.36],
      [4.885, 52.36],
    ];
    const matches = matchAlerts(
      [
        member('drew-de-pijp', [{ kind: 'polygon', rings: [square] }]),
        member('chose-centrum', [{ kind: 'stadsdeel', code: 'A' }]),
      ],
      [inDePijp, listing(3, { latitude: 52.3121, longitude: 4.975 })],
      NOW,
      await amsterdamOutlines(),
    );
    expect(matches.get('drew-de-pijp')?.map((item) => item.id)).toEqual([1]);
    expect(matches.has('chose-centrum')).toBe(false);
  });

  it('take a circle around a place, and a listing outside it never', () => {
    const nearCentraal = [{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 5, place: 'Amsterdam Centraal' }];
    expect(matchedIds({ areas: nearCentraal }, [inDePijp, inZuidoost])).toEqual([1]);
  });

  it('match nothing, not everything, when a neighbourhood cannot be tested', () => {
    expect(matchedIds({ areas: [{ kind: 'wijk', id: 3630424 }] }, [inDePijp, inZuidoost])).toEqual([]);
  });
});

describe('matchSearches: a member with several saved searches', () => {
  const search = (name: string, alert: Record<string, unknown>, channels: AlertRecipient['channels'] = 'email') => ({
    ...recipient({ ...alert, name }),
    channels,
  });
  const listings = [
    listing(1, { rent_on_monthly_basis: 650, room_size_m2: 25 }),
    listing(2, { rent_on_monthly_basis: 650, room_size_m2: 10 }),
    listing(3, { rent_on_monthly_basis: 1200, room_size_m2: 25 }),
    listing(4, { rent_on_monthly_basis: 1200, room_size_m2: 10 }),
  ];
  const searches = [
    search('Cheap', { price_max: 700 }),
    search('Big', { room_size_min: 20 }, 'push'),
    search('Nothing', { city: 'Groningen' }, 'both'),
  ];
  const matches = matchSearches(searches, listings, NOW).get('member');

  it.each([
    [1, ['Cheap', 'Big']],
    [2, ['Cheap']],
    [3, ['Big']],
  ] as const)('listing %i is listed once, with the searches it matched: %j', (id, names) => {
    expect(matches?.listings.filter((item) => item.id === id)).toHaveLength(1);
    expect(matches && searchNamesOf(matches, id)).toEqual(names);
  });

  it('lists each listing once, newest first, and none that no search matched', () => {
    expect(matches?.listings.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(matches?.searchCount).toBe(3);
  });

  it.each([
    ['email', [2, 1]],
    ['push', [3, 1]],
  ] as const)('sends by %s only what a search going out by it matched', (channel, ids) => {
    expect(matches && listingsFor(matches, channel).map((item) => item.id)).toEqual(ids);
  });

  it('names no search for a member with one (their messages read as they always did)', () => {
    const one = matchSearches([search('My Alert', {})], listings, NOW).get('member');
    expect(one && searchNamesOf(one, 1)).toEqual([]);
  });

  it('names a search without a name by none, and a name two searches share once', () => {
    const twins = matchSearches([search('Same', {}), search('Same', {}), search('  ', {})], listings, NOW).get(
      'member',
    );
    expect(twins && searchNamesOf(twins, 1)).toEqual(['Same']);
  });

  it("keeps members apart: one member's searches never add to another's matches", () => {
    const other = { ...search('Theirs', { price_max: 700 }), user_id: 'other' };
    const both = matchSearches([search('Big', { room_size_min: 20 }), other], listings, NOW);
    expect(both.get('member')?.listings.map((item) => item.id)).toEqual([3, 1]);
    expect(both.get('other')?.listings.map((item) => item.id)).toEqual([2, 1]);
  });

  it('matchAlerts gives the same listings per member as matchSearches', () => {
    expect(
      matchAlerts(searches, listings, NOW)
        .get('member')
        ?.map((item) => item.id),
    ).toEqual([3, 2, 1]);
  });
});
