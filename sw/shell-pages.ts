// Which page of the built app answers a navigation: the contract between the prerenderer
// (sw/prerender-pages.ts), the service worker and the local server. A prerendered route has a page with
// its first screen; every other route gets the shell, whose empty #root the app fills.

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
