// The listing filter state and its defaults (filter-semantics.md, "Filter state and its defaults"), and
// a strict reader for filter states that come from outside (session storage, the query command).
import {
  AGE_MAX,
  AGE_MIN,
  AMSTERDAM,
  ANY_CITY,
  HOUSE_SIZE_NO_UPPER_LIMIT,
  LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  MAX_ROOMMATES_ANY,
  PRICE_MIN,
  PRICE_NO_UPPER_LIMIT,
} from '../constants.ts';
import type { Area, AreasResult } from '../areas/area.ts';

export const GENDER_PREFERENCES = ['any', 'male', 'female', 'no_preference'] as const;
export const SUBRENT_CHOICES = ['any', 'yes', 'no'] as const;
export const STAY_LENGTHS = [
  'any',
  'less_than_1_month',
  '1-3_months',
  '4-6_months',
  '6_plus_months',
  'short',
  'long',
] as const;
export const POST_RECENCIES = ['any', 'today', '3days', 'week', 'month'] as const;
export const REGISTRATION_CHOICES = ['any', 'yes'] as const;
export const FURNISHINGS = ['any', 'furnished', 'upholstered', 'bare'] as const;

export type GenderPreference = (typeof GENDER_PREFERENCES)[number];
export type SubrentChoice = (typeof SUBRENT_CHOICES)[number];
export type StayLength = (typeof STAY_LENGTHS)[number];
export type PostRecency = (typeof POST_RECENCIES)[number];
export type RegistrationChoice = (typeof REGISTRATION_CHOICES)[number];
export type Furnishing = (typeof FURNISHINGS)[number];

export type FilterState = {
  minPrice: number;
  maxPrice: number;
  minRoomSize: number;
  maxRoomSize: number;
  minHouseSize: number;
  maxHouseSize: number;
  minAge: number;
  maxAge: number;
  genderPreference: GenderPreference;
  maxRoommates: number;
  housingTypes: string[];
  isSubrent: SubrentChoice;
  city: string;
  availableFrom: string | null;
  lengthStay: StayLength;
  postRecency: PostRecency;
  language: string;
  /** 'yes': registration at the address (inschrijving) possible. */
  registration: RegistrationChoice;
  /** Gemeubileerd / gestoffeerd / kaal. */
  furnishing: Furnishing;
  /** Where to live: a listing passes when its point lies in any of them; none means anywhere. */
  areas: Area[];
};

export const DEFAULT_FILTERS: Readonly<FilterState> = Object.freeze({
  minPrice: PRICE_MIN,
  maxPrice: PRICE_NO_UPPER_LIMIT,
  minRoomSize: 0,
  maxRoomSize: LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  minHouseSize: 0,
  maxHouseSize: HOUSE_SIZE_NO_UPPER_LIMIT,
  minAge: AGE_MIN,
  maxAge: AGE_MAX,
  genderPreference: 'any',
  maxRoommates: MAX_ROOMMATES_ANY,
  housingTypes: ['any'],
  isSubrent: 'any',
  city: ANY_CITY,
  availableFrom: null,
  lengthStay: 'any',
  postRecency: 'any',
  language: 'any',
  registration: 'any',
  furnishing: 'any',
  areas: [],
});

/**
 * A new visitor's first filters: the defaults with the city set to Amsterdam (filter-semantics.md, the city
 * row), since most renters who come to RoomRadar look there; 'All of the Netherlands' is one choice away.
 */
export const FIRST_VISIT_FILTERS: Readonly<FilterState> = Object.freeze({ ...DEFAULT_FILTERS, city: AMSTERDAM });

/** Whether a city filter value asks for no city filter ('any', whatever its case or spaces). */
export const isAnyCity = (city: string): boolean => city.trim().toLowerCase() === ANY_CITY;

