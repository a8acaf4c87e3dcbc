// A compact copy of every listing on the device in one IndexedDB record, for a fast start: RxDB needs about
// a second and a half to read 20,000 full documents (their post texts included) on a phone-class CPU, the
// snapshot a tenth of that. It is a cache, never the truth: the sync service starts from it and then
// reconciles with RxDB. It holds no post texts and no links to original posts (those stay in RxDB, where
// only a Premium session's pull puts them).
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { rowsFromText, rowsToText } from '../../src/domain/listings/listing-rows-text.ts';
import { firstImage } from '../../src/domain/listings/listing-summary.ts';
import type { IdbRecordStore } from './idb-record-store.ts';

export const SNAPSHOT_KEY = 'listings';
/**
 * Raised when the shape of a stored row changes; an older snapshot is then ignored (3: geocode_precision;
 * 4: the rows as listing-rows-text.ts writes them, and their count).
 */
const FORMAT = 4;

type Stored = { format: number; savedAt: string; count: number; rows: string };

/**
 * What the query worker needs of a listing: everything but the post's text, and of its photos only the one
 * a card shows (a third of a row's bytes went to photo addresses no card reads: the snapshot is read, parsed
 * and indexed on every start).
 */
export function indexedRow(row: ListingRow): ListingRow {
  const { text_post: _text, ...rest } = row;
  if (!('image_urls' in row)) return rest;
  const shown = firstImage(row.image_urls);
  return { ...rest, image_urls: shown === null ? null : { thumb: [shown] } };
}

export class ListingSnapshot {
  constructor(private readonly store: IdbRecordStore) {}

  /** The stored rows, or null when there is no snapshot (or one in an older format, or one of no rows). */
  async read(): Promise<ListingRow[] | null> {
    const text = await this.readText();
    return text === null ? null : rowsFromText(text);
  }

  /** The stored rows as their text (listing-rows-text.ts; see read), or null. */
  async readText(): Promise<string | null> {
    const stored = await this.store.get<Stored>(SNAPSHOT_KEY);
    // One string parses several times faster than IndexedDB revives 20,000 objects.
    return stored && stored.format === FORMAT && stored.count > 0 ? stored.rows : null;
  }

  async write(rows: Iterable<ListingRow>): Promise<void> {
    // The link's key stays (as null), so that a row compares equal to the device's for anyone not Premium.
    const kept = [...rows].map((row) => ('url_post' in row ? { ...row, url_post: null } : row));
    await this.store.put(SNAPSHOT_KEY, {
      format: FORMAT,
      savedAt: new Date().toISOString(),
      count: kept.length,
      rows: rowsToText(kept),
    } satisfies Stored);
  }

  clear(): Promise<void> {
    return this.store.delete(SNAPSHOT_KEY);
  }
}
