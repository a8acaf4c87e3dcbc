// Who is signed in, as the UI sees it. The accounts work fills this from the Supabase session;
// until a session is known the visitor counts as signed out.
import { atom } from './store.ts';

export type AuthUser = { readonly id: string; readonly email: string; readonly firstName: string | null };

export type AuthState =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly user: AuthUser; readonly isPremium: boolean };

export const authAtom = atom<AuthState>({ status: 'signedOut' });

/** True once a user is known to be signed in. */
export const isSignedInAtom = atom((get) => get(authAtom).status === 'signedIn');
