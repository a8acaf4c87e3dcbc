// One table per rule of filter-semantics.md: each row a listing change, a filter change and whether the
// listing passes. `base` passes every rule at its default.
import { describe, expect, it } from 'vitest';
import { compileFilters, passesBaseRule, stayFits } from './filter-rules.ts';
import { DEFAULT_FILTERS, type FilterState } from './filter-state.ts';
import type { ListingRow } from './listing.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

const base: ListingRow = {
  id: 1,
  post_type: 'HAS_HOUSING_AVAILABLE',
  latitude: 52.37,
  longitude: 4.89,
  is_unavailable_or_double: null,
  rent_on_monthly_basis: 900,
  room_size_m2: 14,
  house_total_size_m2: 80,
  amount_of_roommates: 2,
  minimum_age: 20,
  maximum_age: 30,
  gender_preference: 'female',
  listing_type: 'room',
  is_subrent: 'no',
  city_of_group: 'Amsterdam',
  available_from: '2026-12-01',
  available_until: '2027-03-01',
  time_of_post: '2026-11-20T12:00:00Z',
  created_at: '2026-11-20T12:05:00Z',
  language_requirements: ['English'],
};

type Case = [label: string, listing: Partial<ListingRow>, filters: Partial<FilterState>, passes: boolean];

function check(cases: Case[]) {
  it.each(cases)('%s', (_label, listing, filters, passes) => {
    expect(compileFilters({ ...DEFAULT_FILTERS, ...filters }, NOW)({ ...base, ...listing })).toBe(passes);
  });
}

describe('the base rule', () => {
  it.each<[string, Partial<ListingRow>, boolean]>([
    ['an offer with coordinates passes', {}, true],
    ['a seeker does not', { post_type: 'LOOKING_FOR_HOUSING' }, false],
    ['a missing post type does not', { post_type: null }, false],
    ['no latitude', { latitude: null }, false],
    ['a latitude as text', { latitude: '52.3' as unknown as number }, false],
    ['an infinite longitude', { longitude: Number.POSITIVE_INFINITY }, false],
    ['flagged unavailable', { is_unavailable_or_double: 'unavailable' }, false],
    ['flagged double', { is_unavailable_or_double: 'double' }, false],
    ['of type unknown', { listing_type: 'unknown' }, false],
    ['of type Unknown, in any case', { listing_type: ' UNKNOWN ' }, false],
    ['of no type at all', { listing_type: null }, true],
  ])('%s', (_label, listing, passes) => {
    expect(passesBaseRule({ ...base, ...listing })).toBe(passes);
  });

  it('applies under default filters too', () => {
    expect(compileFilters(DEFAULT_FILTERS, NOW)({ ...base, post_type: 'OTHER' })).toBe(false);
  });
});

describe('price', () => {
  check([
    ['no bound: a listing without rent passes', { rent_on_monthly_basis: null }, {}, true],
    ['a minimum excludes a listing without rent', { rent_on_monthly_basis: null }, { minPrice: 100 }, false],
    ['a maximum excludes a listing without rent', { rent_on_monthly_basis: null }, { maxPrice: 1000 }, false],
    ['rent 0 counts as missing', { rent_on_monthly_basis: 0 }, { maxPrice: 1000 }, false],
    ['negative rent counts as missing', { rent_on_monthly_basis: -5 }, { maxPrice: 1000 }, false],
    ['rent at the minimum passes', { rent_on_monthly_basis: 500 }, { minPrice: 500 }, true],
    ['rent below the minimum fails', { rent_on_monthly_basis: 499 }, { minPrice: 500 }, false],
    ['rent at the maximum passes', { rent_on_monthly_basis: 1000 }, { maxPrice: 1000 }, true],
    ['rent above the maximum fails', { rent_on_monthly_basis: 1001 }, { maxPrice: 1000 }, false],
    ['2500 means no upper limit', { rent_on_monthly_basis: 4000 }, { minPrice: 100, maxPrice: 2500 }, true],
    [
      'a maximum above 2500 is no limit either',
      { rent_on_monthly_basis: 4000 },
      { minPrice: 100, maxPrice: 3000 },
      true,
    ],
    ['rent as text is no rent', { rent_on_monthly_basis: '900' as unknown as number }, { maxPrice: 1000 }, false],
  ]);
});

