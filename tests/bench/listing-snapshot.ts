// Waiting, in a benchmark's browser page, until the sync worker has written its start-up snapshot of the
// listings (workers/sync/listing-snapshot.ts), so that a repeat visit measures what a returning member gets.
import type { Page } from 'playwright-core';

export async function waitForListingSnapshot(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    async (expected) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('roomradar-sync-records', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('records');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        const stored = await new Promise<{ rows?: string } | undefined>((resolve, reject) => {
          const reading = database.transaction('records').objectStore('records').get('listings');
          reading.onsuccess = () => resolve(reading.result as { rows?: string } | undefined);
          reading.onerror = () => reject(reading.error);
        });
        return typeof stored?.rows === 'string' && (JSON.parse(stored.rows) as unknown[]).length === expected;
      } finally {
        database.close();
      }
    },
    count,
    { timeout: 60_000, polling: 500 },
  );
}
