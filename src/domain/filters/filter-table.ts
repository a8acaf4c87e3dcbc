// The one table of listing filters (issue 33 item 2). For each key of the filter state, in the order the
// screens show them: the control that sets it, where it is offered (the filter panel of list and map, the alert
// form, onboarding), the option lists, the texts it is shown with (keys of the catalogue groups filterText,
// optionText and alertText.summary, so this module reads no language), and the saved alert's column with its
// two conversions. The filter panel, the alert form, the onboarding preferences, the alert
// summary, the alert conversion (alert-filters.ts) and the random-listing tool take what they need from it.
// The state's type and defaults (filter-state.ts) and the rules (filter-rules.ts, and their columnar twin in
// src/domain/query) belong to the query engine, which the first screens load without this table.
import {
  AGE_MAX,
  AGE_MIN,
  ANY_CITY,
  HOUSE_SIZE_NO_UPPER_LIMIT,
  LISTING_ROOM_SIZE_NO_UPPER_LIMIT,
  MAX_ROOMMATES_ANY,
  PRICE_NO_UPPER_LIMIT,
  PRICE_STEP,
} from '../constants.ts';
import { parseAreas, type Area } from '../areas/area.ts';
import type { FieldKind } from '../records/field-kinds.ts';
import {
  FURNISHINGS,
  GENDER_PREFERENCES,
  isAnyCity,
  POST_RECENCIES,
  REGISTRATION_CHOICES,
  STAY_LENGTHS,
  SUBRENT_CHOICES,
  type FilterState,
} from '../listings/filter-state.ts';

/** Where a filter is offered: the listing filter panel (list and map), the alert form, onboarding. */
export type FilterScope = 'panel' | 'alert' | 'onboarding';

/**
 * The control that sets a filter. 'range' is one end of a range of numbers, 'choice' a select of fixed values,
 * 'check' a box that narrows when ticked ('yes') and not when not ('any'); the others are drawn by their own
 * components (the city select from the data's cities, the area control, the housing types, a date, the language).
 */
export type ControlKind = 'city' | 'areas' | 'housingTypes' | 'range' | 'choice' | 'check' | 'date' | 'language';

/** The numbers a select offers, each labelled 'Any' at `any`, 'No max' at `noMax`, '5+' at `andMore`. */
export type NumberChoices = {
  readonly values: readonly number[];
  readonly unit: 'euro' | 'm2' | 'plain';
  readonly any?: number;
  readonly noMax?: number;
  readonly andMore?: number;
};

/** A saved alert's columns as anything may hold them (the device, the server): each is read with care. */
export type StoredAlert = Partial<Record<string, unknown>>;

/** How the alert summary says a filter; a range is said once, by its upper end, naming its lower end. */
export type SummaryKind =
  | { readonly kind: 'city' | 'areas' | 'housingType' | 'maxRoommates' | 'availableFrom' }
  | { readonly kind: 'range'; readonly range: 'rent' | 'room' | 'house' | 'age'; readonly lowColumn: string }
  | { readonly kind: 'words'; readonly group: string };

/** A saved alert's column for one filter: null where the filter is at its default (product spec section 4). */
export type AlertColumn<Value> = {
  readonly column: string;
  /** The column's kind (src/domain/records): its Postgres type, held to the migrations by records-catalog.test.ts. */
  readonly kind: FieldKind;
  readonly write: (state: FilterState) => unknown;
  /** The filter's value for a stored row; a value that does not read (wrong type, unknown choice) is the default. */
  readonly read: (row: StoredAlert, defaults: FilterState) => Value;
  readonly summary?: SummaryKind;
};

