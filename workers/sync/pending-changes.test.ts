import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbRecordStore } from './idb-record-store.ts';
import { PendingChanges } from './pending-changes.ts';

describe('PendingChanges', () => {
  it('counts each document once until its push is done, and remembers the rest across visits', async () => {
    const store = new IdbRecordStore('pending-unit', new IDBFactory());
    const counts: number[] = [];
    const first = new PendingChanges(store, 'pending-member', (count) => counts.push(count));
    await first.load();
    first.add('favorites:a');
    first.add('favorites:a');
    first.add('alert:b');
    first.add('favorites:c');
    first.done(['favorites:a', 'favorites:unknown']);
    expect(first.count).toBe(2);
    expect(counts).toEqual([0, 1, 2, 3, 2]);
    // Written in order: the last list is what the next visit finds.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const again = new PendingChanges(store, 'pending-member', () => undefined);
    await again.load();
    expect(again.count).toBe(2);
    await again.forget();
    const afterSignOut = new PendingChanges(store, 'pending-member', () => undefined);
    await afterSignOut.load();
    expect(afterSignOut.count).toBe(0);
    store.close();
  });

  it('counts in memory where there is no IndexedDB', async () => {
    const pending = new PendingChanges(null, 'pending-member', () => undefined);
    await pending.load();
    pending.add('favorites:a');
    expect(pending.count).toBe(1);
  });
});
