// Every listing a visitor may see, read through the REST API with the anon key (so a function sees exactly
// what an anonymous visitor sees: no links to original posts) and without post texts, for the functions that
// serve a new device before its own copy has arrived (first-results, listings-snapshot). Read once per
// function instance and again when the listings change: each use asks the API for the newest change and the
// row count (one small request) and reuses what it built while both stay the same.
import { failure } from '../http.ts';
import {
  COMPACT_SOURCE_COLUMNS,
  type CompactCheckpoint,
  type CompactRow,
} from '../../../../src/domain/listings/compact-listings.ts';

/** PostgREST's max_rows on hosted Supabase (supabase/config.toml): pages of this many rows. */
const PAGE_ROWS = 1000;

type Source = { supabaseUrl: string; anonKey: string; fetchImpl?: typeof fetch };

/** The listings as read at one moment, and the feed position a device goes on from after copying them. */
export type PublicListings = { rows: CompactRow[]; checkpoint: CompactCheckpoint | null; version: string };

export class ListingSourceError extends Error {}

/** What `build` made of the listings now, or the 503 a visitor gets while they cannot be read. */
export async function builtOrUnavailable<Built>(listings: {
  current(): Promise<{ built: Built }>;
}): Promise<{ built: Built } | Response> {
  try {
    return await listings.current();
  } catch (error) {
    if (error instanceof ListingSourceError) return failure(503, 'The listings cannot be read right now');
    throw error;
  }
}

/**
 * `build` turns the rows into what a function serves (an index, a compressed copy); it runs once per change
 * of the listings, and concurrent callers share one run.
 */
export function createPublicListings<Built>(
  source: Source,
  build: (listings: PublicListings) => Promise<Built> | Built,
) {
  const fetchImpl = source.fetchImpl ?? fetch;
  const headers = { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` };
  const base = `${source.supabaseUrl}/rest/v1/full_details_housing`;
  let current: { version: string; built: Built } | null = null;
  let building: { version: string; done: Promise<Built> } | null = null;

  const get = async (query: string, extraHeaders: Record<string, string> = {}): Promise<Response> => {
    const response = await fetchImpl(`${base}?${query}`, { headers: { ...headers, ...extraHeaders } });
    if (!response.ok) throw new ListingSourceError(`Reading listings answered ${response.status}`);
    return response;
  };

  /** The newest change (its stamp and id, the copy's checkpoint) and the row count, which a removal changes. */
  const newest = async (): Promise<{ checkpoint: CompactCheckpoint | null; version: string }> => {
    const response = await get('select=_modified,id&order=_modified.desc,id.desc&limit=1', { Prefer: 'count=exact' });
    const [row] = (await response.json()) as Array<{ _modified: number; id: number }>;
    const rows = response.headers.get('content-range')?.split('/')[1] ?? '?';
    const checkpoint = row ? { modified: Number(row._modified), id: String(row.id) } : null;
    return { checkpoint, version: `${checkpoint?.modified ?? 0}-${checkpoint?.id ?? 0}-${rows}` };
  };

  const read = async (): Promise<CompactRow[]> => {
    const rows: CompactRow[] = [];
    // Keyset pages by id: no page is skipped or read twice while listings change meanwhile. A row changed
    // during the read may come in either version; its newer one is after the checkpoint, so the device's
    // own pull brings it.
    for (let after = 0; ;) {
      const response = await get(
        `select=${COMPACT_SOURCE_COLUMNS.join(',')}&_deleted=is.false&id=gt.${after}&order=id&limit=${PAGE_ROWS}`,
      );
      const page = (await response.json()) as CompactRow[];
      rows.push(...page);
      if (page.length < PAGE_ROWS) break;
      after = page[page.length - 1]?.id ?? after;
    }
    return rows;
  };

  return {
    /** What `build` made of the listings as they are now, and the version it was made at. */
    async current(): Promise<{ version: string; built: Built }> {
      const { checkpoint, version } = await newest();
      if (current?.version === version) return current;
      if (building?.version !== version) {
        const done = read().then((rows) => build({ rows, checkpoint, version }));
        const attempt = { version, done };
        building = attempt;
        // A failed read is not remembered: the next caller tries again.
        done.catch(() => {
          if (building === attempt) building = null;
        });
      }
      const built = await building.done;
      current = { version, built };
      return current;
    },
  };
}
