// The query engine's columnar index of listings (all of them in the query worker, a run's new ones in
// send-alerts): one typed array per field the filters, orders and map read, dictionary-encoded text, and
// slot orders kept sorted for the list and the map, so a query is one pass over typed arrays with no
// sorting. About 100 bytes a listing; text (titles, descriptions) is not kept here. The filter semantics
// are those of src/domain/listings, applied to these columns.
import { dayOf, parseInstant } from '../listings/dates.ts';
import { passesBaseRule, postInstant } from '../listings/filter-rules.ts';
import { listingCity, normalizedText, numberOrNull, positiveOrNull, type ListingRow } from '../listings/listing.ts';
import { isApproximatePlace, placePrecision } from '../listings/place-precision.ts';
import { compareNewestFirst, compareValues, type ListingOrder, type ValueOrder } from '../listings/ordering.ts';
import { TextDictionary } from './text-dictionary.ts';

export const NO_DAY = -2147483648;
export const FLAG_OCCUPIED = 1;
export const FLAG_VISIBLE = 2;
export const FLAG_SUBRENT_YES = 4;
/** An age or roommate count that float32 cannot hold exactly: its exact value is in `exactSmallNumbers`. */
export const FLAG_INEXACT = 8;
/** More than 32 distinct languages: this listing's languages beyond the mask are in `extraLanguages`. */
export const FLAG_MORE_LANGUAGES = 16;
/** Registration at the address is possible (registration_possible is true). */
export const FLAG_REGISTRATION = 32;
/** Placed only by its neighbourhood or city (place-precision.ts): the map draws it as an area, not a pin. */
export const FLAG_APPROXIMATE = 64;
/** Of those, placed by its city only (a wider area than a neighbourhood). */
export const FLAG_CITY_ONLY = 128;
/** Furnishing as one byte: 0 for none or a value the filter never asks for. */
export const FURNISHING_CODES = { furnished: 1, upholstered: 2, bare: 3 } as const;

export type ExactSmallNumbers = { minAge: number; maxAge: number; roommates: number };

function float32Fits(value: number): boolean {
  return Number.isNaN(value) || Math.fround(value) === value;
}

export class ListingIndex {
  capacity = 0;
  count = 0;
  ids = new Float64Array(0);
  // Doubles, not floats: the area filter must place a point as the rows have it (a float moves it up to 0.4 m).
  latitudes = new Float64Array(0);
  longitudes = new Float64Array(0);
  rents = new Float64Array(0);
  roomSizes = new Float64Array(0);
  houseSizes = new Float64Array(0);
  minAges = new Float32Array(0);
  maxAges = new Float32Array(0);
  roommates = new Float32Array(0);
  postTimes = new Float64Array(0);
  createdTimes = new Float64Array(0);
  availableFrom = new Int32Array(0);
  availableUntil = new Int32Array(0);
  cityVariants = new Uint16Array(0);
  types = new Uint16Array(0);
  genders = new Uint16Array(0);
  flags = new Uint8Array(0);
  furnishings = new Uint8Array(0);
  languageMasks = new Uint32Array(0);
  /** Occupied slots, newest first by created_at (the list) and by post time (the map). */
  listOrder = new Uint32Array(0);
  mapOrder = new Uint32Array(0);
  /** Occupied slots by ascending id, for finding a listing's slot by binary search. */
  idOrder = new Uint32Array(0);
  /** The orders by rent or size, made when first asked for after a change (most sessions never ask). */
  private readonly valueOrders = new Map<ValueOrder, Uint32Array>();

  /** Exact spellings of cities as posted (trimmed); the key for comparing is in cityKeyOf. */
  readonly cityVariantDictionary = new TextDictionary();
  readonly cityKeys = new TextDictionary();
  cityKeyOf: number[] = [0];
  readonly typeDictionary = new TextDictionary();
  readonly genderDictionary = new TextDictionary();
  readonly languageDictionary = new TextDictionary();
  readonly exactSmallNumbers = new Map<number, ExactSmallNumbers>();
  readonly extraLanguages = new Map<number, string[]>();
  private readonly freeSlots: number[] = [];
  private isDirty = false;
  /** Bumped on every change, so that cached answers (option lists) know when they are stale. */
  version = 0;

  constructor(rows: Iterable<ListingRow> = [], capacity = 0) {
    this.grow(Math.max(capacity, 16));
    this.applyBatch([...rows], []);
  }

