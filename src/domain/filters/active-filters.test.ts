import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, FIRST_VISIT_FILTERS, type FilterState } from '../listings/filter-state.ts';
import { activeFilterKeys, isFilterActive } from './active-filters.ts';
import { mostExcluding, withoutFilter } from './most-excluding.ts';
import { filtersIn, type FilterKey } from './filter-table.ts';

const search = (changes: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...changes });

describe('activeFilterKeys', () => {
  it('finds none at the defaults, and the city on a new visitor’s first filters', () => {
    expect(activeFilterKeys(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilterKeys(FIRST_VISIT_FILTERS)).toEqual(['city']);
  });

  it.each<[Partial<FilterState>, FilterKey[]]>([
    [{ maxPrice: 600 }, ['maxPrice']],
    [{ minPrice: 300, maxPrice: 900 }, ['minPrice', 'maxPrice']],
    [{ maxPrice: 2500, minRoomSize: 0, maxRoomSize: 100 }, []],
    [{ minAge: 18, maxAge: 40 }, ['maxAge']],
    [{ maxRoommates: 2 }, ['maxRoommates']],
    [{ housingTypes: ['studio'] }, ['housingTypes']],
    [{ housingTypes: [] }, []],
    [{ housingTypes: ['any'] }, []],
    [{ city: ' ANY ' }, []],
    [{ language: 'Any' }, []],
    [{ language: 'dutch' }, ['language']],
    [{ registration: 'yes', furnishing: 'bare' }, ['registration', 'furnishing']],
    [{ availableFrom: '2026-12-01', postRecency: 'week' }, ['availableFrom', 'postRecency']],
    [{ areas: [{ kind: 'wijk', id: 12 }] }, ['areas']],
  ])('%j narrows by %j', (changes, keys) => {
    expect(activeFilterKeys(search(changes)).sort()).toEqual([...keys].sort());
  });

  it('lists them in the panel’s order', () => {
    const keys = activeFilterKeys(search({ furnishing: 'bare', maxPrice: 700, city: 'Utrecht' }));
    const order = filtersIn('panel');
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});

describe('withoutFilter', () => {
  it('puts one filter back at its default and leaves the others', () => {
    const filters = search({ maxPrice: 600, housingTypes: ['room'], city: 'Utrecht' });
    const loosened = withoutFilter(filters, 'housingTypes');
    expect(loosened).toEqual({ ...filters, housingTypes: ['any'] });
    expect(isFilterActive(loosened, 'housingTypes')).toBe(false);
    expect(withoutFilter(filters, 'maxPrice').maxPrice).toBe(DEFAULT_FILTERS.maxPrice);
    // The default's list is not shared: changing the result changes no default.
    loosened.housingTypes.push('studio');
    expect(DEFAULT_FILTERS.housingTypes).toEqual(['any']);
  });
});

describe('mostExcluding', () => {
  it.each<[FilterKey[], number[], ReturnType<typeof mostExcluding>]>([
    [['maxPrice', 'city'], [42, 7], { key: 'maxPrice', count: 42 }],
    [['maxPrice', 'city'], [7, 42], { key: 'city', count: 42 }],
    // A tie goes to the first in the panel's order.
    [['city', 'maxPrice'], [5, 5], { key: 'city', count: 5 }],
    // No single filter's removal finds anything: nothing to name.
    [['maxPrice', 'city'], [0, 0], null],
    [[], [], null],
  ])('%j with %j names %j', (keys, counts, expected) => {
    expect(mostExcluding(keys, counts)).toEqual(expected);
  });
});
