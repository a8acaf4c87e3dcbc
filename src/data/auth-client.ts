// The UI's door to authentication. Sessions live in the main thread (ARCHITECTURE.md). supabase-js is
// loaded on first use so that the landing route stays small.
import type { Session } from '@supabase/supabase-js';
import { appStore } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';
import { dataWorkers } from './data-workers.ts';

export type SignUpPayload = { email: string; password: string; firstName: string };

async function client() {
  return (await import('./supabase.ts')).supabase;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Hands the session to the sync worker; a failing data layer must not block signing in or out. */
function shareSessionWithSync(session: Session | null): void {
  void dataWorkers()
    .then((workers) => workers.sync.setSession(session ? { userId: session.user.id, accessToken: session.access_token } : null))
    .catch((error: unknown) => console.warn('The sync worker did not take the session', error));
}

function applySession(session: Session | null): void {
  shareSessionWithSync(session);
  if (!session) {
    appStore.set(authAtom, { status: 'signedOut' });
    return;
  }
  const metadata = session.user.user_metadata as { first_name?: unknown };
  appStore.set(authAtom, {
    status: 'signedIn',
    user: {
      id: session.user.id,
      email: session.user.email ?? '',
      firstName: typeof metadata.first_name === 'string' ? metadata.first_name : null,
    },
    isPremium: false,
  });
}

/** Whether supabase-js left a session in local storage, so the app can wait for it instead of flashing signed out. */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    return false;
  }
}

let isFollowingAuth = false;

/** Follows every later change of the session (token refresh above all), once per page. */
async function followAuthChanges(): Promise<void> {
  if (isFollowingAuth) return;
  isFollowingAuth = true;
  (await client()).auth.onAuthStateChange((_event, session) => applySession(session));
}

/** Restores the stored session at start and follows every later change (sign-in, refresh, sign-out). */
export async function restoreSession(): Promise<void> {
  try {
    const supabase = await client();
    const { data } = await supabase.auth.getSession();
    applySession(data.session);
    await followAuthChanges();
  } catch (error) {
    console.warn('The stored session could not be restored', error);
    applySession(null);
  }
}

/** Creates an account; resolves to the server's error message, or null on success. */
export async function signUp(payload: SignUpPayload, redirectPath = '/'): Promise<string | null> {
  try {
    const { error } = await (await client()).auth.signUp({
      email: payload.email,
      password: payload.password,
      options: { emailRedirectTo: `${window.location.origin}${redirectPath}`, data: { first_name: payload.firstName } },
    });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

/** Signs in with e-mail and password; resolves to the server's error message, or null on success. */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
    if (error) return error.message;
    applySession(data.session);
    await followAuthChanges();
    return null;
  } catch (error) {
    return errorText(error);
  }
}

/** Mails a password-reset link that leads back to /auth. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  try {
    const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth` });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

/** Ends the session on this device and on the server. */
export async function signOut(): Promise<void> {
  const auth = appStore.get(authAtom);
  if (auth.status === 'signedIn') {
    const { error } = await (await client()).auth.signOut();
    if (error) throw error;
  }
  // Signing out removes the member's favorites and alert from this device.
  shareSessionWithSync(null);
  appStore.set(authAtom, { status: 'signedOut' });
}