describe('room size', () => {
  check([
    ['no bound: no size passes', { room_size_m2: null }, {}, true],
    ['a minimum excludes no size', { room_size_m2: null }, { minRoomSize: 10 }, false],
    ['size 0 counts as missing under a minimum', { room_size_m2: 0 }, { minRoomSize: 1 }, false],
    ['at the minimum passes', { room_size_m2: 10 }, { minRoomSize: 10 }, true],
    ['below the minimum fails', { room_size_m2: 9.5 }, { minRoomSize: 10 }, false],
    ['a maximum lets no size pass when the minimum is 0', { room_size_m2: null }, { maxRoomSize: 20 }, true],
    ['at the maximum passes', { room_size_m2: 20 }, { maxRoomSize: 20 }, true],
    ['above the maximum fails', { room_size_m2: 21 }, { maxRoomSize: 20 }, false],
    ['100 means no upper limit', { room_size_m2: 150 }, { maxRoomSize: 100 }, true],
  ]);
});

describe('house size', () => {
  check([
    ['a minimum excludes no size', { house_total_size_m2: null }, { minHouseSize: 40 }, false],
    ['at the minimum passes', { house_total_size_m2: 40 }, { minHouseSize: 40 }, true],
    ['a maximum lets no size pass', { house_total_size_m2: null }, { maxHouseSize: 100 }, true],
    ['above the maximum fails', { house_total_size_m2: 101 }, { maxHouseSize: 100 }, false],
    ['200 means no upper limit', { house_total_size_m2: 500 }, { maxHouseSize: 200 }, true],
  ]);
});

describe('age', () => {
  check([
    ['not narrowed: no ages passes', { minimum_age: null, maximum_age: null }, {}, true],
    ['narrowed: no ages fails', { minimum_age: null, maximum_age: null }, { minAge: 25 }, false],
    ['narrowed from above: no ages fails', { minimum_age: null, maximum_age: null }, { maxAge: 40 }, false],
    ['overlapping ranges pass', { minimum_age: 20, maximum_age: 30 }, { minAge: 25, maxAge: 40 }, true],
    ['touching at the top passes', { minimum_age: 20, maximum_age: 25 }, { minAge: 25 }, true],
    ['a range below fails', { minimum_age: 20, maximum_age: 24 }, { minAge: 25 }, false],
    ['a range above fails', { minimum_age: 41, maximum_age: 50 }, { maxAge: 40 }, false],
    ['only a minimum: 65 stands in for the maximum', { minimum_age: 30, maximum_age: null }, { minAge: 50 }, true],
    ['only a maximum: 18 stands in for the minimum', { minimum_age: null, maximum_age: 25 }, { maxAge: 20 }, true],
    ['only a minimum above the chosen maximum fails', { minimum_age: 45, maximum_age: null }, { maxAge: 40 }, false],
  ]);
});

