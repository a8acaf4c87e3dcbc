// Authentication: the session (it lives in the main thread, ARCHITECTURE.md) and the calls that change it.
// supabase-js is loaded on first use so that the landing route stays small.
import { currentLanguage } from '../../i18n/i18n.ts';
import { saveProfileLanguage } from '../account/profile-language.ts';
import type { Session } from '@supabase/supabase-js';
import { PROFILE_FETCH_DELAY_MS, SESSION_KEYS } from '../../domain/constants.ts';
import { appStore } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { dataWorkers } from '../workers/data-workers.ts';
import { supabaseClient } from '../backend/lazy-supabase.ts';
import { forgetProfileFacts } from '../account/profile-facts-storage.ts';
// The member's own readers load when a member is there (a moment after the auth event), not with the first
// screen's script that every new visitor waits for.
const profileClient = () => import('../account/profile-client.ts');
const subscriptionClient = () => import('../account/subscription-client.ts');
const favoritePhotos = () => import('../browser/favorite-photos.ts');

export type SignUpPayload = { email: string; password: string; firstName: string };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Hands the session to the sync worker; a failing data layer must not block signing in or out. */
function shareSessionWithSync(session: Session | null): void {
  void dataWorkers()
    .then((workers) =>
      workers.sync.setSession(session ? { userId: session.user.id, accessToken: session.access_token } : null),
    )
    .catch((error: unknown) => console.warn('The sync worker did not take the session', error));
}

let detailsTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * An e-mail change confirmed through the mailed link (often in another tab) reaches this session only with
 * its next token. When the server already knows a newer address, the session is refreshed now; the refresh
 * brings the new address and reads the details again.
 */
async function emailChangedElsewhere(email: string): Promise<boolean> {
  try {
    const client = await supabaseClient();
    const { data } = await client.auth.getUser();
    if (!data.user?.email || data.user.email === email) return false;
    await client.auth.refreshSession();
    return true;
  } catch {
    // Offline or the server unreachable: the session's address stands until the next check.
    return false;
  }
}

/** Reads the profile and checks the subscription of whoever is signed in now, and shows what it found. */
export async function refreshMemberDetails(): Promise<void> {
  const auth = appStore.get(authAtom);
  if (auth.status !== 'signedIn') return;
  const { id, email } = auth.user;
  if (await emailChangedElsewhere(email)) return;
  const [{ fetchFirstName }, { checkSubscription }] = await Promise.all([profileClient(), subscriptionClient()]);
  const [firstName, isPremium] = await Promise.all([
    fetchFirstName(id).catch(() => auth.user.firstName),
    checkSubscription(id, email),
  ]);
  const now = appStore.get(authAtom);
  if (now.status !== 'signedIn' || now.user.id !== id) return;
  appStore.set(authAtom, { ...now, user: { ...now.user, firstName }, isPremium });
}

function applySession(session: Session | null): void {
  shareSessionWithSync(session);
  clearTimeout(detailsTimer);
  if (!session) {
    appStore.set(authAtom, { status: 'signedOut' });
    return;
  }
  const metadata = session.user.user_metadata as { first_name?: unknown };
  const previous = appStore.get(authAtom);
  const sameMember = previous.status === 'signedIn' && previous.user.id === session.user.id;
  appStore.set(authAtom, {
    status: 'signedIn',
    user: {
      id: session.user.id,
      email: session.user.email ?? '',
      firstName: sameMember
        ? previous.user.firstName
        : typeof metadata.first_name === 'string'
          ? metadata.first_name
          : null,
    },
    // A token refresh keeps what was known; a new member is free until the check says otherwise.
    isPremium: sameMember ? previous.isPremium : false,
  });
  // The profile and the subscription are read a moment after the auth event (product spec section 4).
  detailsTimer = setTimeout(() => void refreshMemberDetails(), PROFILE_FETCH_DELAY_MS);
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
  (await supabaseClient()).auth.onAuthStateChange((event, session) => {
    // A token refresh changes nothing the UI shows unless it brings a new address (an e-mail change confirmed
    // elsewhere); every other event is a new or changed member.
    const current = appStore.get(authAtom);
    if (event === 'TOKEN_REFRESHED' && current.status === 'signedIn' && current.user.email === session?.user.email)
      shareSessionWithSync(session);
    else applySession(session);
  });
}

