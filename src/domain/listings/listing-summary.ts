// What a listing card shows (product spec section 2): the few fields of a row the list needs, so the
// query worker can hand out page slices without the full text.
import { safePhotoAddress } from './photo-address.ts';
import { numberOrNull, positiveOrNull, type ListingRow } from './listing.ts';
import type { BillsStatus } from '../ingestion/bills.ts';
import type { Furnishing } from '../ingestion/furnishing.ts';
import { placePrecision, type PlacePrecision } from './place-precision.ts';

// The values ingestion stores (and the table's checks allow), to tell them from anything else in a row.
const BILLS: readonly string[] = ['included', 'excluded', 'partly'] satisfies BillsStatus[];
const FURNISHINGS: readonly string[] = ['furnished', 'upholstered', 'bare'] satisfies Furnishing[];

/** One of `known` values (as text, in any case), else null: data from outside may hold anything. */
function oneOf<Value extends string>(value: unknown, known: readonly string[]): Value | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
  return text !== null && known.includes(text) ? (text as Value) : null;
}

const booleanOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const amountOrNull = (value: unknown): number | null => {
  const amount = numberOrNull(value);
  return amount !== null && amount >= 0 ? amount : null;
};

export type ListingSummary = {
  id: number;
  title: string | null;
  area: string | null;
  city: string | null;
  /** Street, or only the neighbourhood or city: the card then says "Somewhere in De Pijp" (place-wording.ts). */
  precision: PlacePrecision | null;
  rent: number | null;
  roomSize: number | null;
  houseSize: number | null;
  roommates: number | null;
  listingType: string | null;
  isSubrent: boolean;
  availableFrom: string | null;
  postedAt: string | null;
  /** When the listing arrived at RoomRadar, for the 'new since your last visit' marker. */
  createdAt: string | null;
  thumbnail: string | null;
  scamSignals: string[];
  /** The rental terms (rental-terms-text.ts says how they read); null where the post does not say. */
  bills: BillsStatus | null;
  /** Part of `rent` when known. */
  billsMonthly: number | null;
  billsAdvance: boolean | null;
  /** 0 when the post says there is none. */
  deposit: number | null;
  registration: boolean | null;
  furnishing: Furnishing | null;
  /** The original post, only where the session may see it (Premium) and only an http(s) address. */
  postUrl: string | null;
};

/** An http(s) address as text, or null: scraped links are never trusted with other schemes. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Photo addresses that are safe to show (photo-address.ts); anything else is dropped. */
export function safeImages(urls: readonly unknown[] | undefined): string[] {
  return (urls ?? []).map(safePhotoAddress).filter((url): url is string => url !== null);
}

/** The first safe thumbnail (or full image) of a listing, or null. */
export function firstImage(imageUrls: ListingRow['image_urls']): string | null {
  return safeImages([...(imageUrls?.thumb ?? []), ...(imageUrls?.full ?? [])])[0] ?? null;
}

/** Whether two cards show the same thing (field by field; the scam signals in order). */
export function sameSummary(a: ListingSummary, b: ListingSummary): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as (keyof ListingSummary)[])
    if (key !== 'scamSignals' && a[key] !== b[key]) return false;
  return (
    a.scamSignals.length === b.scamSignals.length && a.scamSignals.every((signal, i) => signal === b.scamSignals[i])
  );
}

export function summarizeListing(row: ListingRow): ListingSummary {
  return {
    id: row.id,
    title: row.title ?? null,
    area: row.location_description_for_maps ?? null,
    city: row.city_of_group ?? null,
    precision: placePrecision(row.geocode_precision),
    rent: positiveOrNull(row.rent_on_monthly_basis),
    roomSize: positiveOrNull(row.room_size_m2),
    houseSize: positiveOrNull(row.house_total_size_m2),
    roommates: typeof row.amount_of_roommates === 'number' ? row.amount_of_roommates : null,
    listingType: row.listing_type ?? null,
    isSubrent: typeof row.is_subrent === 'string' && row.is_subrent.trim().toLowerCase() === 'yes',
    availableFrom: row.available_from ?? null,
    postedAt: row.time_of_post ?? row.created_at ?? null,
    createdAt: row.created_at ?? null,
    thumbnail: firstImage(row.image_urls),
    scamSignals: Array.isArray(row.scam_signals) ? row.scam_signals.filter((signal) => typeof signal === 'string') : [],
    bills: oneOf<BillsStatus>(row.bills, BILLS),
    billsMonthly: positiveOrNull(row.bills_monthly),
    billsAdvance: booleanOrNull(row.bills_advance),
    deposit: amountOrNull(row.deposit),
    registration: booleanOrNull(row.registration_possible),
    furnishing: oneOf<Furnishing>(row.furnishing, FURNISHINGS),
    postUrl: safeHttpUrl(row.url_post),
  };
}
