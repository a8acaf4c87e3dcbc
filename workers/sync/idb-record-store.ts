// A small key-value store in an IndexedDB database of its own, for the sync worker's bookkeeping beside
// RxDB (the listing snapshot, the member's changes waiting to be pushed). Plain IndexedDB: these are a few
// small records.

export const RECORDS_STORE = 'records';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

export class IdbRecordStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(
    readonly name: string,
    private readonly factory: IDBFactory,
  ) {}

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const opening = this.factory.open(this.name, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(RECORDS_STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
      opening.onblocked = () => reject(new Error(`${this.name} is blocked by another tab`));
    });
    return this.database;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const database = await this.open();
    return (await request(database.transaction(RECORDS_STORE).objectStore(RECORDS_STORE).get(key))) as T | undefined;
  }

  async put(key: string, value: unknown): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction(RECORDS_STORE, 'readwrite');
    transaction.objectStore(RECORDS_STORE).put(value, key);
    await this.committed(transaction);
  }

  /**
   * Reads a record and writes `change` of it in one transaction, so that two tabs changing the same record
   * at once both count (IndexedDB runs overlapping read-write transactions one after the other).
   */
  async update<T>(key: string, change: (current: T | undefined) => T): Promise<T> {
    const database = await this.open();
    const transaction = database.transaction(RECORDS_STORE, 'readwrite');
    const records = transaction.objectStore(RECORDS_STORE);
    let next: T | undefined;
    const reading = records.get(key);
    reading.onsuccess = () => {
      next = change(reading.result as T | undefined);
      records.put(next, key);
    };
    await this.committed(transaction);
    return next as T;
  }

  /** Resolves once a read-write transaction is on disk; rejects when it failed or was aborted. */
  private committed(transaction: IDBTransaction): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error(`${this.name} was not written`));
    });
  }

  async delete(key: string): Promise<void> {
    const database = await this.open();
    await request(database.transaction(RECORDS_STORE, 'readwrite').objectStore(RECORDS_STORE).delete(key));
  }

  close(): void {
    void this.database?.then((database) => database.close()).catch(() => undefined);
    this.database = null;
  }
}
