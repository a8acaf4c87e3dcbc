// The app's router: generated file routes, with the 404 page rendered inside the root layout.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  notFoundMode: 'root',
  defaultPreload: 'intent',
  // Route changes scroll to the top (see ScrollToTop); restoring list positions is the listings screen's job.
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
