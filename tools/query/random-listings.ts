// Seeded random listings and filter states, realistic in their spread and hostile in their edges (missing
// values, text where numbers belong, impossible dates, cities in several spellings). Used by the property
// test and the benchmarks.
import type { Area } from '../../src/domain/areas/area.ts';
import { CHOICE_VALUES, DEFAULT_FILTERS, type FilterState } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { seededRandom, type Random } from '../../src/domain/seeded-random.ts';

export { seededRandom };

const CITIES = [
  'Amsterdam',
  'amsterdam',
  'Utrecht',
  ' utrecht ',
  'Rotterdam',
  'Den Haag',
  'Haarlem',
  'Leiden',
  'Groningen',
  'Eindhoven',
  'Ámsterdam-Noord',
  '',
];
const TYPES = ['room', 'Room', 'studio', 'apartment', 'house', 'unknown', 'shared room'];
const GENDERS = ['female', 'Male', 'no_preference', 'any'];
const LANGUAGES = ['english', 'Dutch', 'german', 'french', 'spanish', 'italian'];
const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function maybe<T>(random: Random, value: T, nullChance = 0.15): T | null {
  return random.chance(nullChance) ? null : value;
}

export function randomListing(random: Random, id: number, nowMs: number): ListingRow {
  const postedMs = nowMs - random.int(60 * 24) * 3_600_000 - random.int(3_600_000);
  const fromMs = nowMs + (random.int(120) - 20) * DAY_MS;
  return {
    id,
    post_type: random.chance(0.93) ? 'HAS_HOUSING_AVAILABLE' : random.pick(['LOOKING_FOR_HOUSING', 'OTHER', null]),
    latitude: random.chance(0.98) ? 52.3 + random.next() * 0.15 : null,
    longitude: random.chance(0.98) ? 4.75 + random.next() * 0.25 : null,
    is_unavailable_or_double: random.chance(0.05) ? random.pick(['unavailable', 'double']) : null,
    rent_on_monthly_basis: random.chance(0.1)
      ? random.pick([null, 0, -100, '900' as unknown as number])
      : 300 + random.int(2800) + random.pick([0, 0.5, 0.99]),
    room_size_m2: maybe(random, random.pick([6, 8, 9.5, 12, 14, 16.3, 20, 25, 40, 120, 0])),
    house_total_size_m2: maybe(random, random.pick([30, 45, 60, 80, 95.5, 150, 250])),
    amount_of_roommates: maybe(random, random.pick([0, 1, 2, 3, 4, 5, 8, 2.5, 0.1])),
    minimum_age: maybe(random, random.pick([18, 20, 21.7, 23, 25, 30, 40]), 0.5),
    maximum_age: maybe(random, random.pick([25, 28, 30, 35, 40, 55, 65]), 0.5),
    gender_preference: maybe(random, random.pick(GENDERS), 0.5),
    listing_type: maybe(random, random.pick(TYPES), 0.05),
    is_subrent: maybe(random, random.pick(['yes', 'YES', 'no', 'No']), 0.3),
    city_of_group: maybe(random, random.pick(CITIES), 0.05),
    // The dwelling's own city, where the post names one: the city filter reads it before the group's.
    city_of_post: maybe(random, random.pick(CITIES), 0.6),
    registration_possible: maybe(random, random.chance(0.5), 0.4),
    furnishing: maybe(random, random.pick(['furnished', 'Upholstered', 'bare', 'semi']), 0.4),
    available_from: random.chance(0.85)
      ? random.chance(0.3)
        ? new Date(fromMs).toISOString()
        : isoDay(fromMs)
      : random.pick([null, 'asap', '2026-02-30']),
    available_until: random.chance(0.5) ? isoDay(fromMs + random.int(400) * DAY_MS) : random.pick([null, 'indefinite']),
    time_of_post: random.chance(0.85) ? new Date(postedMs).toISOString() : random.pick([null, 'yesterday']),
    created_at: random.chance(0.97) ? new Date(postedMs + random.int(600_000)).toISOString() : null,
    language_requirements: random.chance(0.8) ? LANGUAGES.filter(() => random.chance(0.3)) : null,
  };
}