/** Restores the stored session at start and follows every later change (sign-in, refresh, sign-out). */
export async function restoreSession(): Promise<void> {
  try {
    const supabase = await supabaseClient();
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
    const { error } = await (
      await supabaseClient()
    ).auth.signUp({
      email: payload.email,
      password: payload.password,
      options: {
        emailRedirectTo: `${window.location.origin}${redirectPath}`,
        data: { first_name: payload.firstName, language: currentLanguage() },
      },
    });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

export type SignInResult = { error: string } | { error: null; needsOnboarding: boolean };

/**
 * Signs in with e-mail and password. A member without a saved alert gets the session flag needsOnboarding,
 * which sends them to /onboarding; a failed check of the alert is ignored.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  try {
    const { data, error } = await (await supabaseClient()).auth.signInWithPassword({ email, password });
    if (error) return { error: error.message };
    applySession(data.session);
    await followAuthChanges();
    // The language a member signs in with is the one their mails come in (the last device used decides);
    // best effort: a failure leaves the profile's language as it was.
    if (data.user)
      void saveProfileLanguage(data.user.id, currentLanguage()).then(
        (problem) => problem && console.warn('Saving the language on the profile failed', problem),
      );
    const user = data.user;
    const needsOnboarding = user
      ? !(await profileClient()
          .then(({ hasSavedAlert }) => hasSavedAlert(user.id))
          .catch(() => true))
      : false;
    if (needsOnboarding) window.sessionStorage.setItem(SESSION_KEYS.needsOnboarding, 'true');
    return { error: null, needsOnboarding };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** Leaves for the identity provider (Google; the local stand-in in supabase/local), back to /auth?check-onboarding=true. */
export async function signInWithGoogle(): Promise<string | null> {
  try {
    const { error } = await (
      await supabaseClient()
    ).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/auth?check-onboarding=true` },
    });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

/** Sets a new password for the member signed in by a recovery link. */
export async function setNewPassword(password: string): Promise<string | null> {
  try {
    const { error } = await (await supabaseClient()).auth.updateUser({ password });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

/** Mails a password-reset link that leads back to /auth. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  try {
    const { error } = await (
      await supabaseClient()
    ).auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth` });
    return error ? error.message : null;
  } catch (error) {
    return errorText(error);
  }
}

/** Ends the session on this device and on the server. */
export async function signOut(): Promise<void> {
  const auth = appStore.get(authAtom);
  if (auth.status === 'signedIn') {
    // Pushes stop with the session: the server forgets this device while the session still allows it.
    await (await import('../push/push-device.ts')).forgetThisDeviceForPush({ onServer: true }).catch(() => undefined);
    const { error } = await (await supabaseClient()).auth.signOut();
    if (error) throw error;
  }
  await signOutLocally();
}

/** Forgets the member on this device: their favorites, alert and profile facts leave it, and the UI shows signed out. */
export async function signOutLocally(): Promise<void> {
  clearTimeout(detailsTimer);
  try {
    await (await supabaseClient()).auth.signOut({ scope: 'local' });
  } catch {
    // The stored session is removed with the local sign-out; nothing else is left to undo.
  }
  shareSessionWithSync(null);
  // No more pushes here for a member who is not signed in here (the server drops the device at its next push).
  void import('../push/push-device.ts')
    .then(({ forgetThisDeviceForPush }) => forgetThisDeviceForPush({ onServer: false }))
    .catch(() => undefined);
  // Their favorites' photos leave with the favorites.
  void favoritePhotos()
    .then(({ keepFavoritePhotos }) => keepFavoritePhotos([]))
    .catch(() => undefined);
  // The facts reply templates were filled with on this device go too.
  forgetProfileFacts();
  window.sessionStorage.removeItem(SESSION_KEYS.needsOnboarding);
  appStore.set(authAtom, { status: 'signedOut' });
}
