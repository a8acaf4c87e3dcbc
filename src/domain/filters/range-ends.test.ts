import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type FilterState } from '../listings/filter-state.ts';
import { RANGES, refusedRangeChange } from './range-ends.ts';
import type { FilterKey } from './filter-table.ts';

const search = (changes: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...changes });

describe('RANGES', () => {
  it('pairs each minimum of the table with its maximum', () => {
    expect(RANGES).toEqual([
      { low: 'minPrice', high: 'maxPrice' },
      { low: 'minRoomSize', high: 'maxRoomSize' },
      { low: 'minHouseSize', high: 'maxHouseSize' },
      { low: 'minAge', high: 'maxAge' },
    ]);
  });
});

describe('refusedRangeChange', () => {
  it.each<[string, Partial<FilterState>, FilterKey, number, ReturnType<typeof refusedRangeChange>]>([
    [
      'a minimum rent above the maximum',
      { maxPrice: 600 },
      'minPrice',
      900,
      { low: 'minPrice', high: 'maxPrice', changed: 'low', lowValue: 900, highValue: 600 },
    ],
    [
      'a maximum rent below the minimum',
      { minPrice: 900 },
      'maxPrice',
      600,
      { low: 'minPrice', high: 'maxPrice', changed: 'high', lowValue: 900, highValue: 600 },
    ],
    [
      'a maximum age below the minimum',
      { minAge: 40 },
      'maxAge',
      30,
      { low: 'minAge', high: 'maxAge', changed: 'high', lowValue: 40, highValue: 30 },
    ],
    [
      'a minimum room size above the maximum',
      { maxRoomSize: 20 },
      'minRoomSize',
      25,
      { low: 'minRoomSize', high: 'maxRoomSize', changed: 'low', lowValue: 25, highValue: 20 },
    ],
    ['a minimum equal to the maximum', { maxPrice: 600 }, 'minPrice', 600, null],
    ['a minimum below the maximum', { maxHouseSize: 80 }, 'minHouseSize', 50, null],
    ['a maximum that means no limit', { minPrice: 2400 }, 'maxPrice', 2500, null],
    ['a filter of no range', {}, 'maxRoommates', 0, null],
  ])('%s', (_case, changes, key, value, expected) => {
    expect(refusedRangeChange(search(changes), key, value)).toEqual(expected);
  });
});
