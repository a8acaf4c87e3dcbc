// Every listing a visitor may see, held as the query engine's columnar index (src/domain/query, the same
// engine the query worker runs), for answering a new device's first query before its own copy has arrived.
// Read through the REST API with the anon key, so the function sees exactly what an anonymous visitor sees
// (no links to original posts), and without post texts. Built once per function instance and rebuilt when
// the listings change: each use asks the API for the newest change and the row count (one small request),
// and reuses the index while both stay the same.
import type { ListingRow } from '../../../../src/domain/listings/listing.ts';
import { summarizeListing, type ListingSummary } from '../../../../src/domain/listings/listing-summary.ts';
import { ListingIndex } from '../../../../src/domain/query/listing-index.ts';

/** What the index and the cards need; never text_post or url_post. */
const COLUMNS = [
  'id',
  'post_type',
  'latitude',
  'longitude',
  'is_unavailable_or_double',
  'rent_on_monthly_basis',
  'room_size_m2',
  'house_total_size_m2',
  'amount_of_roommates',
  'minimum_age',
  'maximum_age',
  'gender_preference',
  'listing_type',
  'is_subrent',
  'city_of_group',
  'city_of_post',
  'location_description_for_maps',
  'available_from',
  'available_until',
  'time_of_post',
  'created_at',
  'title',
  'language_requirements',
  'image_urls',
  'scam_signals',
].join(',');
/** PostgREST's max_rows on hosted Supabase (supabase/config.toml): pages of this many rows. */
const PAGE_ROWS = 1000;

export type PublicListings = { index: ListingIndex; cardOf(id: number): ListingSummary | undefined };

type Version = { newest: string | null; rows: number };
type Source = { supabaseUrl: string; anonKey: string; fetchImpl?: typeof fetch };

export class ListingSourceError extends Error {}

export function createPublicListingIndex(source: Source) {
  const fetchImpl = source.fetchImpl ?? fetch;
  const headers = { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` };
  const base = `${source.supabaseUrl}/rest/v1/full_details_housing`;
  let current: { version: Version; listings: PublicListings } | null = null;
  let building: Promise<PublicListings> | null = null;

  const get = async (query: string, extraHeaders: Record<string, string> = {}): Promise<Response> => {
    const response = await fetchImpl(`${base}?${query}`, { headers: { ...headers, ...extraHeaders } });
    if (!response.ok) throw new ListingSourceError(`Reading listings answered ${response.status}`);
    return response;
  };

  const version = async (): Promise<Version> => {
    const response = await get('select=_modified&_deleted=is.false&order=_modified.desc&limit=1', {
      Prefer: 'count=exact',
    });
    const rows = (await response.json()) as Array<{ _modified?: unknown }>;
    const total = Number(response.headers.get('content-range')?.split('/')[1]);
    return { newest: rows[0]?._modified === undefined ? null : String(rows[0]._modified), rows: total };
  };

  const build = async (): Promise<PublicListings> => {
    const rows: ListingRow[] = [];
    // Keyset pages by id: no page is skipped or read twice while listings change meanwhile.
    for (let after = 0; ; ) {
      const response = await get(`select=${COLUMNS}&_deleted=is.false&id=gt.${after}&order=id&limit=${PAGE_ROWS}`);
      const page = (await response.json()) as ListingRow[];
      rows.push(...page);
      if (page.length < PAGE_ROWS) break;
      after = page[page.length - 1]?.id ?? after;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const cards = new Map<number, ListingSummary>();
    return {
      index: new ListingIndex(rows, rows.length),
      // Cards are made when first asked for: a first page needs twenty of them, not twenty thousand.
      cardOf(id) {
        let card = cards.get(id);
        if (!card) {
          const row = byId.get(id);
          if (!row) return undefined;
          card = summarizeListing(row);
          cards.set(id, card);
        }
        return card;
      },
    };
  };

  return {
    /** The index of the listings as they are now (rebuilt only when they changed). */
    async listings(): Promise<PublicListings> {
      const now = await version();
      if (current && current.version.newest === now.newest && current.version.rows === now.rows)
        return current.listings;
      building ??= build().finally(() => {
        building = null;
      });
      const listings = await building;
      current = { version: now, listings };
      return listings;
    },
  };
}
