// The server's compact copy as it arrived, kept beside RxDB until RxDB has stored every listing of it. A new
// device hands the copy to the query worker at once, but storing 20,000 documents takes RxDB seconds; a
// reload, a closed tab or a killed browser in between must find the copy again on the device, online or
// off (the HTTP cache keeps the server's answer a minute at most). While this record exists, RxDB is not the
// whole truth yet: nothing may be removed from the listings shown because RxDB lacks it.
import { decodeCompactListings, type CompactCheckpoint } from '../../src/domain/listings/compact-listings.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { IdbRecordStore } from './idb-record-store.ts';
import type { ListingDocument } from './listing.schema.ts';

export const FIRST_COPY_KEY = 'first-copy';

/** The copy's listings as RxDB stores them, and the feed position the device's pulls go on from. */
export type DecodedCopy = { documents: ListingDocument[]; checkpoint: CompactCheckpoint };

type Stored = { savedAt: string; text: string };

/** The listings of a copy as RxDB documents, or null when the copy holds no checkpoint (an empty server). */
export function decodeCopy(text: string): DecodedCopy | null {
  const { rows, checkpoint } = decodeCompactListings(JSON.parse(text) as unknown);
  if (!checkpoint) return null;
  // One new object a listing (the decoded rows are this function's own): the feed's listingDocument, given a
  // spread of each row and spread again to drop its _deleted, built four, on the way to the copy's hand-over.
  const documents = rows.map(({ _modified, ...fields }): ListingDocument =>
    Object.assign(fields, { key: String(fields.id), modified: _modified }),
  );
  return { documents, checkpoint: { modified: checkpoint.modified, id: checkpoint.id } };
}

/** The rows the query worker indexes, from a copy's documents (which hold none of RxDB's bookkeeping yet). */
export const copyRows = (copy: DecodedCopy): ListingRow[] =>
  copy.documents.map(({ key: _key, modified: _modified, ...row }) => row);

export class FirstCopyRecord {
  constructor(private readonly store: IdbRecordStore | null) {}

  /** The copy's text as the server sent it, or null when none waits to be stored. */
  async read(): Promise<string | null> {
    const stored = await this.store?.get<Stored>(FIRST_COPY_KEY);
    return stored?.text ?? null;
  }

  /** Kept as one string: IndexedDB writes and reads it many times faster than 20,000 objects. */
  async save(text: string): Promise<void> {
    await this.store?.put(FIRST_COPY_KEY, { savedAt: new Date().toISOString(), text } satisfies Stored);
  }

  async clear(): Promise<void> {
    await this.store?.delete(FIRST_COPY_KEY);
  }
}
