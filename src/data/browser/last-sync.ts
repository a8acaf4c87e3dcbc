// The time of the last sync on this device, kept in local storage across visits so that an offline start
// can tell it (the offline banner); the data workers' status reports write it.
const LAST_SYNC_KEY = 'lastSyncedAt';

export function storedLastSync(): string | null {
  try {
    return window.localStorage.getItem(LAST_SYNC_KEY);
  } catch {
    return null;
  }
}

export function rememberLastSync(iso: string): void {
  try {
    window.localStorage.setItem(LAST_SYNC_KEY, iso);
  } catch {
    // Storage full or blocked: the banner then says less, nothing else depends on it.
  }
}
