// Test fixtures: every page is marked for the app's test hooks before any script runs, so a test
// can set the auth atom (see src/state/test-hooks.ts).
import { test as base } from '@playwright/test';
import { AppPage } from '../pages/app-page.ts';

export const test = base.extend<{ app: AppPage }>({
  app: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as Window & { __ROOMRADAR_TEST_HOOKS__?: boolean }).__ROOMRADAR_TEST_HOOKS__ = true;
    });
    await use(new AppPage(page));
  },
});

export { expect } from '@playwright/test';
