import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { databasePrefix, holdsNoListings, listingsDatabaseName } from './listings-database.ts';

/** Creates an empty IndexedDB database of this name. */
async function create(factory: IDBFactory, name: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('the listings database', () => {
  it('is named by a prefix of safe characters', () => {
    expect(databasePrefix()).toBe('roomradar');
    expect(listingsDatabaseName(databasePrefix('Device #2'))).toBe('device--2-listings');
  });

  it("is held once RxDB's storage created it under any schema version, and only under this prefix", async () => {
    const factory = new IDBFactory();
    expect(await holdsNoListings(factory, 'roomradar')).toBe(true);
    await create(factory, 'rxdb-dexie-other-listings--2--listings');
    await create(factory, 'roomradar-sync-records');
    expect(await holdsNoListings(factory, 'roomradar')).toBe(true);
    await create(factory, 'rxdb-dexie-roomradar-listings--1--listings');
    expect(await holdsNoListings(factory, 'roomradar')).toBe(false);
  });

  it('counts as held where the browser cannot list its databases', async () => {
    expect(await holdsNoListings(undefined, 'roomradar')).toBe(false);
    const withoutListing = { open: () => undefined } as unknown as IDBFactory;
    expect(await holdsNoListings(withoutListing, 'roomradar')).toBe(false);
  });
});
