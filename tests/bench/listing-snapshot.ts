// Waiting, in a benchmark's browser page, until the sync worker has written its start-up snapshot of the
// listings (workers/sync/listing-snapshot.ts), so that a repeat visit measures what a returning member gets.
import type { Page } from 'playwright-core';
import { RECORDS_STORE } from '../../workers/sync/idb-record-store.ts';
import { SNAPSHOT_KEY } from '../../workers/sync/listing-snapshot.ts';
import { SYNC_RECORDS_DB } from '../../workers/sync/sync-service.ts';

async function snapshotSize(page: Page): Promise<number> {
  return page.evaluate(
    async ({ name, store, key }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name, 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore(store);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        const stored = await new Promise<{ count?: number } | undefined>((resolve, reject) => {
          const reading = database.transaction(store).objectStore(store).get(key);
          reading.onsuccess = () => resolve(reading.result as { count?: number } | undefined);
          reading.onerror = () => reject(reading.error);
        });
        return typeof stored?.count === 'number' ? stored.count : -1;
      } finally {
        database.close();
      }
    },
    { name: SYNC_RECORDS_DB, store: RECORDS_STORE, key: SNAPSHOT_KEY },
  );
}

// Polled from here: waitForFunction would take the pending promise of an async check for a truthy answer.
export async function waitForListingSnapshot(page: Page, count: number): Promise<void> {
  const started = Date.now();
  while ((await snapshotSize(page)) !== count) {
    if (Date.now() - started > 60_000) throw new Error(`The listing snapshot never held ${count} listings`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
