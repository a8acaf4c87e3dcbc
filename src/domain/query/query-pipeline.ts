// The query engine's pure core: filter, order, count, option lists and map points over the columnar
// index, in one pass in the order's slot sequence (so nothing is sorted per query, but the matches of the
// distance order, which depends on the areas: distance-order.ts). The query worker
// (workers/query) and send-alerts run it. It must answer exactly what src/domain/listings/run-query.ts
// answers; a property test holds it to that.
import {
  AGE_MAX,
  AGE_MIN,
  AMSTERDAM,
  ANY_CITY,
  HOUSE_SIZE_NO_UPPER_LIMIT,
  LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  MAX_ROOMMATES_ANY,
  PRICE_NO_UPPER_LIMIT,
} from '../constants.ts';
import { dayOf } from '../listings/dates.ts';
import { areaCentres } from '../areas/area-centres.ts';
import type { AreaOutlines } from '../areas/area-outlines.ts';
import { areaTestOf } from '../areas/area-test.ts';
import { isAnyHousingType, stayFits } from '../listings/filter-rules.ts';
import { isAnyCity, POST_RECENCY_HOURS, type FilterState } from '../listings/filter-state.ts';
import type { OptionLists } from '../listings/option-lists.ts';
import type { ListingOrder } from '../listings/ordering.ts';
import {
  FLAG_APPROXIMATE,
  FLAG_CITY_ONLY,
  FLAG_INEXACT,
  FLAG_MORE_LANGUAGES,
  FLAG_REGISTRATION,
  FLAG_SUBRENT_YES,
  FLAG_VISIBLE,
  FURNISHING_CODES,
  NO_DAY,
  type ListingIndex,
} from './listing-index.ts';
import { sortByDistance } from './distance-order.ts';

export type PipelineQuery = {
  filters: FilterState;
  nowMs: number;
  order: ListingOrder;
  onlyOnboarding?: boolean;
  withPoints?: boolean;
  /** Amsterdam's neighbourhood and district outlines, where the filters name any (areas of kind wijk or stadsdeel). */
  outlines?: AreaOutlines;
};

export type PipelineAnswer = {
  count: number;
  /** Listing ids in the order asked for. */
  ids: Float64Array;
  /** Longitude and latitude of each id, interleaved, when points were asked for. */
  coordinates: Float32Array | null;
  /** With the points: per id 0 placed by its street (a pin), 1 only by its neighbourhood, 2 only by its city. */
  approximate: Uint8Array | null;
  options: OptionLists;
};

const HOUR_MS = 3_600_000;
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Option lists from every visible listing, cached until the index changes. */
const optionCache = new WeakMap<ListingIndex, { version: number; lists: OptionLists }>();

