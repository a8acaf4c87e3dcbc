// Offline, in Chromium with the service worker: after one visit online, the app opens, filters and
// shows listings with no network, the map draws the basemap area it showed from the cache, and a deep link opened offline
// shows the app shell.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { createConfirmedMember, serverFavoriteIds } from './support/accounts.ts';
import { countWithRentUpTo, uniquelyTitled, visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';
import { ListingsPage } from './pages/listings-page.ts';
import { MapPage } from './pages/map-page.ts';

test.use({ serviceWorkers: 'allow' });

/**
 * Once the device holds every listing and the worker has installed and precached the shell: the network
 * goes, and the page loads again.
 */
async function reloadOffline(
  page: Page,
  context: BrowserContext,
  listings: ListingsPage,
  count: number,
): Promise<void> {
  await listings.expectCount(count);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await listings.expectCount(count);
}

test('after one visit online, the listings, filters and a deep link work offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const visible = await visibleListings();
  const listings = new ListingsPage(page);
  await listings.open();
  await reloadOffline(page, context, listings, visible.length);
  // A run that crosses midnight synced yesterday, which the banner tells by its date.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    /last synced (today|\d{1,2} [A-Z][a-z]{2}) at \d\d:\d\d\./,
  );
  await listings.setMaxRent('700');
  await listings.expectCount(await countWithRentUpTo(700));

  const listing = visible[3];
  await page.goto(`/listing/${listing?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing?.title ?? '' })).toBeVisible({ timeout: 15_000 });
  // A listing this device never synced (a link a friend sent) says so at once, offline.
  const askedAt = Date.now();
  await page.goto('/listing/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - askedAt).toBeLessThan(2_000 + 1_000);
  await expect(page.getByText('This listing is not on this device')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorites' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
});

test('after a visit to the map online, the map and its basemap work offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const total = (await visibleListings()).length;
  const map = new MapPage(page);
  // The whole country in view (the map starts on Amsterdam): every listing is counted by a marker in it.
  await map.open({ longitude: 5.3, latitude: 52.2, zoom: 7 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled by the worker from this load on: the basemap's ranges go through it and are kept as read.
  await page.reload();
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect.poll(() => map.markerSum(), { timeout: 20_000 }).toBe(total);
  await map.idle();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('basemap-viewed')).keys()).length), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect.poll(() => map.markerSum(), { timeout: 20_000 }).toBe(total);
  // The area viewed online is drawn from what the worker kept: no part of it is missing.
  await map.idle();
  await expect(page.getByText('this part of the map is not on this device')).toHaveCount(0);
  await context.setOffline(false);
});

test('a favorite saved offline survives reloads, is counted as waiting, and reaches the server when back online', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visible = await visibleListings();
  const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
  const chosen = visible.slice(0, 8).find((listing) => unique.has(listing.id));
  expect(chosen).toBeDefined();
  const member = await createConfirmedMember(baseURL ?? '', 'pwa-offline');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await listings.open();
  await reloadOffline(page, context, listings, visible.length);
  await listings.favoriteButton(chosen?.title ?? '').click();
  await expect(app.toast('Added to favorites')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText('1 change is waiting to sync');
  // Still there, and still waiting, after the app is opened again without a network.
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: '1 favorite listing' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: chosen?.title ?? '' })).toBeVisible();
  await expect(banner).toContainText('1 change is waiting to sync');
  expect(await serverFavoriteIds(baseURL ?? '', member.email)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => serverFavoriteIds(baseURL ?? '', member.email), { timeout: 20_000 })
    .toEqual([chosen?.id]);
});

test('two tabs show the same waiting changes, and a push by either clears them in both', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visible = await visibleListings();
  const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
  const chosen = visible.slice(0, 8).find((listing) => unique.has(listing.id));
  const member = await createConfirmedMember(baseURL ?? '', 'pwa-two-tabs');
  const first = new ListingsPage(page);
  await first.signIn(member.email, member.password);
  await first.open();
  await first.expectCount(visible.length);
  const secondPage = await context.newPage();
  const second = new ListingsPage(secondPage);
  await second.open();
  await second.expectCount(visible.length);

  await context.setOffline(true);
  await second.favoriteButton(chosen?.title ?? '').click();
  const bannerOf = (tab: Page) => tab.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(bannerOf(secondPage)).toContainText('1 change is waiting to sync');
  await expect(bannerOf(page)).toContainText('1 change is waiting to sync');

  await context.setOffline(false);
  await expect
    .poll(async () => serverFavoriteIds(baseURL ?? '', member.email), { timeout: 20_000 })
    .toEqual([chosen?.id]);
  await context.setOffline(true);
  for (const tab of [page, secondPage]) {
    await expect(bannerOf(tab)).toBeVisible();
    await expect(bannerOf(tab)).not.toContainText('waiting to sync');
  }
  await context.setOffline(false);
});

test('signing in and creating an account say at once that they need the network', async ({ page, context, app }) => {
  const listings = new ListingsPage(page);
  await listings.open();
  await reloadOffline(page, context, listings, (await visibleListings()).length);
  const auth = new AuthPage(page);
  await auth.signIn('renter@example.com', 'a-long-password');
  await expect(app.toast('You Are Offline')).toContainText('Signing in needs an internet connection.');
  await expect(page).toHaveURL(/\/auth$/);
  await auth.signUp('Sam', 'sam@example.com', 'a-long-password-1');
  await expect(app.toast('You Are Offline').filter({ hasText: 'Creating an account' })).toBeVisible();
  await context.setOffline(false);
});

test('a member who tries to pay offline is told at once, and no checkout tab opens', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  const member = await createConfirmedMember(baseURL ?? '', 'pwa-pay');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await listings.open();
  await reloadOffline(page, context, listings, (await visibleListings()).length);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(app.toast('You Are Offline')).toContainText('Payments need an internet connection.');
  expect(context.pages()).toHaveLength(1);
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

test('Chrome reports no installability errors', async ({ playwright, baseURL }) => {
  // Chrome never offers to install from an incognito profile, which is what test contexts are; this
  // check runs in a persistent profile of its own.
  const profile = await mkdtemp(path.join(tmpdir(), 'roomradar-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'RoomRadar', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
