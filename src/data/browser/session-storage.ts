// The one way into session storage. Storage can be blocked (private modes, enterprise policies) or full: a
// read then finds nothing and a write or removal is dropped, so no caller has to guard its own access.

/** The stored value, or null when there is none or storage cannot be read. */
export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; a blocked or full storage drops it (the page still works for this visit). */
export function writeSessionStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage may be full or blocked; nothing depends on the value being kept.
  }
}

export function removeFromSessionStorage(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Empties this tab's session storage ('Clear Cache & Retry'). */
export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Blocked storage has nothing to clear.
  }
}
