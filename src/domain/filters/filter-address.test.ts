import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type FilterState } from '../listings/filter-state.ts';
import { FILTER_PARAMETERS, listingsSearchOf } from './address-parameters.ts';
import { ADDRESS_FILTER_KEYS, addressOf, addressSays, filtersFromAddress, orderFromAddress } from './filter-address.ts';

const { areas: _areas, ...DEFAULTS_WITHOUT_AREAS } = DEFAULT_FILTERS;

describe('filtersFromAddress', () => {
  it('reads nothing from an address without filters', () => {
    expect(filtersFromAddress({})).toBeNull();
    expect(filtersFromAddress({ areas: '[]', utm_source: 'x' })).toBeNull();
  });

  it.each<[string, Record<string, unknown>, Partial<FilterState>]>([
    ['a rent maximum the router parsed as a number', { maxPrice: 800 }, { maxPrice: 800 }],
    ['a rent maximum written as text', { maxPrice: '800' }, { maxPrice: 800 }],
    [
      'registration and furnishing',
      { registration: 'yes', furnishing: 'bare' },
      { registration: 'yes', furnishing: 'bare' },
    ],
    ['a city, trimmed', { city: ' Utrecht ' }, { city: 'Utrecht' }],
    ['housing types joined by commas', { housingTypes: 'room,studio' }, { housingTypes: ['room', 'studio'] }],
    ['a date', { availableFrom: '2027-01-15' }, { availableFrom: '2027-01-15' }],
    ["onboarding's long stay", { lengthStay: 'long' }, { lengthStay: 'long' }],
  ])('reads %s over the defaults', (_, search, wanted) => {
    expect(filtersFromAddress(search)).toEqual({ ...DEFAULTS_WITHOUT_AREAS, ...wanted });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a rent that is no number', { maxPrice: 'abc' }],
    ['a rent the panel does not offer', { maxPrice: 850 }],
    ['a negative age', { minAge: -3 }],
    ['an unknown furnishing', { furnishing: 'velvet' }],
    ['registration "no" (the filter only narrows)', { registration: 'no' }],
    ['a date that does not exist', { availableFrom: '2026-02-30' }],
    ['an empty city', { city: '' }],
    ['a city of 101 characters', { city: 'x'.repeat(101) }],
    ['no housing type', { housingTypes: ',,' }],
    ['eleven housing types', { housingTypes: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }],
    ['an object where text belongs', { language: { any: true } }],
    ['null', { genderPreference: null }],
  ])('ignores %s: that filter keeps its default', (_, search) => {
    expect(filtersFromAddress(search)).toEqual(DEFAULTS_WITHOUT_AREAS);
  });

  it('keeps the good parameters of a link with bad ones', () => {
    expect(filtersFromAddress({ maxPrice: 800, furnishing: 'velvet' })).toEqual({
      ...DEFAULTS_WITHOUT_AREAS,
      maxPrice: 800,
    });
  });
});

describe('addressOf and back', () => {
  it('writes nothing for the defaults and newest first', () => {
    expect(addressOf(DEFAULT_FILTERS, 'list')).toEqual({});
  });

  it('writes only what is not at its default, and reads it back the same', () => {
    const filters: FilterState = {
      ...DEFAULT_FILTERS,
      city: 'Amsterdam',
      maxPrice: 900,
      minRoomSize: 10,
      housingTypes: ['room', 'studio'],
      registration: 'yes',
      furnishing: 'upholstered',
      availableFrom: '2027-03-01',
      postRecency: 'week',
    };
    const address = addressOf(filters, 'price_asc');
    expect(address).toEqual({
      city: 'Amsterdam',
      maxPrice: 900,
      minRoomSize: 10,
      housingTypes: 'room,studio',
      registration: 'yes',
      furnishing: 'upholstered',
      availableFrom: '2027-03-01',
      postRecency: 'week',
      order: 'price_asc',
    });
    const { areas: _, ...withoutAreas } = filters;
    expect(filtersFromAddress(address)).toEqual(withoutAreas);
    expect(orderFromAddress(address)).toBe('price_asc');
    expect(addressSays(address, address)).toBe(true);
    expect(addressSays({ ...address, maxPrice: 1000 }, address)).toBe(false);
    expect(addressSays({ ...address, minAge: 20 }, address)).toBe(false);
  });

  it('never writes the areas, which have their own parameter', () => {
    const address = addressOf({ ...DEFAULT_FILTERS, areas: [{ kind: 'wijk', id: 3630424 }] }, 'list');
    expect(address).toEqual({});
  });
});

describe('the route keeps only its own parameters', () => {
  it("names every filter of the table but the areas, as the route's light list does", () => {
    expect([...FILTER_PARAMETERS].sort()).toEqual([...ADDRESS_FILTER_KEYS].sort());
  });

  it('drops what is neither a filter, the order nor the areas', () => {
    expect(listingsSearchOf({ maxPrice: 800, order: 'size_desc', areas: '[]', tracking: 'x' })).toEqual({
      maxPrice: 800,
      order: 'size_desc',
      areas: '[]',
    });
  });

  it('reads only the orders the list offers', () => {
    expect(orderFromAddress({ order: 'size_desc' })).toBe('size_desc');
    expect(orderFromAddress({ order: 'map' })).toBeNull();
    expect(orderFromAddress({ order: 'random' })).toBeNull();
  });
});