type FilterRow<Value> = {
  readonly control: ControlKind;
  /** The control's label: a key of filterText (controls that label themselves have none). */
  readonly label?: string;
  readonly scopes: readonly FilterScope[];
  /** A 'range' filter's choices: the same wherever it is offered (issue 35 item 11). */
  readonly numbers?: NumberChoices;
  /** A 'choice' or 'check' filter's values, 'any' (no filter) first; a scope may offer fewer or others. */
  readonly values?: {
    readonly panel: readonly Value[];
    readonly alert?: readonly Value[];
    readonly onboarding?: readonly Value[];
  };
  /** The optionText group that names the values ('any' reads as the group's own, else optionText.any). */
  readonly optionTexts?: string;
  readonly alert?: AlertColumn<Value>;
};

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** A lower end stored unless at its default (0 for rent and sizes, 18 for age). */
function lowerEnd<Column extends string>(column: Column, key: keyof FilterState, empty: number, summary?: SummaryKind) {
  return {
    column,
    kind: 'whole' as const,
    write: (state: FilterState) => (state[key] === empty ? null : (state[key] as number)),
    read: (row: StoredAlert, defaults: FilterState) => numberOr(row[column], defaults[key] as number),
    summary,
  };
}

/** An upper end stored unless it means no limit. */
function upperEnd<Column extends string>(
  column: Column,
  key: keyof FilterState,
  noLimit: number,
  summary: SummaryKind,
) {
  return {
    column,
    kind: 'whole' as const,
    write: (state: FilterState) => ((state[key] as number) >= noLimit ? null : (state[key] as number)),
    read: (row: StoredAlert, defaults: FilterState) => numberOr(row[column], defaults[key] as number),
    summary,
  };
}

/** A choice stored as its value, 'any' as null; a value not among `allowed` reads as 'any'. */
function choiceColumn<Column extends string, Value extends string>(
  column: Column,
  key: keyof FilterState,
  allowed: readonly Value[],
  summaryGroup: string,
) {
  return {
    column,
    kind: 'text' as const,
    write: (state: FilterState) => (state[key] === 'any' ? null : (state[key] as Exclude<Value, 'any'>)),
    read: (row: StoredAlert) => oneOf(allowed, row[column], 'any' as Value),
    summary: { kind: 'words', group: summaryGroup } as const,
  };
}

/** A saved alert's areas; what the server's check would refuse cannot come from it, and reads as none. */
function readAreas(value: unknown): Area[] {
  if (value === null || value === undefined) return [];
  const read = parseAreas(value);
  return read.ok ? read.value : [];
}

const isAnyType = (types: readonly string[]) =>
  types.length === 0 || types.some((type) => type.trim().toLowerCase() === 'any');

