// Waiting, in a benchmark's browser page, until the sync worker has written its start-up snapshot of the
// listings (workers/sync/listing-snapshot.ts), so that a repeat visit measures what a returning member gets.
import type { Page } from 'playwright-core';

async function snapshotSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
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
      return typeof stored?.rows === 'string' ? (JSON.parse(stored.rows) as unknown[]).length : -1;
    } finally {
      database.close();
    }
  });
}

// Polled from here: waitForFunction would take the pending promise of an async check for a truthy answer.
export async function waitForListingSnapshot(page: Page, count: number): Promise<void> {
  const started = Date.now();
  while ((await snapshotSize(page)) !== count) {
    if (Date.now() - started > 60_000) throw new Error(`The listing snapshot never held ${count} listings`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
