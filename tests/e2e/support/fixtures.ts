// Test fixtures: every page is marked for the app's test hooks before any script runs, so a test
// can set the auth atom (see src/state/test-hooks.ts).
//
// A new visitor starts on Amsterdam (issue 34); the demo's listings are spread over the country, and most
// tests count them all. So a tab starts on 'All of the Netherlands' unless a test asks for a new visitor's
// own start (`test.use({ startsOnEveryCity: false })`, as first-visit.spec.ts does). Only a tab that stored
// no filters yet is set, so reloads and the app's own changes are kept.
import { test as base } from '@playwright/test';
import { AppPage } from '../pages/app-page.ts';

export const test = base.extend<{ app: AppPage; startsOnEveryCity: boolean }>({
  startsOnEveryCity: [true, { option: true }],
  // On the context, so that every tab a test opens (context.newPage()) starts so too.
  context: async ({ context, startsOnEveryCity }, use) => {
    if (startsOnEveryCity)
      await context.addInitScript(() => {
        try {
          if (window.sessionStorage.getItem('listingsFilters') === null)
            window.sessionStorage.setItem('listingsFilters', JSON.stringify({ city: 'any', cityRule: 2 }));
        } catch {
          // about:blank and opaque origins have no session storage; the app's pages do.
        }
      });
    await use(context);
  },
  app: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as Window & { __ROOMRADAR_TEST_HOOKS__?: boolean }).__ROOMRADAR_TEST_HOOKS__ = true;
    });
    await use(new AppPage(page));
  },
});

export { expect } from '@playwright/test';
