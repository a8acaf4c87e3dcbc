// The distance order over the index (issue 35 item 6): the matches of a query, found in the list's order, put
// nearest first to the chosen areas' centres. It depends on the areas, so unlike the other orders it cannot be
// kept sorted in the index: it sorts the matches of each query (the area filter keeps them few), its ties by
// their place in the list. The distances are those of ordering.ts (one function, the same doubles), so the
// reference and the engine agree to the bit.
import { distanceToNearestKm, type Centre } from '../areas/area-centres.ts';
import type { ListingIndex } from './listing-index.ts';

/** Reorders the first `count` slots of `matches` (in list order) nearest first; without a point last. */
export function sortByDistance(index: ListingIndex, matches: Uint32Array, count: number, centres: readonly Centre[]) {
  if (centres.length === 0 || count < 2) return;
  // Missing points (NaN) become Infinity: last, and equal to each other, so the list's order settles them.
  const distances = new Float64Array(count);
  for (let position = 0; position < count; position += 1) {
    const slot = matches[position] as number;
    distances[position] =
      distanceToNearestKm(centres, index.longitudes[slot] as number, index.latitudes[slot] as number) ?? Infinity;
  }
  const positions = new Uint32Array(count);
  for (let position = 0; position < count; position += 1) positions[position] = position;
  positions.sort((a, b) => (distances[a] as number) - (distances[b] as number) || a - b);
  const sorted = Uint32Array.from(positions, (position) => matches[position] as number);
  matches.set(sorted);
}
