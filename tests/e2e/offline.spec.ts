// Offline, in Chromium with the service worker: after one visit online, the app opens, filters and
// shows listings with no network, and a deep link opened offline shows the app shell.
import { demoListings } from '../../supabase/seed/demo-listings.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.use({ serviceWorkers: 'allow' });

test('after one visit online, the listings, filters and a deep link work offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount(demoListings.length);
  // The worker has installed and precached the shell once it is ready.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await listings.expectCount(demoListings.length);
  await listings.setMaxRent('700');
  await listings.expectCount(demoListings.filter((listing) => listing.rent !== null && listing.rent <= 700).length);

  const listing = demoListings[3];
  await page.goto('/listing/4');
  await expect(page.getByRole('heading', { level: 1, name: listing?.title ?? '' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorites' })).toBeVisible();
  await context.setOffline(false);
});

test('API paths are never answered from the cache', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  const status = await page.evaluate(async () => {
    try {
      const response = await fetch('/rest/v1/full_details_housing?select=id');
      return response.status;
    } catch {
      return 'network error';
    }
  });
  expect(status).toBe('network error');
  await context.setOffline(false);
});
