// The member's changes made on this device that the server has not confirmed yet (favorites toggled, the
// alert saved or deleted, offline or before a push went through), counted for the offline banner. Kept in
// IndexedDB beside RxDB, so a change made offline is still counted after the app is closed and opened
// again; a push that succeeds takes its documents off the list.
import type { IdbRecordStore } from './idb-record-store.ts';

export class PendingChanges {
  private readonly keys = new Set<string>();
  // Writes go out one after another, so the stored list is never older than the one before it.
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: IdbRecordStore | null,
    private readonly recordKey: string,
    private readonly onCount: (count: number) => void,
  ) {}

  async load(): Promise<void> {
    const stored = (await this.store?.get<string[]>(this.recordKey).catch(() => undefined)) ?? [];
    for (const key of stored) this.keys.add(key);
    this.onCount(this.keys.size);
  }

  get count(): number {
    return this.keys.size;
  }

  add(key: string): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.changed();
  }

  /** These no longer wait: pushed, or never written. */
  done(keys: readonly string[]): void {
    const before = this.keys.size;
    for (const key of keys) this.keys.delete(key);
    if (this.keys.size !== before) this.changed();
  }

  /** Signing out removes the member's data from the device, and with it what was waiting. */
  async forget(): Promise<void> {
    this.keys.clear();
    this.onCount(0);
    await this.saving;
    await this.store?.delete(this.recordKey).catch(() => undefined);
  }

  private changed(): void {
    this.onCount(this.keys.size);
    const snapshot = [...this.keys];
    this.saving = this.saving.then(() => this.store?.put(this.recordKey, snapshot)).catch((error: unknown) => console.warn('Pending changes were not recorded', error));
  }
}
