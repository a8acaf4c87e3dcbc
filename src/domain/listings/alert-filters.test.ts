import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { alertFieldsFromFilters, filtersFromAlertFields, type SavedAlertFields } from './alert-filters.ts';
import { DEFAULT_FILTERS, type FilterState } from './filter-state.ts';

const ALL_NULL: SavedAlertFields = {
  housing_type: null,
  subrent: null,
  price_min: null,
  price_max: null,
  city: null,
  room_size_min: null,
  room_size_max: null,
  house_size_min: null,
  house_size_max: null,
  age_min: null,
  age_max: null,
  gender_preference: null,
  max_roommates: null,
  available_from: null,
  available_until: null,
  post_recency: null,
  registration: null,
  furnishing: null,
  areas: null,
};

describe('alertFieldsFromFilters', () => {
  it('stores every default as null', () => {
    expect(alertFieldsFromFilters(DEFAULT_FILTERS)).toEqual(ALL_NULL);
  });

  it('stores a housing type only when exactly one specific type is chosen', () => {
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, housingTypes: ['studio'] }).housing_type).toBe('studio');
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, housingTypes: ['studio', 'room'] }).housing_type).toBeNull();
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, housingTypes: ['any'] }).housing_type).toBeNull();
  });

  it('stores chosen values, and the stay duration in available_until', () => {
    const fields = alertFieldsFromFilters({
      ...DEFAULT_FILTERS,
      minPrice: 500,
      maxPrice: 1200,
      city: 'Utrecht',
      minRoomSize: 10,
      maxRoomSize: 25,
      minHouseSize: 40,
      maxHouseSize: 120,
      minAge: 22,
      maxAge: 35,
      genderPreference: 'no_preference',
      maxRoommates: 3,
      isSubrent: 'no',
      availableFrom: '2027-01-01',
      lengthStay: '4-6_months',
      postRecency: 'week',
      language: 'dutch',
      registration: 'yes',
      furnishing: 'upholstered',
    });
    expect(fields).toEqual({
      housing_type: null,
      subrent: 'no',
      price_min: 500,
      price_max: 1200,
      city: 'Utrecht',
      room_size_min: 10,
      room_size_max: 25,
      house_size_min: 40,
      house_size_max: 120,
      age_min: 22,
      age_max: 35,
      gender_preference: 'no_preference',
      max_roommates: 3,
      available_from: '2027-01-01',
      available_until: '4-6_months',
      post_recency: 'week',
      registration: 'yes',
      furnishing: 'upholstered',
      areas: null,
    });
  });

  it('keeps the areas of the form, and none as null', () => {
    const areas = [{ kind: 'wijk' as const, id: 3630424 }];
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, areas }).areas).toEqual(areas);
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, areas: [] }).areas).toBeNull();
  });
});

describe('filtersFromAlertFields', () => {
  it('turns an all-null alert into the defaults', () => {
    expect(filtersFromAlertFields(ALL_NULL)).toEqual(DEFAULT_FILTERS);
    expect(filtersFromAlertFields({})).toEqual(DEFAULT_FILTERS);
  });

  it('measures room size as the list filter does: 100 or none is no limit, 50 is 50 m²', () => {
    expect(filtersFromAlertFields({ room_size_max: 50 }).maxRoomSize).toBe(50);
    expect(filtersFromAlertFields({ room_size_max: 30 }).maxRoomSize).toBe(30);
    expect(filtersFromAlertFields({ room_size_max: null }).maxRoomSize).toBe(100);
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, maxRoomSize: 100 }).room_size_max).toBeNull();
    expect(alertFieldsFromFilters({ ...DEFAULT_FILTERS, maxRoomSize: 60 }).room_size_max).toBe(60);
  });

  it('returns wrong or unknown values to their defaults', () => {
    const state = filtersFromAlertFields({
      price_min: '500',
      subrent: 'maybe',
      gender_preference: 'robot',
      available_until: 'forever',
      post_recency: 7,
      registration: 'no',
      furnishing: 'semi',
      available_from: 'soon',
      city: '  ',
      areas: [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 0 }],
    });
    expect(state).toEqual(DEFAULT_FILTERS);
  });
});

describe('round trips', () => {
  const pick = <T>(random: ReturnType<typeof seededRandom>, items: readonly T[]): T => random.pick(items);

  it('an alert form survives saving and loading, 2,000 random forms', () => {
    const random = seededRandom(42);
    for (let round = 0; round < 2000; round += 1) {
      const form: FilterState = {
        ...DEFAULT_FILTERS,
        minPrice: pick(random, [0, 100, 500, 1200, 2400]),
        maxPrice: pick(random, [400, 900, 1500, 2500]),
        minRoomSize: pick(random, [0, 5, 10, 40]),
        maxRoomSize: pick(random, [15, 20, 35, 50, 75, 100]),
        minHouseSize: pick(random, [0, 10, 100, 190]),
        maxHouseSize: pick(random, [30, 80, 200]),
        minAge: pick(random, [18, 20, 25, 50]),
        maxAge: pick(random, [25, 40, 65]),
        genderPreference: pick(random, ['any', 'no_preference', 'male', 'female'] as const),
        maxRoommates: pick(random, [999, 0, 1, 2, 3, 4, 5]),
        housingTypes: pick(random, [['any'], ['room'], ['studio']]),
        isSubrent: pick(random, ['any', 'yes', 'no'] as const),
        city: pick(random, ['Amsterdam', 'Utrecht', 'Rotterdam']),
        availableFrom: pick(random, [null, '2027-02-01']),
        lengthStay: pick(random, ['any', 'less_than_1_month', '1-3_months', '4-6_months', '6_plus_months'] as const),
        postRecency: pick(random, ['any', 'today', '3days', 'week', 'month'] as const),
        registration: pick(random, ['any', 'yes'] as const),
        furnishing: pick(random, ['any', 'furnished', 'upholstered', 'bare'] as const),
        areas: pick(random, [
          [],
          [{ kind: 'wijk' as const, id: 3630424 }],
          [
            {
              kind: 'circle' as const,
              center: [4.9003, 52.3791] as [number, number],
              radiusKm: 3,
              place: 'Amsterdam Centraal',
            },
            { kind: 'stadsdeel' as const, code: 'K' },
          ],
        ]),
      };
      expect(filtersFromAlertFields(alertFieldsFromFilters(form))).toEqual(form);
    }
  });

  it('saved fields survive loading and saving again', () => {
    const fields: SavedAlertFields = {
      ...ALL_NULL,
      housing_type: 'room',
      price_max: 1100,
      room_size_min: 10,
      gender_preference: 'female',
      available_until: '6_plus_months',
      registration: 'yes',
      furnishing: 'bare',
    };
    expect(alertFieldsFromFilters(filtersFromAlertFields(fields))).toEqual(fields);
  });
});
