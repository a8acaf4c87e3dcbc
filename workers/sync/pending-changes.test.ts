import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { IdbRecordStore } from './idb-record-store.ts';
import { PendingChanges } from './pending-changes.ts';

describe('PendingChanges', () => {
  it('counts each document once until its push is done, and remembers the rest across visits', async () => {
    const store = new IdbRecordStore('pending-unit', new IDBFactory());
    const counts: number[] = [];
    const first = new PendingChanges(store, 'pending-member', (count) => counts.push(count));
    await first.load();
    await first.add('favorites:a');
    await first.add('favorites:a');
    await first.add('alert:b');
    await first.add('favorites:c');
    await first.done(['favorites:a', 'favorites:unknown']);
    expect(first.count).toBe(2);
    expect(counts).toEqual([0, 1, 1, 2, 3, 2]);
    first.close();

    const again = new PendingChanges(store, 'pending-member', () => undefined);
    await again.load();
    expect(again.count).toBe(2);
    await again.forget();
    const afterSignOut = new PendingChanges(store, 'pending-member', () => undefined);
    await afterSignOut.load();
    expect(afterSignOut.count).toBe(0);
    afterSignOut.close();
    store.close();
  });

  it("is one list for the device's tabs: a push in the leading tab clears a change made in another, and both show it", async () => {
    const factory = new IDBFactory();
    const leaderStore = new IdbRecordStore('pending-tabs', factory);
    const otherStore = new IdbRecordStore('pending-tabs', factory);
    const leaderCounts: number[] = [];
    const otherCounts: number[] = [];
    const leader = new PendingChanges(leaderStore, 'pending-member', (count) => leaderCounts.push(count));
    const other = new PendingChanges(otherStore, 'pending-member', (count) => otherCounts.push(count));
    await leader.load();
    await other.load();

    // Both tabs at once: neither change is lost.
    await Promise.all([other.add('favorites:1'), leader.add('favorites:2')]);
    await vi.waitFor(() => expect([leader.count, other.count]).toEqual([2, 2]));

    // Only the leader pushes; the other tab's change goes off the list too, and its banner follows.
    await leader.done(['favorites:1', 'favorites:2']);
    await vi.waitFor(() => expect(other.count).toBe(0));
    expect(leader.count).toBe(0);
    expect(otherCounts.at(-1)).toBe(0);
    leader.close();
    other.close();
    leaderStore.close();
    otherStore.close();
  });

  it('counts in memory where there is no IndexedDB', async () => {
    const pending = new PendingChanges(null, 'pending-member', () => undefined);
    await pending.load();
    await pending.add('favorites:a');
    expect(pending.count).toBe(1);
    await pending.done(['favorites:a']);
    expect(pending.count).toBe(0);
  });
});
