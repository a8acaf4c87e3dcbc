// The app's router: generated file routes, with the 404 page rendered inside the root layout.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/** The app's router over `history` (the browser's by default; the prerenderer passes one in memory). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    // Route changes scroll to the top (see ScrollToTop); restoring list positions is the listings screen's job.
    scrollRestoration: false,
    ...(history ? { history, isServer: true } : {}),
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