/** Whether two filter states ask the same question (field by field; the housing types in order). */
export function sameFilters(a: FilterState, b: FilterState): boolean {
  if (a === b) return true;
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof FilterState)[]) {
    if (key === 'housingTypes') continue;
    if (key === 'areas') {
      if (JSON.stringify(a.areas) !== JSON.stringify(b.areas)) return false;
      continue;
    }
    if (a[key] !== b[key]) return false;
  }
  return (
    a.housingTypes.length === b.housingTypes.length && a.housingTypes.every((type, i) => type === b.housingTypes[i])
  );
}

export const POST_RECENCY_HOURS: Record<Exclude<PostRecency, 'any'>, number> = {
  today: 24,
  '3days': 72,
  week: 168,
  month: 720,
};

const NUMERIC_KEYS = [
  'minPrice',
  'maxPrice',
  'minRoomSize',
  'maxRoomSize',
  'minHouseSize',
  'maxHouseSize',
  'minAge',
  'maxAge',
  'maxRoommates',
] as const;
/** The enumerated filters and every value each may hold ('any' first). */
export const CHOICE_VALUES = {
  genderPreference: GENDER_PREFERENCES,
  isSubrent: SUBRENT_CHOICES,
  lengthStay: STAY_LENGTHS,
  postRecency: POST_RECENCIES,
  registration: REGISTRATION_CHOICES,
  furnishing: FURNISHINGS,
} as const;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type FilterStateResult = { ok: true; value: FilterState } | { ok: false; problem: string };

/** A date written YYYY-MM-DD that exists on the calendar (not 2026-13-45, not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Reads a filter state; a missing key takes its default, a value of the wrong type is a problem. Areas are read
 * by `readAreas` (area.ts's parseAreas) where a caller takes them: the first screens, which never hold any,
 * leave its weight out, and a stored state with areas then reads as none.
 */
export function parseFilterState(raw: unknown, readAreas?: (raw: unknown) => AreasResult): FilterStateResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problem: 'the filter state must be a JSON object' };
  const input = raw as Record<string, unknown>;
  const value: FilterState = { ...DEFAULT_FILTERS, housingTypes: [...DEFAULT_FILTERS.housingTypes], areas: [] };
  for (const key of NUMERIC_KEYS) {
    if (input[key] === undefined) continue;
    const number = input[key];
    if (typeof number !== 'number' || !Number.isFinite(number))
      return {
        ok: false,
        problem: `${key} must be a number, not ${typeof number === 'number' ? String(number) : JSON.stringify(number)}`,
      };
    value[key] = number;
  }
  for (const [key, allowed] of Object.entries(CHOICE_VALUES) as Array<
    [keyof typeof CHOICE_VALUES, readonly string[]]
  >) {
    if (input[key] === undefined) continue;
    const choice = input[key];
    if (typeof choice !== 'string' || !allowed.includes(choice))
      return { ok: false, problem: `${key} must be one of ${allowed.join(', ')}, not ${JSON.stringify(choice)}` };
    (value as Record<string, unknown>)[key] = choice;
  }
  for (const key of ['city', 'language'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'string')
      return { ok: false, problem: `${key} must be text, not ${JSON.stringify(input[key])}` };
    value[key] = input[key] as string;
  }
  if (input.housingTypes !== undefined) {
    const types = input.housingTypes;
    if (!Array.isArray(types) || types.some((type) => typeof type !== 'string'))
      return { ok: false, problem: 'housingTypes must be a list of text' };
    value.housingTypes = types.length === 0 ? ['any'] : (types as string[]);
  }
  if (input.areas !== undefined) {
    if (!readAreas) {
      if (!Array.isArray(input.areas) || input.areas.length > 0)
        return { ok: false, problem: 'areas are not read here' };
    } else {
      const areas = readAreas(input.areas);
      if (!areas.ok) return { ok: false, problem: areas.problem };
      value.areas = areas.value;
    }
  }
  if (input.availableFrom !== undefined && input.availableFrom !== null) {
    const date = input.availableFrom;
    if (typeof date !== 'string' || !isCalendarDate(date))
      return { ok: false, problem: `availableFrom must be a date YYYY-MM-DD or null, not ${JSON.stringify(date)}` };
    value.availableFrom = date;
  }
  return { ok: true, value };
}