describe('gender, roommates, housing types, subrent, city, language', () => {
  check([
    ['gender any passes anything', { gender_preference: null }, {}, true],
    ['gender matches in any case', { gender_preference: ' Female ' }, { genderPreference: 'female' }, true],
    ['another gender fails', { gender_preference: 'male' }, { genderPreference: 'female' }, false],
    ['no gender fails a gender filter', { gender_preference: null }, { genderPreference: 'female' }, false],
    ['roommates at the limit pass', { amount_of_roommates: 2 }, { maxRoommates: 2 }, true],
    ['roommates over the limit fail', { amount_of_roommates: 3 }, { maxRoommates: 2 }, false],
    ['no roommate count fails a limit', { amount_of_roommates: null }, { maxRoommates: 4 }, false],
    ['zero roommates pass a limit of 0', { amount_of_roommates: 0 }, { maxRoommates: 0 }, true],
    ['999 means no limit', { amount_of_roommates: null }, { maxRoommates: 999 }, true],
    ['a chosen type matches in any case', { listing_type: 'Studio' }, { housingTypes: ['studio', 'room'] }, true],
    ['another type fails', { listing_type: 'apartment' }, { housingTypes: ['studio', 'room'] }, false],
    ['no type fails a type filter', { listing_type: null }, { housingTypes: ['room'] }, false],
    ['an empty list means any type', { listing_type: 'apartment' }, { housingTypes: [] }, true],
    ['subrent yes takes YES', { is_subrent: 'YES' }, { isSubrent: 'yes' }, true],
    ['subrent yes rejects no', { is_subrent: 'no' }, { isSubrent: 'yes' }, false],
    ['subrent yes rejects null', { is_subrent: null }, { isSubrent: 'yes' }, false],
    ['subrent no takes null', { is_subrent: null }, { isSubrent: 'no' }, true],
    ['subrent no rejects yes', { is_subrent: 'yes' }, { isSubrent: 'no' }, false],
    ['any means no city filter', { city_of_group: 'Utrecht' }, { city: 'any' }, true],
    ['any in any case means no city filter', { city_of_group: 'Utrecht' }, { city: ' ANY ' }, true],
    ['Amsterdam is a city filter like any other', { city_of_group: 'Utrecht' }, { city: 'Amsterdam' }, false],
    ['amsterdam matches in any case', { city_of_group: 'Amsterdam' }, { city: ' amsterdam ' }, true],
    ['another city matches in any case', { city_of_group: ' utrecht' }, { city: 'Utrecht' }, true],
    ['another city excludes the rest', { city_of_group: 'Amsterdam' }, { city: 'Utrecht' }, false],
    [
      "the post's own city wins over the group's",
      { city_of_group: 'Amsterdam', city_of_post: 'Rotterdam' },
      { city: 'Amsterdam' },
      false,
    ],
    [
      "the post's own city matches",
      { city_of_group: 'Amsterdam', city_of_post: ' Rotterdam ' },
      { city: 'rotterdam' },
      true,
    ],
    [
      "an empty post city falls back to the group's",
      { city_of_group: 'Utrecht', city_of_post: '  ' },
      { city: 'Utrecht' },
      true,
    ],
    ['no city at all fails a city filter', { city_of_group: null, city_of_post: null }, { city: 'Utrecht' }, false],
    [
      'a language in the requirements passes',
      { language_requirements: ['Dutch', 'English'] },
      { language: 'english' },
      true,
    ],
    ['a missing language fails', { language_requirements: ['Dutch'] }, { language: 'english' }, false],
    ['registration yes takes a listing that allows it', { registration_possible: true }, { registration: 'yes' }, true],
    ['registration yes rejects false', { registration_possible: false }, { registration: 'yes' }, false],
    ['registration yes rejects unknown', { registration_possible: null }, { registration: 'yes' }, false],
    ['registration any takes unknown', { registration_possible: null }, { registration: 'any' }, true],
    ['furnishing matches in any case', { furnishing: ' Furnished' }, { furnishing: 'furnished' }, true],
    ['furnishing excludes another', { furnishing: 'bare' }, { furnishing: 'upholstered' }, false],
    ['furnishing rejects unknown', { furnishing: null }, { furnishing: 'bare' }, false],
    ['furnishing any takes unknown', { furnishing: null }, { furnishing: 'any' }, true],
    ['no requirements fail a language', { language_requirements: null }, { language: 'english' }, false],
  ]);
});

describe('available from', () => {
  check([
    ['available before the date passes', { available_from: '2026-11-30' }, { availableFrom: '2026-12-01' }, true],
    ['available on the date passes', { available_from: '2026-12-01' }, { availableFrom: '2026-12-01' }, true],
    ['available after the date fails', { available_from: '2026-12-02' }, { availableFrom: '2026-12-01' }, false],
    [
      'a timestamp counts by its UTC date',
      { available_from: '2026-12-01T23:30:00Z' },
      { availableFrom: '2026-12-01' },
      true,
    ],
    [
      'a timestamp with an offset counts by its UTC date',
      { available_from: '2026-12-02T00:30:00+02:00' },
      { availableFrom: '2026-12-01' },
      true,
    ],
    ['an invalid date fails', { available_from: '2026-02-30' }, { availableFrom: '2026-12-01' }, false],
    ['free text fails', { available_from: 'asap' }, { availableFrom: '2026-12-01' }, false],
    ['no date fails', { available_from: null }, { availableFrom: '2026-12-01' }, false],
  ]);
});

