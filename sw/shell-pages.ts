// Which page of the built app answers a navigation: the contract between the prerenderer
// (sw/prerender-pages.ts), the service worker and the local server. API paths are never the app's; a
// prerendered route has a page with its first screen; every other route gets the shell, whose empty #root
// the app fills.

/** Paths that belong to the API; a miss there is a 404, never the app shell. */
export const API_PREFIXES = ['/rest/', '/auth/v1/', '/functions/', '/realtime/', '/storage/', '/_dev/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export const PRERENDERED_ROUTES = ['/', '/listings'] as const;

export const SHELL_PAGE = 'shell.html';

/** The file a prerendered route is written to. */
export function pageFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The page that answers a navigation to `pathname`. */
export function pageForPath(pathname: string): string {
  return (PRERENDERED_ROUTES as readonly string[]).includes(pathname) ? pageFileFor(pathname) : SHELL_PAGE;
}
