// End-to-end tests set the auth atom directly to check signed-in screens before the accounts work exists.
// The hook is installed only when the test runner marks the page before the app starts; it changes
// nothing but what this one page shows, which a visitor could do with the browser's tools anyway:
// every piece of data stays behind the server's row-level security.
import { appStore } from './store.ts';
import { authAtom, type AuthState } from './auth.ts';

declare global {
  interface Window {
    __ROOMRADAR_TEST_HOOKS__?: boolean;
    roomradarTest?: { setAuth(state: AuthState): void };
  }
}

export function installTestHooks(target: Window): void {
  if (target.__ROOMRADAR_TEST_HOOKS__ !== true) return;
  target.roomradarTest = { setAuth: (state) => appStore.set(authAtom, state) };
}