export function randomFilters(random: Random, nowMs: number): FilterState {
  const filters: FilterState = { ...DEFAULT_FILTERS, housingTypes: ['any'] };
  if (random.chance(0.5)) filters.minPrice = random.pick([0, 300, 500, 800, 1000, 1500]);
  if (random.chance(0.5)) filters.maxPrice = random.pick([600, 900, 1200, 2000, 2500, 3000]);
  if (random.chance(0.3)) filters.minRoomSize = random.pick([0, 8, 12, 20]);
  if (random.chance(0.3)) filters.maxRoomSize = random.pick([10, 15, 30, 100]);
  if (random.chance(0.3)) filters.minHouseSize = random.pick([0, 40, 80]);
  if (random.chance(0.3)) filters.maxHouseSize = random.pick([60, 100, 200]);
  if (random.chance(0.3)) filters.minAge = random.pick([18, 20, 25, 30]);
  if (random.chance(0.3)) filters.maxAge = random.pick([25, 30, 40, 65]);
  if (random.chance(0.3)) filters.maxRoommates = random.pick([0, 1, 2, 3, 999]);
  if (random.chance(0.4))
    filters.housingTypes = random.pick([
      ['room'],
      ['studio', 'Apartment'],
      ['any'],
      [],
      ['castle'],
      ['room', 'shared room'],
    ]);
  if (random.chance(0.4))
    filters.city = random.pick(['any', 'Amsterdam', 'Utrecht', 'UTRECHT', 'Den Haag', 'Nowhere', 'ámsterdam-noord']);
  if (random.chance(0.3)) filters.availableFrom = isoDay(nowMs + (random.int(90) - 10) * DAY_MS);
  if (random.chance(0.3)) filters.language = random.pick(['any', 'english', 'Dutch', 'klingon']);
  if (random.chance(0.3)) filters.areas = randomAreas(random);
  // Every enumerated filter, each value it may hold (filter-state.ts), so a new one is drawn without a line here.
  for (const [key, values] of Object.entries(CHOICE_VALUES))
    if (random.chance(0.3)) (filters as Record<string, unknown>)[key] = random.pick(values);
  return filters;
}

/** One to three areas over the random listings' spread: dented polygons (some with a hole) and circles. */
export function randomAreas(random: Random): Area[] {
  return Array.from({ length: 1 + random.int(3) }, (): Area => {
    const center: [number, number] = [4.75 + random.next() * 0.25, 52.3 + random.next() * 0.15];
    if (random.chance(0.4)) return { kind: 'circle', center, radiusKm: 0.5 + random.next() * 6 };
    const width = 0.01 + random.next() * 0.08;
    const height = 0.01 + random.next() * 0.05;
    const outline = ringAround(center, width, height, 3 + random.int(40));
    return random.chance(0.3)
      ? { kind: 'polygon', rings: [outline, ringAround(center, width / 3, height / 3, 3 + random.int(8))] }
      : { kind: 'polygon', rings: [outline] };
  });
}

/** A ring of `vertices` points on an ellipse around `center` (half-widths in degrees), with a dent every third point. */
export function ringAround(
  center: [number, number],
  halfWidth: number,
  halfHeight: number,
  vertices: number,
): Array<[number, number]> {
  return Array.from({ length: vertices }, (_, index) => {
    const angle = (2 * Math.PI * index) / vertices;
    const reach = index % 3 === 0 ? 0.7 : 1;
    return [center[0] + Math.cos(angle) * halfWidth * reach, center[1] + Math.sin(angle) * halfHeight * reach];
  });
}

/**
 * Every filter active at once, as the benchmarks measure: each filter alone passes part of the random listings,
 * but all of them together (with registration, furnishing and a 40-vertex area since 2026-11-26) may pass none
 * of 50,000. What is measured is the scan, which an empty answer does not shorten.
 */
export function allFiltersActive(nowMs: number): FilterState {
  return {
    minPrice: 350,
    maxPrice: 2400,
    minRoomSize: 6,
    maxRoomSize: 90,
    minHouseSize: 25,
    maxHouseSize: 190,
    minAge: 19,
    maxAge: 60,
    genderPreference: 'female',
    maxRoommates: 6,
    housingTypes: ['room', 'studio', 'apartment'],
    isSubrent: 'no',
    city: 'Amsterdam',
    availableFrom: isoDay(nowMs + 90 * DAY_MS),
    lengthStay: '6_plus_months',
    postRecency: 'month',
    language: 'english',
    registration: 'yes',
    furnishing: 'furnished',
    areas: [{ kind: 'polygon', rings: [ringAround([4.875, 52.375], 0.11, 0.07, 40)] }],
  };
}