describe('length of stay', () => {
  it.each<[Parameters<typeof stayFits>[0], number | null, boolean]>([
    ['less_than_1_month', 30, true],
    ['less_than_1_month', 31, false],
    ['1-3_months', 29, false],
    ['1-3_months', 30, true],
    ['1-3_months', 90, true],
    ['1-3_months', 91, false],
    ['4-6_months', 90, false],
    ['4-6_months', 91, true],
    ['4-6_months', 180, true],
    ['4-6_months', 181, false],
    ['6_plus_months', 179, false],
    ['6_plus_months', 180, true],
    ['6_plus_months', null, true],
    ['long', 180, true],
    ['long', null, true],
    ['short', 179, true],
    ['short', 180, false],
    ['short', null, false],
    ['1-3_months', null, false],
  ])('%s with %j days passes: %j', (length, days, passes) => {
    expect(stayFits(length, 1000, days === null ? null : 1000 + days)).toBe(passes);
  });

  check([
    [
      '6+ months with no end date passes (open-ended)',
      { available_until: null },
      { lengthStay: '6_plus_months' },
      true,
    ],
    [
      '6+ months with an invalid end date passes (open-ended)',
      { available_until: 'never' },
      { lengthStay: '6_plus_months' },
      true,
    ],
    [
      '6+ months with an end but no valid start fails',
      { available_from: null, available_until: '2027-12-01' },
      { lengthStay: '6_plus_months' },
      false,
    ],
    ['1-3 months needs both dates', { available_until: null }, { lengthStay: '1-3_months' }, false],
    [
      'day counts use calendar dates, not hours',
      { available_from: '2026-12-01T23:00:00Z', available_until: '2026-12-31T01:00:00Z' },
      { lengthStay: 'less_than_1_month' },
      true,
    ],
  ]);
});

describe('post recency', () => {
  check([
    ['posted 24 hours ago passes today', { time_of_post: '2026-11-20T12:00:00Z' }, { postRecency: 'today' }, true],
    [
      'posted 24 hours and a second ago fails today',
      { time_of_post: '2026-11-20T11:59:59Z' },
      { postRecency: 'today' },
      false,
    ],
    ['posted 72 hours ago passes 3days', { time_of_post: '2026-11-18T12:00:00Z' }, { postRecency: '3days' }, true],
    ['posted 168 hours ago passes week', { time_of_post: '2026-11-14T12:00:00Z' }, { postRecency: 'week' }, true],
    ['posted 169 hours ago fails week', { time_of_post: '2026-11-14T11:00:00Z' }, { postRecency: 'week' }, false],
    ['posted 720 hours ago passes month', { time_of_post: '2026-10-22T12:00:00Z' }, { postRecency: 'month' }, true],
    [
      'created_at stands in for a missing post time',
      { time_of_post: null, created_at: '2026-11-21T00:00:00Z' },
      { postRecency: 'today' },
      true,
    ],
    [
      'an invalid post time falls back to created_at',
      { time_of_post: 'yesterday', created_at: '2026-11-01T00:00:00Z' },
      { postRecency: 'today' },
      false,
    ],
    ['no valid time fails', { time_of_post: null, created_at: null }, { postRecency: 'month' }, false],
  ]);
});

describe('the onboarding count', () => {
  it('uses only price, city and housing types', () => {
    const filters: FilterState = {
      ...DEFAULT_FILTERS,
      maxPrice: 1000,
      city: 'Utrecht',
      housingTypes: ['studio'],
      genderPreference: 'male',
      minRoomSize: 50,
      language: 'french',
    };
    const listing: ListingRow = {
      ...base,
      rent_on_monthly_basis: 900,
      city_of_group: 'Utrecht',
      listing_type: 'studio',
    };
    expect(compileFilters(filters, NOW, 'onboarding')(listing)).toBe(true);
    expect(compileFilters(filters, NOW, 'all')(listing)).toBe(false);
    expect(compileFilters(filters, NOW, 'onboarding')({ ...listing, rent_on_monthly_basis: 1100 })).toBe(false);
  });
});
