// Where the profile facts a reply template fills in are kept on this device, apart from profile-facts.ts so
// that signing out (in the first screens' script) forgets them without loading the templates' code.

const KEY_PREFIX = 'roomradar-profile-facts:';

export function profileFactsKey(userId: string): string {
  return `${KEY_PREFIX}${userId}`;
}

/** Forgets every member's kept facts on this device (signing out). */
export function forgetProfileFacts(): void {
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(KEY_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
