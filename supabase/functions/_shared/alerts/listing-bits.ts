// A run's new listings as bit positions, newest first (_modified, then id, both descending): a set of them
// is a bitset of ceil(n / 32) words. A search's matches, a member's matches over their searches and the
// listings after a cursor are then a few dozen word operations each, and a set read in bit order comes out
// newest first, so no member's list is ever sorted.
import type { ListingWithModified } from './match-alerts.ts';

export type ListingSet = Uint32Array;

const newestFirst = (left: ListingWithModified, right: ListingWithModified) =>
  right._modified - left._modified || right.id - left.id;

export class ListingBits {
  /** Each listing once (the last row of an id, as the query index keeps it), newest first: bit i is listings[i]. */
  readonly listings: readonly ListingWithModified[];
  readonly wordCount: number;
  private readonly positionOfId = new Map<number, number>();
  private readonly afterCursor = new Map<number, ListingSet | null>();

  constructor(listings: readonly ListingWithModified[]) {
    const byId = new Map<number, ListingWithModified>();
    for (const listing of listings) byId.set(listing.id, listing);
    this.listings = [...byId.values()].sort(newestFirst);
    this.listings.forEach((listing, position) => this.positionOfId.set(listing.id, position));
    this.wordCount = Math.ceil(this.listings.length / 32);
  }

  /** An empty set. */
  none(): ListingSet {
    return new Uint32Array(this.wordCount);
  }

  /** The set of the given listing ids (ids of no new listing are left out). */
  ofIds(ids: ArrayLike<number>, count = ids.length): ListingSet {
    const set = this.none();
    for (let index = 0; index < count; index += 1) {
      const position = this.positionOfId.get(ids[index] as number);
      if (position !== undefined)
        set[position >>> 5] = ((set[position >>> 5] as number) | (1 << (position & 31))) >>> 0;
    }
    return set;
  }

  /** Whether a listing id is in a set. */
  has(set: ListingSet, id: number): boolean {
    const position = this.positionOfId.get(id);
    return position !== undefined && ((set[position >>> 5] as number) & (1 << (position & 31))) !== 0;
  }

  /** The listings of a set, newest first. */
  listingsIn(set: ListingSet): ListingWithModified[] {
    const found: ListingWithModified[] = [];
    for (let word = 0; word < set.length; word += 1) {
      let bits = set[word] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        found.push(this.listings[(word << 5) + 31 - Math.clz32(lowest)] as ListingWithModified);
        bits ^= lowest;
      }
    }
    return found;
  }

  /**
   * The listings modified after a cursor: a prefix of the newest-first order. Null when that is every listing
   * (the usual case: the run read only what came after the oldest cursor).
   */
  after(cursor: number): ListingSet | null {
    let set = this.afterCursor.get(cursor);
    if (set !== undefined) return set;
    let low = 0;
    let high = this.listings.length;
    // The first position whose listing is not newer than the cursor.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.listings[middle] as ListingWithModified)._modified > cursor) low = middle + 1;
      else high = middle;
    }
    if (low === this.listings.length) set = null;
    else {
      set = this.none();
      for (let word = 0; word < low >>> 5; word += 1) set[word] = 0xffffffff;
      if (low & 31) set[low >>> 5] = (2 ** (low & 31) - 1) >>> 0;
    }
    this.afterCursor.set(cursor, set);
    return set;
  }
}

/** Adds `set` (only its listings in `within`, when given) to `into`; whether it added any listing at all. */
export function addInto(into: ListingSet, set: ListingSet, within: ListingSet | null): boolean {
  let isAny = 0;
  for (let word = 0; word < into.length; word += 1) {
    const bits = within ? (set[word] as number) & (within[word] as number) : (set[word] as number);
    into[word] = ((into[word] as number) | bits) >>> 0;
    isAny |= bits;
  }
  return isAny !== 0;
}

/** Keeps in `into` only the listings also in `set`. */
export function keepOnly(into: ListingSet, set: ListingSet): void {
  for (let word = 0; word < into.length; word += 1) into[word] = ((into[word] as number) & (set[word] as number)) >>> 0;
}

/** Whether a set holds no listing. */
export function isEmpty(set: ListingSet): boolean {
  for (let word = 0; word < set.length; word += 1) if (set[word] !== 0) return false;
  return true;
}
