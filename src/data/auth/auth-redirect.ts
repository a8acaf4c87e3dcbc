// What an auth link brought in the address's hash (a recovery link's type=recovery, a failed link's
// error_code), read once at start: supabase-js consumes and clears the hash when it takes the session.

export type AuthRedirect = { type: string | null; errorCode: string | null; errorDescription: string | null };

function readHash(hash: string): AuthRedirect {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    type: params.get('type'),
    errorCode: params.get('error_code'),
    errorDescription: params.get('error_description'),
  };
}

const initial =
  typeof window === 'undefined'
    ? { type: null, errorCode: null, errorDescription: null }
    : readHash(window.location.hash);
let consumed = false;

/** Whether the page was opened from an auth link (confirmation, recovery, sign-in) or a failed one. */
export function hasAuthRedirect(): boolean {
  return (
    initial.type !== null ||
    initial.errorCode !== null ||
    /access_token=/.test(typeof window === 'undefined' ? '' : window.location.hash)
  );
}

/**
 * A failed link's details when the page it leads to is not the auth page (a confirmation link opens the
 * site root or /listings), once; null when the page was not opened from a failed link.
 */
export function takeFailedAuthLink(): AuthRedirect | null {
  if (consumed || initial.errorCode === null) return null;
  consumed = true;
  return initial;
}

/** The redirect's details, once: the auth page acts on them a single time. */
export function takeAuthRedirect(): AuthRedirect | null {
  if (consumed) return null;
  consumed = true;
  return initial.type !== null || initial.errorCode !== null ? initial : null;
}
