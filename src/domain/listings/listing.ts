// A listing as clients read it from the view full_details_housing (product spec section 3). Every field
// may be missing or of the wrong kind in data from outside; the filter rules check before they use one.

export type ListingRow = {
  id: number;
  post_type?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  url_post?: string | null;
  is_unavailable_or_double?: string | null;
  rent_on_monthly_basis?: number | null;
  room_size_m2?: number | null;
  house_total_size_m2?: number | null;
  amount_of_roommates?: number | null;
  minimum_age?: number | null;
  maximum_age?: number | null;
  gender_preference?: string | null;
  listing_type?: string | null;
  is_subrent?: string | null;
  city_of_group?: string | null;
  city_of_post?: string | null;
  location_description_for_maps?: string | null;
  available_from?: string | null;
  available_until?: string | null;
  time_of_post?: string | null;
  created_at?: string | null;
  text_post?: string | null;
  title?: string | null;
  language_requirements?: string[] | null;
  /**
   * The rental terms (src/domain/ingestion/rental-terms.ts), served by full_details_housing, kept on the
   * device and in the compact copy; null where the post does not say. Registration at the address and the
   * furnishing are also filters (filter-semantics.md).
   */
  registration_possible?: boolean | null;
  /** furnished (gemeubileerd), upholstered (gestoffeerd) or bare (kaal). */
  furnishing?: string | null;
  /** Whether the post's price covers bills: included, excluded (on top) or partly. */
  bills?: string | null;
  /** The bills' monthly amount; when known it is part of rent_on_monthly_basis. */
  bills_monthly?: number | null;
  /** Whether the bills are an advance settled against use (voorschot). */
  bills_advance?: boolean | null;
  /** The deposit in euros; 0 when the post says there is none. */
  deposit?: number | null;
  /** Detail copies, card copies and the detail copies' [width, height] (photo-address.ts). */
  image_urls?: { full?: string[]; thumb?: string[]; size?: Array<[number, number]> } | null;
  scam_signals?: string[] | null;
  /** How exactly the point places the dwelling: street, or only its neighbourhood or city (place-wording.ts). */
  geocode_precision?: string | null;
};

/** A finite number, else null. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A finite number above zero, else null: rent and sizes of 0 or less count as missing. */
export function positiveOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && number > 0 ? number : null;
}

/** Trimmed and lower-cased text, else null: string comparisons ignore case and surrounding space. */
export function normalizedText(value: unknown): string | null {
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/**
 * The listing's city as the filters and option lists read it: the dwelling's own city (city_of_post) where
 * the post names one, else the city of the group it was posted in; trimmed, null when neither is given.
 */
export function listingCity(listing: Pick<ListingRow, 'city_of_post' | 'city_of_group'>): string | null {
  for (const city of [listing.city_of_post, listing.city_of_group])
    if (typeof city === 'string' && city.trim() !== '') return city.trim();
  return null;
}
