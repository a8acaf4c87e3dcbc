// Which of a run's new listings a saved search passes, as a set (listing-bits.ts), by the query engine's own
// rules. The pipeline (src/domain/query/query-pipeline.ts) passes a listing when it passes the base rule and
// each filter's test, every test reading only its own filter (a range's two ends make one test), so a
// search's matches are the intersection of its filters' matches. Each filter's matches are one pipeline
// pass over the new listings with only that filter set, made the first time a value is seen and then shared
// by every search that sets that filter the same way: fifty thousand saved searches hold a few hundred
// distinct filter values, as the forms offer steps and choices. Areas, which searches seldom share, are read
// and tested last, only on the listings everything else passed; a neighbourhood, district or circle that
// another search has with the same filters is tested once. match-alerts.reference.test.ts holds the result
// to the reference rules on every pair.
import type { AreaOutlines } from '../../../../src/domain/areas/area-outlines.ts';
import { compileAreas } from '../../../../src/domain/areas/area-test.ts';
import { filterRow, type StoredAlert } from '../../../../src/domain/filters/filter-table.ts';
import { filtersFromAlertFields } from '../../../../src/domain/listings/alert-filters.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../../../src/domain/listings/filter-state.ts';
import { ListingIndex } from '../../../../src/domain/query/listing-index.ts';
import { runPipeline } from '../../../../src/domain/query/query-pipeline.ts';
import { isEmpty, keepOnly, type ListingBits, type ListingSet } from './listing-bits.ts';

type FilterKey = keyof FilterState;

/** Filters the pipeline tests together: both ends of a range (the age test reads both at once). */
const RANGES: ReadonlyArray<readonly FilterKey[]> = [
  ['minPrice', 'maxPrice'],
  ['minRoomSize', 'maxRoomSize'],
  ['minHouseSize', 'maxHouseSize'],
  ['minAge', 'maxAge'],
];

/** Every filter but the areas, each range as one: a filter added to the state joins by itself. */
const FILTER_GROUPS: ReadonlyArray<readonly FilterKey[]> = [
  ...RANGES,
  ...(Object.keys(DEFAULT_FILTERS) as FilterKey[])
    .filter((key) => key !== 'areas' && !RANGES.some((range) => range.includes(key)))
    .map((key) => [key]),
];

const isDefault = (key: FilterKey, value: unknown): boolean => {
  const fallback = DEFAULT_FILTERS[key];
  if (!Array.isArray(value) || !Array.isArray(fallback)) return value === fallback;
  return value.length === fallback.length && value.every((item, index) => item === fallback[index]);
};

/** A text that two values share only when they are equal (numbers as numbers, the rest as JSON). */
const valueText = (value: unknown): string => (typeof value === 'number' ? String(value) : JSON.stringify(value));

/** A row's areas as the alert conversion reads them: what the server's check would refuse reads as none. */
const readAreas = (row: StoredAlert): FilterState['areas'] =>
  filterRow('areas').alert?.read(row, DEFAULT_FILTERS) as FilterState['areas'];

/**
 * A key for a state's areas, or null for drawn outlines: those are a member's own, hundreds of coordinates to
 * write out for a key that no other search would share. Neighbourhoods, districts and circles are keyed.
 */
function areasKeyOf(areas: FilterState['areas']): string | null {
  return areas.some((area) => area.kind === 'polygon') ? null : JSON.stringify(areas);
}

export class FilterBits {
  private readonly index: ListingIndex;
  private readonly visible: ListingSet;
  private readonly longitudes: Float64Array;
  private readonly latitudes: Float64Array;
  private readonly byFilterValue = new Map<string, ListingSet>();
  /** A search's matches by its filters and its areas, for searches with areas others may share. */
  private readonly inAreas = new Map<string, ListingSet | null>();

  constructor(
    private readonly bits: ListingBits,
    private readonly nowMs: number,
    private readonly outlines?: AreaOutlines,
  ) {
    this.index = new ListingIndex(bits.listings, bits.listings.length);
    this.visible = this.pipelineSet(DEFAULT_FILTERS);
    // Each position's point as the index holds it, which is what the pipeline's area test reads.
    const slots = bits.listings.map((listing) => this.index.slotOf(listing.id));
    this.longitudes = Float64Array.from(slots, (slot) => this.index.longitudes[slot] as number);
    this.latitudes = Float64Array.from(slots, (slot) => this.index.latitudes[slot] as number);
  }

  /**
   * The listings a saved search's row passes, its filter columns read as the alert form and the listing
   * filters read them (alert-filters.ts); null when its areas cannot be tested (no outlines, an unknown
   * neighbourhood), which must match nothing rather than everything. The set may be shared: do not change it.
   */
  matchesAlert(row: StoredAlert): ListingSet | null {
    // The areas are read last, and only when some listing passes everything else: reading a drawn outline
    // (each point, each pair of edges checked) costs more than every other filter together.
    const hasAreas = row.areas !== null && row.areas !== undefined;
    const state = filtersFromAlertFields(hasAreas ? { ...row, areas: null } : row);
    const filterKeys = this.filterValueKeys(state);
    const passed = this.visible.slice();
    for (const key of filterKeys) keepOnly(passed, this.filterValueSet(key, state));
    if (!hasAreas || isEmpty(passed)) return passed;
    const areas = readAreas(row);
    if (areas.length === 0) return passed;
    const areasKey = areasKeyOf(areas);
    const stateKey = areasKey === null ? null : `${filterKeys.join(';')}|${areasKey}`;
    const known = stateKey === null ? undefined : this.inAreas.get(stateKey);
    if (known !== undefined) return known;
    const found = this.keepInAreas(passed, areas);
    if (stateKey !== null) this.inAreas.set(stateKey, found);
    return found;
  }

  /** A key for each filter the state sets (off its default): its group and its values. */
  private filterValueKeys(state: FilterState): string[] {
    const keys: string[] = [];
    FILTER_GROUPS.forEach((group, groupNumber) => {
      if (group.every((key) => isDefault(key, state[key]))) return;
      keys.push(`${groupNumber}:${group.map((key) => valueText(state[key])).join(',')}`);
    });
    return keys;
  }

  /** The listings that pass the base rule and one filter's value (the filter group named by `key`). */
  private filterValueSet(key: string, state: FilterState): ListingSet {
    let set = this.byFilterValue.get(key);
    if (!set) {
      const group = FILTER_GROUPS[Number(key.slice(0, key.indexOf(':')))] as readonly FilterKey[];
      const alone: Record<string, unknown> = { ...DEFAULT_FILTERS };
      for (const filter of group) alone[filter] = state[filter];
      set = this.pipelineSet(alone as FilterState);
      this.byFilterValue.set(key, set);
    }
    return set;
  }

  /** `passed` less the listings outside every area chosen (the base rule made sure each has a point). */
  private keepInAreas(passed: ListingSet, chosen: FilterState['areas']): ListingSet | null {
    const areas = compileAreas(chosen, this.outlines);
    if (!areas.ok) return null;
    for (let word = 0; word < passed.length; word += 1) {
      let bits = passed[word] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const position = (word << 5) + 31 - Math.clz32(lowest);
        if (!areas.contains(this.longitudes[position] as number, this.latitudes[position] as number))
          passed[word] = ((passed[word] as number) & ~lowest) >>> 0;
        bits ^= lowest;
      }
    }
    return passed;
  }

  private pipelineSet(filters: FilterState): ListingSet {
    const { ids, count } = runPipeline(this.index, { filters, nowMs: this.nowMs, order: 'list' });
    return this.bits.ofIds(ids, count);
  }
}
