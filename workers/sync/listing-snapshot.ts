// A compact copy of every listing on the device in one IndexedDB record, for a fast start: RxDB needs about
// a second and a half to read 20,000 full documents (their post texts included) on a phone-class CPU, the
// snapshot a tenth of that. It is a cache, never the truth: the sync service starts from it and then
// reconciles with RxDB. It holds no post texts and no links to original posts (those stay in RxDB, where
// only a Premium session's pull puts them).
import type { ListingRow } from '../../src/domain/listings/listing.ts';

const STORE = 'snapshot';
const KEY = 'listings';
/** Raised when the shape of a stored row changes; an older snapshot is then ignored. */
const FORMAT = 1;

type Stored = { format: number; savedAt: string; rows: string };

/** What the query worker needs of a listing: everything but the post's text. */
export function indexedRow(row: ListingRow): ListingRow {
  const { text_post: _text, ...rest } = row;
  return rest;
}

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

export class ListingSnapshot {
  private database: Promise<IDBDatabase> | null = null;

  constructor(
    private readonly name: string,
    private readonly factory: IDBFactory,
  ) {}

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const opening = this.factory.open(this.name, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
      opening.onblocked = () => reject(new Error('The listing snapshot is blocked by another tab'));
    });
    return this.database;
  }

  /** The stored rows, or null when there is no snapshot (or one in an older format). */
  async read(): Promise<ListingRow[] | null> {
    const database = await this.open();
    const stored = (await request(database.transaction(STORE).objectStore(STORE).get(KEY))) as Stored | undefined;
    if (!stored || stored.format !== FORMAT) return null;
    // One string parses several times faster than IndexedDB revives 20,000 objects.
    return JSON.parse(stored.rows) as ListingRow[];
  }

  async write(rows: Iterable<ListingRow>): Promise<void> {
    // The link's key stays (as null), so that a row compares equal to the device's for anyone not Premium.
    const kept = [...rows].map((row) => ('url_post' in row ? { ...row, url_post: null } : row));
    const stored: Stored = { format: FORMAT, savedAt: new Date().toISOString(), rows: JSON.stringify(kept) };
    const database = await this.open();
    const transaction = database.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(stored, KEY);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('The listing snapshot was not saved'));
    });
  }

  async clear(): Promise<void> {
    const database = await this.open();
    await request(database.transaction(STORE, 'readwrite').objectStore(STORE).delete(KEY));
  }

  close(): void {
    void this.database?.then((database) => database.close()).catch(() => undefined);
    this.database = null;
  }
}