export const FILTER_TABLE = {
  city: {
    control: 'city',
    label: 'city',
    scopes: ['panel', 'alert', 'onboarding'],
    alert: {
      column: 'city',
      kind: 'text',
      // No city filter is stored as null, as before 2026-11-26 'Amsterdam' was: such alerts keep their meaning.
      write: (state: FilterState) => (isAnyCity(state.city) ? null : state.city),
      read: (row: StoredAlert) => (typeof row.city === 'string' && row.city.trim() !== '' ? row.city : ANY_CITY),
      summary: { kind: 'city' },
    },
  },
  areas: {
    control: 'areas',
    scopes: ['panel', 'alert'],
    alert: {
      column: 'areas',
      kind: 'json',
      write: (state: FilterState): Area[] | null => (state.areas.length === 0 ? null : state.areas),
      read: (row: StoredAlert) => readAreas(row.areas),
      summary: { kind: 'areas' },
    },
  },
  minPrice: {
    control: 'range',
    label: 'monthlyRentFrom',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(0, PRICE_NO_UPPER_LIMIT - PRICE_STEP, PRICE_STEP), unit: 'euro', any: 0 },
    alert: lowerEnd('price_min', 'minPrice', 0),
  },
  maxPrice: {
    control: 'range',
    label: 'monthlyRentTo',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(400, PRICE_NO_UPPER_LIMIT, PRICE_STEP), unit: 'euro', noMax: PRICE_NO_UPPER_LIMIT },
    alert: upperEnd('price_max', 'maxPrice', PRICE_NO_UPPER_LIMIT, {
      kind: 'range',
      range: 'rent',
      lowColumn: 'price_min',
    }),
  },
  housingTypes: {
    control: 'housingTypes',
    scopes: ['panel', 'alert'],
    alert: {
      column: 'housing_type',
      kind: 'text',
      // One column: a type is stored only when exactly one specific type is chosen.
      write: (state: FilterState): string | null => {
        const specific = isAnyType(state.housingTypes) ? [] : state.housingTypes;
        return specific.length === 1 ? (specific[0] as string) : null;
      },
      read: (row: StoredAlert) =>
        typeof row.housing_type === 'string' && row.housing_type !== '' ? [row.housing_type] : ['any'],
      summary: { kind: 'housingType' },
    },
  },
  minRoomSize: {
    control: 'range',
    label: 'roomSizeFrom',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(0, 50, 5), unit: 'm2', any: 0 },
    alert: lowerEnd('room_size_min', 'minRoomSize', 0),
  },
  maxRoomSize: {
    control: 'range',
    label: 'roomSizeTo',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(10, LISTING_ROOM_SIZE_NO_UPPER_LIMIT, 5), unit: 'm2', noMax: 100 },
    // The alert form offered room sizes to 50 until 2026-11-27 and stored 50 (no limit) as null, so no stored
    // maximum is 50 or more: the same scale as the list's reads every alert as it was meant.
    alert: upperEnd('room_size_max', 'maxRoomSize', LISTING_ROOM_SIZE_NO_UPPER_LIMIT, {
      kind: 'range',
      range: 'room',
      lowColumn: 'room_size_min',
    }),
  },
  minHouseSize: {
    control: 'range',
    label: 'houseSizeFrom',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(0, HOUSE_SIZE_NO_UPPER_LIMIT - 10, 10), unit: 'm2', any: 0 },
    alert: lowerEnd('house_size_min', 'minHouseSize', 0),
  },
  maxHouseSize: {
    control: 'range',
    label: 'houseSizeTo',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(30, HOUSE_SIZE_NO_UPPER_LIMIT, 10), unit: 'm2', noMax: HOUSE_SIZE_NO_UPPER_LIMIT },
    alert: upperEnd('house_size_max', 'maxHouseSize', HOUSE_SIZE_NO_UPPER_LIMIT, {
      kind: 'range',
      range: 'house',
      lowColumn: 'house_size_min',
    }),
  },
  minAge: {
    control: 'range',
    label: 'ageFrom',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: [18, 20, 22, 25, 30, 35, 40, 45, 50], unit: 'plain' },
    alert: lowerEnd('age_min', 'minAge', AGE_MIN),
  },
  maxAge: {
    control: 'range',
    label: 'ageTo',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: range(25, AGE_MAX, 5), unit: 'plain' },
    alert: upperEnd('age_max', 'maxAge', AGE_MAX, { kind: 'range', range: 'age', lowColumn: 'age_min' }),
  },
  maxRoommates: {
    control: 'range',
    label: 'maxRoommates',
    scopes: ['panel', 'alert', 'onboarding'],
    numbers: { values: [MAX_ROOMMATES_ANY, 0, 1, 2, 3, 4, 5], unit: 'plain', any: 999, andMore: 5 },
    alert: upperEnd('max_roommates', 'maxRoommates', MAX_ROOMMATES_ANY, { kind: 'maxRoommates' }),
  },
  genderPreference: {
    control: 'choice',
    label: 'genderPreference',
    scopes: ['panel', 'alert', 'onboarding'],
    values: { panel: ['any', 'male', 'female'], alert: ['any', 'no_preference', 'male', 'female'] },
    optionTexts: 'gender',
    alert: choiceColumn('gender_preference', 'genderPreference', GENDER_PREFERENCES, 'gender'),
  },
  isSubrent: {
    control: 'choice',
    label: 'subrent',
    scopes: ['panel', 'alert'],
    values: { panel: SUBRENT_CHOICES },
    optionTexts: 'subrent',
    alert: choiceColumn('subrent', 'isSubrent', SUBRENT_CHOICES, 'subrent'),
  },
  registration: {
    control: 'check',
    label: 'registration',
    scopes: ['panel', 'alert', 'onboarding'],
    values: { panel: REGISTRATION_CHOICES },
    alert: choiceColumn('registration', 'registration', REGISTRATION_CHOICES, 'registration'),
  },
  furnishing: {
    control: 'choice',
    label: 'furnishing',
    scopes: ['panel', 'alert', 'onboarding'],
    values: { panel: FURNISHINGS },
    optionTexts: 'furnishing',
    alert: choiceColumn('furnishing', 'furnishing', FURNISHINGS, 'furnishing'),
  },
  availableFrom: {
    control: 'date',
    label: 'availableFrom',
    scopes: ['panel', 'alert'],
    alert: {
      column: 'available_from',
      kind: 'date',
      write: (state: FilterState) => state.availableFrom,
      read: (row: StoredAlert) =>
        typeof row.available_from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.available_from)
          ? row.available_from
          : null,
      summary: { kind: 'availableFrom' },
    },
  },
  lengthStay: {
    control: 'choice',
    label: 'durationOfStay',
    scopes: ['panel', 'alert', 'onboarding'],
    // Onboarding asks only short or long (product spec section 9).
    values: {
      panel: ['any', 'less_than_1_month', '1-3_months', '4-6_months', '6_plus_months'],
      onboarding: ['any', 'short', 'long'],
    },
    optionTexts: 'stay',
    // Stored in available_until (product spec section 3).
    alert: choiceColumn('available_until', 'lengthStay', STAY_LENGTHS, 'stay'),
  },
  postRecency: {
    control: 'choice',
    label: 'postRecency',
    // Not in the alert form (issue 35 item 11): an alert sends what is new, so how recent a post is says nothing.
    // The column stays, so alerts saved with one keep their meaning until they are saved again.
    scopes: ['panel'],
    values: { panel: POST_RECENCIES },
    optionTexts: 'recency',
    alert: choiceColumn('post_recency', 'postRecency', POST_RECENCIES, 'recency'),
  },
  language: {
    control: 'language',
    label: 'language',
    // The alert form offers it to 'View Listings' with; an alert does not keep it.
    scopes: ['panel', 'alert'],
    values: { panel: ['any'], alert: ['any', 'dutch', 'english'] },
    optionTexts: 'languages',
  },
} as const satisfies { readonly [Key in keyof FilterState]: FilterRow<FilterState[Key]> };

