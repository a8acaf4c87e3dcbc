// The member's changes made on this device that the server has not confirmed yet (favorites toggled, the
// alert saved or deleted, offline or before a push went through), counted for the offline banner. The list
// lives in IndexedDB beside RxDB and is shared by the device's tabs: a change made offline is still counted
// after the app is closed and opened again, and a change made in one tab is taken off the list by whichever
// tab's push confirms it (only the leading tab replicates). Each change of the list is announced on a
// BroadcastChannel, so that every tab's banner shows the same count.
import type { IdbRecordStore } from './idb-record-store.ts';

type Change = (keys: readonly string[]) => string[];

export class PendingChanges {
  // Without an IndexedDB (tests, a browser that refuses it) the list is this tab's alone.
  private memory: string[] = [];
  private known = 0;
  private channel: BroadcastChannel | null = null;
  // This tab's changes go out one after another, each a transaction of its own.
  private saving: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: IdbRecordStore | null,
    private readonly recordKey: string,
    private readonly onCount: (count: number) => void,
  ) {}

  async load(): Promise<void> {
    if (this.store && typeof BroadcastChannel === 'function') {
      this.channel = new BroadcastChannel(`${this.store.name}:${this.recordKey}`);
      this.channel.onmessage = () => void this.refresh();
    }
    await this.refresh();
  }

  get count(): number {
    return this.known;
  }

  /** Counts a change; resolves once it is on the shared list, so that a push that follows can take it off. */
  add(key: string): Promise<void> {
    return this.update((keys) => (keys.includes(key) ? [...keys] : [...keys, key]));
  }

  /** These no longer wait: pushed, or never written. */
  done(keys: readonly string[]): Promise<void> {
    const confirmed = new Set(keys);
    return this.update((current) => current.filter((key) => !confirmed.has(key)));
  }

  /** Signing out removes the member's data from the device, and with it what was waiting. */
  async forget(): Promise<void> {
    await this.saving;
    this.memory = [];
    await this.store?.delete(this.recordKey).catch(() => undefined);
    this.report(0);
    this.channel?.postMessage('changed');
    this.close();
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
  }

  private update(change: Change): Promise<void> {
    const updating = this.saving.then(async () => {
      const next = this.store
        ? await this.store.update<string[]>(this.recordKey, (current) => change(current ?? []))
        : (this.memory = change(this.memory));
      this.report(next.length);
      this.channel?.postMessage('changed');
    });
    // A failed write costs only the count; the change itself is in RxDB.
    this.saving = updating.catch((error: unknown) => console.warn('Pending changes were not recorded', error));
    return this.saving.then(() => undefined);
  }

  private async refresh(): Promise<void> {
    const stored = this.store ? await this.store.get<string[]>(this.recordKey).catch(() => undefined) : this.memory;
    this.report(stored?.length ?? 0);
  }

  private report(count: number): void {
    this.known = count;
    this.onCount(count);
  }
}
