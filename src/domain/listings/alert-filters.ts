// A saved alert (table saved_filters) and the filter state it stands for (product spec sections 3, 5
// and 9). Values equal to their default are stored as null; a housing type is stored only when exactly one
// specific type is chosen; language is not saved. The alert page measures room size on its own scale
// (0 to 50, where 50 means no limit); the listing filter's scale ends at 100.
import {
  AGE_MAX,
  AGE_MIN,
  ALERT_ROOM_SIZE_MAX,
  ANY_CITY,
  HOUSE_SIZE_NO_UPPER_LIMIT,
  LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  MAX_ROOMMATES_ANY,
  PRICE_NO_UPPER_LIMIT,
} from '../constants.ts';
import { parseAreas, type Area } from '../areas/area.ts';
import { isAnyHousingType } from './filter-rules.ts';
import {
  DEFAULT_FILTERS,
  GENDER_PREFERENCES,
  isAnyCity,
  POST_RECENCIES,
  STAY_LENGTHS,
  type FilterState,
  type GenderPreference,
  type PostRecency,
  type StayLength,
} from './filter-state.ts';

export type SavedAlertFields = {
  housing_type: string | null;
  subrent: 'yes' | 'no' | null;
  price_min: number | null;
  price_max: number | null;
  city: string | null;
  room_size_min: number | null;
  room_size_max: number | null;
  house_size_min: number | null;
  house_size_max: number | null;
  age_min: number | null;
  age_max: number | null;
  gender_preference: Exclude<GenderPreference, 'any'> | null;
  max_roommates: number | null;
  available_from: string | null;
  available_until: Exclude<StayLength, 'any'> | null;
  post_recency: Exclude<PostRecency, 'any'> | null;
  /** Where to live (filter-semantics.md, "Areas"); none is null. The server refuses areas it would not read. */
  areas: Area[] | null;
};

export type AlertScale = 'alert' | 'listing';

/** The filter state of the alert page's defaults: the listing defaults with room size ending at 50. */
export const DEFAULT_ALERT_FILTERS: Readonly<FilterState> = Object.freeze({
  ...DEFAULT_FILTERS,
  maxRoomSize: ALERT_ROOM_SIZE_MAX,
});

const unlessDefault = <T>(value: T, fallback: T): T | null => (value === fallback ? null : value);

/** The row fields for an alert form's state (on the alert page's scale). */
export function alertFieldsFromFilters(state: FilterState): SavedAlertFields {
  const specificTypes = isAnyHousingType(state.housingTypes) ? [] : state.housingTypes;
  return {
    housing_type: specificTypes.length === 1 ? (specificTypes[0] as string) : null,
    subrent: state.isSubrent === 'any' ? null : state.isSubrent,
    price_min: unlessDefault(state.minPrice, 0),
    price_max: state.maxPrice >= PRICE_NO_UPPER_LIMIT ? null : state.maxPrice,
    // No city filter is stored as null, as before 2026-11-26 'Amsterdam' was: such alerts keep their meaning.
    city: isAnyCity(state.city) ? null : state.city,
    room_size_min: unlessDefault(state.minRoomSize, 0),
    room_size_max: state.maxRoomSize >= ALERT_ROOM_SIZE_MAX ? null : state.maxRoomSize,
    house_size_min: unlessDefault(state.minHouseSize, 0),
    house_size_max: state.maxHouseSize >= HOUSE_SIZE_NO_UPPER_LIMIT ? null : state.maxHouseSize,
    age_min: unlessDefault(state.minAge, AGE_MIN),
    age_max: unlessDefault(state.maxAge, AGE_MAX),
    gender_preference: state.genderPreference === 'any' ? null : state.genderPreference,
    max_roommates: state.maxRoommates >= MAX_ROOMMATES_ANY ? null : state.maxRoommates,
    available_from: state.availableFrom,
    available_until: state.lengthStay === 'any' ? null : state.lengthStay,
    post_recency: state.postRecency === 'any' ? null : state.postRecency,
    areas: state.areas.length === 0 ? null : state.areas,
  };
}

/**
 * A saved alert's areas. The server stores only areas the strict reader takes (the column's check), so a
 * value that does not read cannot come from it; should one come anyway, it reads as none.
 */
function areasOf(value: unknown): Area[] {
  if (value === null || value === undefined) return [];
  const read = parseAreas(value);
  return read.ok ? read.value : [];
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The filter state a saved alert stands for. On the 'alert' scale (the alert form) room size ends at 50;
 * on the 'listing' scale (listing filters, the alert job) a room size maximum of 50 or none is no limit.
 * A null or missing value returns to its default (product spec section 4).
 */
export function filtersFromAlertFields(
  row: Partial<Record<keyof SavedAlertFields, unknown>>,
  scale: AlertScale,
): FilterState {
  const defaults = scale === 'alert' ? DEFAULT_ALERT_FILTERS : DEFAULT_FILTERS;
  const roomMax = numberOr(row.room_size_max, Number.NaN);
  return {
    ...defaults,
    housingTypes: typeof row.housing_type === 'string' && row.housing_type !== '' ? [row.housing_type] : ['any'],
    isSubrent: oneOf(['any', 'yes', 'no'] as const, row.subrent, 'any'),
    minPrice: numberOr(row.price_min, defaults.minPrice),
    maxPrice: numberOr(row.price_max, defaults.maxPrice),
    city: typeof row.city === 'string' && row.city.trim() !== '' ? row.city : ANY_CITY,
    minRoomSize: numberOr(row.room_size_min, defaults.minRoomSize),
    maxRoomSize:
      Number.isNaN(roomMax) || roomMax >= ALERT_ROOM_SIZE_MAX
        ? scale === 'alert'
          ? ALERT_ROOM_SIZE_MAX
          : LISTING_ROOM_SIZE_NO_UPPER_LIMIT
        : roomMax,
    minHouseSize: numberOr(row.house_size_min, defaults.minHouseSize),
    maxHouseSize: numberOr(row.house_size_max, defaults.maxHouseSize),
    minAge: numberOr(row.age_min, defaults.minAge),
    maxAge: numberOr(row.age_max, defaults.maxAge),
    genderPreference: oneOf(GENDER_PREFERENCES, row.gender_preference, 'any'),
    maxRoommates: numberOr(row.max_roommates, defaults.maxRoommates),
    availableFrom:
      typeof row.available_from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.available_from)
        ? row.available_from
        : null,
    lengthStay: oneOf(STAY_LENGTHS, row.available_until, 'any'),
    postRecency: oneOf(POST_RECENCIES, row.post_recency, 'any'),
    language: 'any',
    areas: areasOf(row.areas),
  };
}