  private grow(capacity: number): void {
    const resize = <T extends Float64Array | Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(
      old: T,
      make: (size: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old.subarray(0, Math.min(old.length, capacity)) as never);
      return next;
    };
    this.ids = resize(this.ids, (size) => new Float64Array(size));
    this.latitudes = resize(this.latitudes, (size) => new Float64Array(size));
    this.longitudes = resize(this.longitudes, (size) => new Float64Array(size));
    this.rents = resize(this.rents, (size) => new Float64Array(size));
    this.roomSizes = resize(this.roomSizes, (size) => new Float64Array(size));
    this.houseSizes = resize(this.houseSizes, (size) => new Float64Array(size));
    this.minAges = resize(this.minAges, (size) => new Float32Array(size));
    this.maxAges = resize(this.maxAges, (size) => new Float32Array(size));
    this.roommates = resize(this.roommates, (size) => new Float32Array(size));
    this.postTimes = resize(this.postTimes, (size) => new Float64Array(size));
    this.createdTimes = resize(this.createdTimes, (size) => new Float64Array(size));
    this.availableFrom = resize(this.availableFrom, (size) => new Int32Array(size));
    this.availableUntil = resize(this.availableUntil, (size) => new Int32Array(size));
    this.cityVariants = resize(this.cityVariants, (size) => new Uint16Array(size));
    this.types = resize(this.types, (size) => new Uint16Array(size));
    this.genders = resize(this.genders, (size) => new Uint16Array(size));
    this.flags = resize(this.flags, (size) => new Uint8Array(size));
    this.languageMasks = resize(this.languageMasks, (size) => new Uint32Array(size));
    this.furnishings = resize(this.furnishings, (size) => new Uint8Array(size));
    this.capacity = capacity;
  }

  /** The slot of a listing id, or -1; `sortFirst` false searches the id order as it stands. */
  slotOf(id: number, sortFirst = true): number {
    if (sortFirst) this.sortIfDirty();
    let low = 0;
    let high = this.idOrder.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const slot = this.idOrder[middle] as number;
      const found = this.ids[slot] as number;
      if (found === id) return slot;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** `pendingFree`: slots a batch has freed but not yet released, which count as used. */
  private slotForNew(pendingFree = 0): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const used = this.count + this.freeSlots.length + pendingFree;
    if (used >= this.capacity) this.grow(Math.ceil(this.capacity * 1.25) + 16);
    return used;
  }

  /**
   * Removals, then upserts, as one change: the only way listings change. Ids are looked up in the orders as
   * they were when the batch began (one sort), and the ids it touched in a map of its own; looking each one up
   * by a scan while the orders were stale made a first load of 20,000 listings quadratic (about a second).
   */
  applyBatch(upserts: readonly ListingRow[], removals: readonly number[]): void {
    if (upserts.length === 0 && removals.length === 0) return;
    this.sortIfDirty();
    // Room for every row at once: a first copy of 20,000 would otherwise grow the columns thirty times.
    const atMost = this.count + this.freeSlots.length + upserts.length;
    if (atMost > this.capacity) this.grow(atMost);
    // Slots of the ids this batch touched (-1: removed). Any other id is found by a binary search of the
    // id order, which stays valid because no slot in it gets a new id before the batch ends: slots freed
    // here are reused only by later changes.
    const touched = new Map<number, number>();
    const freedHere: number[] = [];
    const find = (id: number) => touched.get(id) ?? this.slotOf(id, false);
    for (const id of removals) {
      const slot = find(id);
      if (slot >= 0) {
        this.clear(slot);
        freedHere.push(slot);
      }
      touched.set(id, -1);
    }
    for (const row of upserts) {
      let slot = find(row.id);
      if (slot < 0) {
        slot = this.slotForNew(freedHere.length);
        this.count += 1;
      }
      this.write(slot, row);
      touched.set(row.id, slot);
    }
    this.freeSlots.push(...freedHere);
    this.isDirty = true;
    this.version += 1;
  }

  private clear(slot: number): void {
    this.flags[slot] = 0;
    this.exactSmallNumbers.delete(slot);
    this.extraLanguages.delete(slot);
    this.count -= 1;
  }

