// The two ends of each range of the filter table (rent, room size, house size, age): a minimum above the
// maximum is refused where it is chosen, and the filters keep their last valid value (issue 35 item 5).
import type { FilterState } from '../listings/filter-state.ts';
import { FILTER_KEYS, filterRow, numbersIn, type FilterKey } from './filter-table.ts';

export type RangeEnds = { readonly low: FilterKey; readonly high: FilterKey };

/** Each 'min…' range filter with its 'max…' twin, in the table's order. */
export const RANGES: readonly RangeEnds[] = FILTER_KEYS.flatMap((low) => {
  if (filterRow(low).control !== 'range' || !low.startsWith('min')) return [];
  const high = `max${low.slice(3)}` as FilterKey;
  return FILTER_KEYS.includes(high) && filterRow(high).control === 'range' ? [{ low, high }] : [];
});

/** Why a change is refused: the range's two ends as they would be, and which end was changed. */
export type RangeRefusal = RangeEnds & {
  readonly changed: 'low' | 'high';
  readonly lowValue: number;
  readonly highValue: number;
};

/**
 * Whether setting `key` to `value` would put its range's minimum above its maximum: the refusal, or null when
 * the change may be made (a key of no range, or a maximum that means no limit).
 */
export function refusedRangeChange(filters: FilterState, key: FilterKey, value: number): RangeRefusal | null {
  const range = RANGES.find((ends) => ends.low === key || ends.high === key);
  if (!range) return null;
  const changed = range.low === key ? 'low' : 'high';
  const lowValue = changed === 'low' ? value : (filters[range.low] as number);
  const highValue = changed === 'high' ? value : (filters[range.high] as number);
  if (highValue === numbersIn(range.high)?.noMax) return null;
  return lowValue > highValue ? { ...range, changed, lowValue, highValue } : null;
}