export type FilterKey = keyof typeof FILTER_TABLE;

/** The filters in the order the screens show them. */
export const FILTER_KEYS = Object.keys(FILTER_TABLE) as FilterKey[];

/** A filter's row, seen through the common shape. */
export const filterRow = (key: FilterKey): FilterRow<FilterState[typeof key]> =>
  FILTER_TABLE[key] as FilterRow<FilterState[typeof key]>;

/** The filters a scope offers, in order. */
export const filtersIn = (scope: FilterScope): FilterKey[] =>
  FILTER_KEYS.filter((key) => (filterRow(key).scopes as readonly FilterScope[]).includes(scope));

/** The values a 'choice' or 'check' filter offers in a scope. */
export const valuesIn = (key: FilterKey, scope: FilterScope): readonly string[] => {
  const values = filterRow(key).values as Partial<Record<FilterScope, readonly string[]>> | undefined;
  return values?.[scope] ?? values?.panel ?? [];
};

/** The numbers a 'range' filter offers: the list filter's, in the alert form and onboarding too. */
export const numbersIn = (key: FilterKey): NumberChoices | null => filterRow(key).numbers ?? null;

type Rows = typeof FILTER_TABLE;
type AlertOf<Key extends FilterKey> = Rows[Key] extends {
  readonly alert: {
    readonly column: infer Column extends string;
    readonly write: (state: FilterState) => infer Stored;
  };
}
  ? { column: Column; stored: Stored }
  : never;

/** The saved alert's filter columns (table saved_filters), each derived from its filter's row. */
export type SavedAlertFields = {
  -readonly [Key in FilterKey as AlertOf<Key>['column']]: AlertOf<Key>['stored'];
};

/** The filters an alert keeps, with their columns. */
export const ALERT_FILTER_KEYS = FILTER_KEYS.filter((key) => filterRow(key).alert !== undefined);