  private write(slot: number, row: ListingRow): void {
    this.ids[slot] = row.id;
    this.latitudes[slot] = numberOrNull(row.latitude) ?? Number.NaN;
    this.longitudes[slot] = numberOrNull(row.longitude) ?? Number.NaN;
    this.rents[slot] = positiveOrNull(row.rent_on_monthly_basis) ?? Number.NaN;
    this.roomSizes[slot] = positiveOrNull(row.room_size_m2) ?? Number.NaN;
    this.houseSizes[slot] = positiveOrNull(row.house_total_size_m2) ?? Number.NaN;
    const exact = {
      minAge: numberOrNull(row.minimum_age) ?? Number.NaN,
      maxAge: numberOrNull(row.maximum_age) ?? Number.NaN,
      roommates: numberOrNull(row.amount_of_roommates) ?? Number.NaN,
    };
    this.minAges[slot] = exact.minAge;
    this.maxAges[slot] = exact.maxAge;
    this.roommates[slot] = exact.roommates;
    this.postTimes[slot] = postInstant(row) ?? Number.NaN;
    this.createdTimes[slot] = parseInstant(row.created_at) ?? Number.NaN;
    this.availableFrom[slot] = dayOf(row.available_from) ?? NO_DAY;
    this.availableUntil[slot] = dayOf(row.available_until) ?? NO_DAY;

    const city = listingCity(row);
    const variant = this.cityVariantDictionary.encode(city);
    if (variant >= this.cityKeyOf.length)
      this.cityKeyOf[variant] = this.cityKeys.encode(city === null ? null : city.toLowerCase());
    this.cityVariants[slot] = variant;
    this.types[slot] = this.typeDictionary.encode(normalizedText(row.listing_type) || null);
    this.genders[slot] = this.genderDictionary.encode(normalizedText(row.gender_preference) || null);

    let flags = FLAG_OCCUPIED;
    if (passesBaseRule(row)) flags |= FLAG_VISIBLE;
    if (normalizedText(row.is_subrent) === 'yes') flags |= FLAG_SUBRENT_YES;
    if (row.registration_possible === true) flags |= FLAG_REGISTRATION;
    if (isApproximatePlace(row.geocode_precision)) flags |= FLAG_APPROXIMATE;
    if (placePrecision(row.geocode_precision) === 'city') flags |= FLAG_CITY_ONLY;
    const furnishing = normalizedText(row.furnishing);
    this.furnishings[slot] = Object.hasOwn(FURNISHING_CODES, furnishing ?? '')
      ? FURNISHING_CODES[furnishing as keyof typeof FURNISHING_CODES]
      : 0;
    if (!float32Fits(exact.minAge) || !float32Fits(exact.maxAge) || !float32Fits(exact.roommates)) {
      flags |= FLAG_INEXACT;
      this.exactSmallNumbers.set(slot, exact);
    } else this.exactSmallNumbers.delete(slot);

    let mask = 0;
    const extra: string[] = [];
    for (const entry of Array.isArray(row.language_requirements) ? row.language_requirements : []) {
      const language = normalizedText(entry);
      if (!language) continue;
      const code = this.languageDictionary.encode(language);
      if (code <= 32) mask |= 1 << (code - 1);
      else extra.push(language);
    }
    this.languageMasks[slot] = mask >>> 0;
    if (extra.length > 0) {
      flags |= FLAG_MORE_LANGUAGES;
      this.extraLanguages.set(slot, extra);
    } else this.extraLanguages.delete(slot);
    this.flags[slot] = flags;
  }

  /** Re-sorts the slot orders after changes; queries call this first. */
  sortIfDirty(): void {
    if (!this.isDirty) return;
    const occupied = new Uint32Array(this.count);
    let next = 0;
    for (let slot = 0; slot < this.count + this.freeSlots.length; slot += 1)
      if ((this.flags[slot] as number) & FLAG_OCCUPIED) occupied[next++] = slot;
    const byTime = (times: Float64Array) => (a: number, b: number) => {
      const timeA = times[a] as number;
      const timeB = times[b] as number;
      return compareNewestFirst(
        Number.isNaN(timeA) ? null : timeA,
        this.ids[a] as number,
        Number.isNaN(timeB) ? null : timeB,
        this.ids[b] as number,
      );
    };
    this.listOrder = occupied.slice().sort(byTime(this.createdTimes));
    this.mapOrder = occupied.slice().sort(byTime(this.postTimes));
    this.idOrder = occupied.sort((a, b) => (this.ids[a] as number) - (this.ids[b] as number));
    this.valueOrders.clear();
    this.isDirty = false;
  }

  /** The occupied slots in an order of filter-semantics.md; the distance order is the pipeline's (distance-order.ts). */
  orderOf(order: Exclude<ListingOrder, 'distance'>): Uint32Array {
    this.sortIfDirty();
    if (order === 'list') return this.listOrder;
    if (order === 'map') return this.mapOrder;
    let sorted = this.valueOrders.get(order);
    if (!sorted) {
      sorted = this.sortedByValue(order);
      this.valueOrders.set(order, sorted);
    }
    return sorted;
  }

  /** The list order re-sorted by rent or size (smaller first after turning; missing last), ties as listed. */
  private sortedByValue(order: ValueOrder): Uint32Array {
    const room = this.typeDictionary.lookup('room');
    const values = new Float64Array(this.capacity);
    const rank = new Uint32Array(this.capacity);
    this.listOrder.forEach((slot, position) => {
      rank[slot] = position;
      const isRoom = room !== 0 && this.types[slot] === room;
      const size = (isRoom ? this.roomSizes[slot] : this.houseSizes[slot]) as number;
      const rent = this.rents[slot] as number;
      values[slot] = order === 'size_desc' ? -size : order === 'price_desc' ? -rent : rent;
    });
    const valueOf = (slot: number) => {
      const value = values[slot] as number;
      return Number.isNaN(value) ? null : value;
    };
    return this.listOrder
      .slice()
      .sort((a, b) => compareValues(valueOf(a), valueOf(b)) || (rank[a] as number) - (rank[b] as number));
  }

  /** Bytes held by the typed arrays, per listing. */
  bytesPerListing(): number {
    const arrays = [
      this.ids,
      this.latitudes,
      this.longitudes,
      this.rents,
      this.roomSizes,
      this.houseSizes,
      this.minAges,
      this.maxAges,
      this.roommates,
      this.postTimes,
      this.createdTimes,
      this.availableFrom,
      this.availableUntil,
      this.cityVariants,
      this.types,
      this.genders,
      this.flags,
      this.languageMasks,
      this.furnishings,
      this.listOrder,
      this.mapOrder,
      this.idOrder,
    ];
    return arrays.reduce((total, array) => total + array.byteLength, 0) / Math.max(this.count, 1);
  }
}
