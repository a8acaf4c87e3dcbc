// Test fixtures: every page is marked for the app's test hooks before any script runs, so a test
// can set the auth atom (see src/state/test-hooks.ts).
//
// A new visitor starts on Amsterdam (issue 34); the demo's listings are spread over the country, and most
// tests count them all. So a tab starts on 'All of the Netherlands' unless a test asks for a new visitor's
// own start (`test.use({ startsOnEveryCity: false })`, as first-visit.spec.ts does). Only a tab that stored
// no filters yet is set, so reloads and the app's own changes are kept.
import { test as base, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
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
    keepOfflineAcrossNavigations(context);
    await use(context);
  },
  app: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as Window & { __ROOMRADAR_TEST_HOOKS__?: boolean }).__ROOMRADAR_TEST_HOOKS__ = true;
    });
    await use(new AppPage(page));
  },
});

const networkConditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

// Debian's Chromium 150 keeps an offline context's requests failing across a navigation but gives the new
// document `navigator.onLine === true` (a reload served by the service worker, a goto, a new tab): the
// emulation Playwright sets once per tab reaches only the document that was open then. The app trusts only
// `onLine === false` (src/data/browser/network.ts), as a phone's browser reports it, so each document a tab
// opens while the context is offline is told again, through the tab's own DevTools session (requests never
// get a moment online, as they would if setOffline were toggled), and back online that session lets go too.
function keepOfflineAcrossNavigations(context: BrowserContext): void {
  let offline = false;
  const sessions = new Map<Page, Promise<CDPSession>>();
  const tell = async (page: Page, isOffline: boolean) => {
    let session = sessions.get(page);
    if (!session) sessions.set(page, (session = context.newCDPSession(page)));
    await (await session).send('Network.emulateNetworkConditions', networkConditions(isOffline));
  };
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    if (!value)
      await Promise.all([...sessions.keys()].filter((page) => !page.isClosed()).map((page) => tell(page, false)));
    await setOffline(value);
  };
  const follow = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (!offline || frame !== page.mainFrame()) return;
      tell(page, true).catch(() => {
        // The tab closed while it navigated: there is no document left to tell.
      });
    });
  };
  context.pages().forEach(follow);
  context.on('page', follow);
}

export { expect } from '@playwright/test';