export function indexOptionLists(index: ListingIndex): OptionLists {
  const cached = optionCache.get(index);
  if (cached?.version === index.version) return cached.lists;
  index.sortIfDirty();
  const cityByKey = new Map<number, string>();
  const types = new Set<number>();
  let languageMask = 0;
  const languages = new Set<string>();
  // "First seen" is slot order: a bulk load fills slots in input order.
  for (let slot = 0, seen = 0; seen < index.count && slot < index.capacity; slot += 1) {
    const flags = index.flags[slot] as number;
    if (flags === 0) continue;
    seen += 1;
    if (!(flags & FLAG_VISIBLE)) continue;
    const variant = index.cityVariants[slot] as number;
    const key = index.cityKeyOf[variant] as number;
    if (variant !== 0 && !cityByKey.has(key)) cityByKey.set(key, index.cityVariantDictionary.values[variant] as string);
    types.add(index.types[slot] as number);
    languageMask |= index.languageMasks[slot] as number;
    if (flags & FLAG_MORE_LANGUAGES)
      for (const language of index.extraLanguages.get(slot) ?? []) languages.add(language);
  }
  for (let bit = 0; bit < 32; bit += 1)
    if (languageMask & (1 << bit)) languages.add(index.languageDictionary.values[bit + 1] as string);
  const amsterdamKey = index.cityKeys.lookup(AMSTERDAM.toLowerCase());
  cityByKey.delete(amsterdamKey === 0 ? -1 : amsterdamKey);
  const lists: OptionLists = {
    cities: [
      ANY_CITY,
      AMSTERDAM,
      ...[...cityByKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    ],
    housingTypes: [
      'any',
      ...[...types]
        .filter((code) => code !== 0)
        .map((code) => index.typeDictionary.values[code] as string)
        .sort(byCode),
    ],
    languages: ['any', ...[...languages].sort(byCode)],
  };
  optionCache.set(index, { version: index.version, lists });
  return lists;
}

/** Answers a query over the index. */
export function runPipeline(index: ListingIndex, query: PipelineQuery): PipelineAnswer {
  index.sortIfDirty();
  const { filters, nowMs } = query;
  const isOnboarding = query.onlyOnboarding === true;
  // The distance order finds the matches in the list's order and sorts them afterwards (distance-order.ts).
  const isByDistance = query.order === 'distance';
  const order = index.orderOf(query.order === 'distance' ? 'list' : query.order);

  const hasMinPrice = filters.minPrice > 0;
  const hasMaxPrice = filters.maxPrice < PRICE_NO_UPPER_LIMIT;
  const hasPrice = hasMinPrice || hasMaxPrice;
  const wantedTypes = isAnyHousingType(filters.housingTypes)
    ? null
    : new Set(filters.housingTypes.map((type) => index.typeDictionary.lookup(type.trim().toLowerCase())));
  const cityKey = isAnyCity(filters.city) ? -1 : index.cityKeys.lookup(filters.city.trim().toLowerCase());
  const cityMatches =
    cityKey === -1 ? null : Uint8Array.from(index.cityKeyOf, (key) => (key === cityKey && key !== 0 ? 1 : 0));

  const hasMinRoom = !isOnboarding && filters.minRoomSize > 0;
  const hasMaxRoom = !isOnboarding && filters.maxRoomSize < LISTING_ROOM_SIZE_NO_UPPER_LIMIT;
  const hasMinHouse = !isOnboarding && filters.minHouseSize > 0;
  const hasMaxHouse = !isOnboarding && filters.maxHouseSize < HOUSE_SIZE_NO_UPPER_LIMIT;
  const hasAge = !isOnboarding && (filters.minAge > AGE_MIN || filters.maxAge < AGE_MAX);
  const genderCode =
    isOnboarding || filters.genderPreference === 'any' ? -1 : index.genderDictionary.lookup(filters.genderPreference);
  const hasRoommates = !isOnboarding && filters.maxRoommates < MAX_ROOMMATES_ANY;
  const subrent = isOnboarding ? 'any' : filters.isSubrent;
  const wantsRegistration = !isOnboarding && filters.registration === 'yes';
  const furnishingCode = isOnboarding || filters.furnishing === 'any' ? 0 : FURNISHING_CODES[filters.furnishing];
  const chosenDay = isOnboarding || filters.availableFrom === null ? null : dayOf(filters.availableFrom);
  const hasAvailableFrom = !isOnboarding && filters.availableFrom !== null;
  const stay = isOnboarding || filters.lengthStay === 'any' ? null : filters.lengthStay;
  const recencyMs =
    isOnboarding || filters.postRecency === 'any' ? null : POST_RECENCY_HOURS[filters.postRecency] * HOUR_MS;
  const language = isOnboarding ? 'any' : filters.language.trim().toLowerCase();
  const languageCode = language === 'any' ? 0 : index.languageDictionary.lookup(language);
  const languageBit = languageCode > 0 && languageCode <= 32 ? (1 << (languageCode - 1)) >>> 0 : 0;
  const inAreas = isOnboarding || filters.areas.length === 0 ? null : areaTestOf(filters.areas, query.outlines);

  const matches = new Uint32Array(order.length);
  let count = 0;
  for (let position = 0; position < order.length; position += 1) {
    const slot = order[position] as number;
    const flags = index.flags[slot] as number;
    if (!(flags & FLAG_VISIBLE)) continue;
    if (hasPrice) {
      const rent = index.rents[slot] as number;
      if (!(rent >= filters.minPrice) || (hasMaxPrice && rent > filters.maxPrice)) continue;
    }
    if (wantedTypes) {
      const type = index.types[slot] as number;
      if (type === 0 || !wantedTypes.has(type)) continue;
    }
    if (cityMatches && (cityMatches[index.cityVariants[slot] as number] ?? 0) === 0) continue;
    if (isOnboarding) {
      matches[count++] = slot;
      continue;
    }
    if (hasMinRoom || hasMaxRoom) {
      const size = index.roomSizes[slot] as number;
      if (hasMinRoom && !(size >= filters.minRoomSize)) continue;
      if (hasMaxRoom && size > filters.maxRoomSize) continue;
    }
    if (hasMinHouse || hasMaxHouse) {
      const size = index.houseSizes[slot] as number;
      if (hasMinHouse && !(size >= filters.minHouseSize)) continue;
      if (hasMaxHouse && size > filters.maxHouseSize) continue;
    }
    const exact = flags & FLAG_INEXACT ? index.exactSmallNumbers.get(slot) : undefined;
    if (hasAge) {
      const minimum = exact ? exact.minAge : (index.minAges[slot] as number);
      const maximum = exact ? exact.maxAge : (index.maxAges[slot] as number);
      if (Number.isNaN(minimum) && Number.isNaN(maximum)) continue;
      if (
        (Number.isNaN(minimum) ? AGE_MIN : minimum) > filters.maxAge ||
        (Number.isNaN(maximum) ? AGE_MAX : maximum) < filters.minAge
      )
        continue;
    }
    if (genderCode !== -1 && (genderCode === 0 || index.genders[slot] !== genderCode)) continue;
    if (hasRoommates) {
      const roommates = exact ? exact.roommates : (index.roommates[slot] as number);
      if (!(roommates <= filters.maxRoommates)) continue;
    }
    if (subrent === 'yes' && !(flags & FLAG_SUBRENT_YES)) continue;
    if (subrent === 'no' && flags & FLAG_SUBRENT_YES) continue;
    if (wantsRegistration && !(flags & FLAG_REGISTRATION)) continue;
    if (furnishingCode !== 0 && index.furnishings[slot] !== furnishingCode) continue;
    if (hasAvailableFrom) {
      const from = index.availableFrom[slot] as number;
      if (chosenDay === null || from === NO_DAY || from > chosenDay) continue;
    }
    if (stay !== null) {
      const from = index.availableFrom[slot] as number;
      const until = index.availableUntil[slot] as number;
      if (!stayFits(stay, from === NO_DAY ? null : from, until === NO_DAY ? null : until)) continue;
    }
    if (recencyMs !== null) {
      const posted = index.postTimes[slot] as number;
      if (!(nowMs - posted <= recencyMs)) continue;
    }
    if (language !== 'any') {
      const hasBit = languageBit !== 0 && ((index.languageMasks[slot] as number) & languageBit) !== 0;
      const hasExtra =
        !hasBit && flags & FLAG_MORE_LANGUAGES && (index.extraLanguages.get(slot) ?? []).includes(language);
      if (!hasBit && !hasExtra) continue;
    }
    // Last: the one test that may read polygons, for the fewest listings. The base rule has made sure the point
    // is there.
    if (inAreas && !inAreas(index.longitudes[slot] as number, index.latitudes[slot] as number)) continue;
    matches[count++] = slot;
  }
  if (isByDistance) sortByDistance(index, matches, count, areaCentres(filters.areas, query.outlines));

  const ids = new Float64Array(count);
  const coordinates = query.withPoints ? new Float32Array(count * 2) : null;
  const approximate = query.withPoints ? new Uint8Array(count) : null;
  for (let position = 0; position < count; position += 1) {
    const slot = matches[position] as number;
    ids[position] = index.ids[slot] as number;
    if (coordinates && approximate) {
      coordinates[position * 2] = index.longitudes[slot] as number;
      coordinates[position * 2 + 1] = index.latitudes[slot] as number;
      const flags = index.flags[slot] as number;
      approximate[position] = flags & FLAG_APPROXIMATE ? (flags & FLAG_CITY_ONLY ? 2 : 1) : 0;
    }
  }
  return { count, ids, coordinates, approximate, options: indexOptionLists(index) };
}
