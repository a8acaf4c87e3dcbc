// Whether the browser knows it has no network: actions that cannot work offline (payment, signing in) say so
// at once instead of failing after a timeout. `onLine` true proves nothing, so only false is trusted.
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
