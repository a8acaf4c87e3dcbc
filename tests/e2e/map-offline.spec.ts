// The map offline (Chromium with the service worker): the street tiles are read by ranges and kept as
// viewed, so an area seen online is there offline and one never seen says so; 'Save the Amsterdam map for
// offline' shows its size first, a progress bar, can be cancelled and removed, says what is stored, and
// respects the browser's storage estimate; it is on the account page too.
import type { Page } from '@playwright/test';
import { statSync } from 'node:fs';
import sharp from 'sharp';
import { DEFAULT_BASEMAP_PATH, LAND_BASEMAP_PATH } from '../../src/domain/constants.ts';
import { mapScreen } from '../../src/i18n/locales/en-map.ts';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';
import { ListingsPage } from './pages/listings-page.ts';
import { createConfirmedMember } from './support/accounts.ts';

const { mapText } = mapScreen;
const CANAL_RING = { longitude: 4.8855, latitude: 52.3702, zoom: 15 };
/** The saved area as the card writes its size: both basemap files served, in MB of a million bytes. */
const SAVED_MB = (
  [DEFAULT_BASEMAP_PATH, LAND_BASEMAP_PATH].reduce((total, file) => total + statSync(`dist${file}`).size, 0) / 1e6
).toFixed(1);
const SAVED = SAVED_MB.replace('.', '\\.');

const cacheEntries = (page: Page, name: string) =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((key) => key.url), name);

/** How much the map shows: the mean spread of its screenshot's colours (a blank field is near 0). */
async function drawnDetail(map: MapPage): Promise<number> {
  const { channels } = await sharp(await map.region.screenshot()).stats();
  return channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an area viewed online is there offline, one never viewed says it is not on the device', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const map = new MapPage(page);
    await map.open(CANAL_RING);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled by the worker from this load on: the tiles in view go through it and are kept.
    await page.reload();
    await map.idle();
    await expect
      .poll(async () => (await cacheEntries(page, 'basemap-viewed')).length, { timeout: 20_000 })
      .toBeGreaterThan(2);
    const kept = await cacheEntries(page, 'basemap-viewed');
    // Ranges of the street file, not the whole file: a phone downloads what it shows (the small land
    // file beneath is kept whole).
    expect(kept.every((url) => /\/basemap\/amsterdam-streets-[\d-]+\.pmtiles\?bytes=\d+-\d+$/.test(url))).toBe(true);
    await expect
      .poll(async () => cacheEntries(page, 'basemap-saved'))
      .toEqual([expect.stringMatching(/\/basemap\/roomradar-nl\.pmtiles$/)]);

    // Any warning that the map's configuration failed is noted, however briefly its toast shows.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node.textContent?.includes('Failed to load map configuration'))
              (window as unknown as { mapConfigWarned?: boolean }).mapConfigWarned = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await context.setOffline(true);
    await page.reload();
    await map.idle();
    await expect(page.getByText(mapText.notOnDevice)).toHaveCount(0);
    // The map's configuration is the one remembered online: no warning that it failed to load.
    expect(
      await page.evaluate(() => (window as unknown as { mapConfigWarned?: boolean }).mapConfigWarned),
    ).toBeUndefined();
    // Streets, canals and names drawn, not a blank field.
    await map.region.screenshot({ path: test.info().outputPath('viewed-offline.png') });
    expect(await drawnDetail(map)).toBeGreaterThan(12);

    // A renter drags the map east, well past what was viewed.
    const box = await map.region.boundingBox();
    const [x, y] = [(box?.x ?? 0) + (box?.width ?? 0) - 60, (box?.y ?? 0) + (box?.height ?? 0) / 2];
    for (let drag = 0; drag < 5; drag += 1) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 600, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect(page.getByRole('status').filter({ hasText: mapText.notOnDevice })).toBeVisible({ timeout: 20_000 });
    await map.region.screenshot({ path: test.info().outputPath('never-viewed-offline.png') });
    const blankness = await drawnDetail(map);
    await context.setOffline(false);
    await expect(page.getByText(mapText.notOnDevice)).toHaveCount(0);
    // Back online, the tiles that failed are read again and drawn: the field is no longer blank.
    await expect.poll(() => drawnDetail(map), { timeout: 20_000 }).toBeGreaterThan(blankness + 4);
    await map.region.screenshot({ path: test.info().outputPath('never-viewed-online-again.png') });
  });
});

test.describe('saving the Amsterdam map', () => {
  test('shows the size first, a progress bar that can be cancelled, then what is stored, and removes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Under the map on a desktop; a phone's map fills the screen and saves it from the account page (below).
    await page.setViewportSize({ width: 1280, height: 900 });
    const map = new MapPage(page);
    await map.open();
    const card = page.getByRole('region', { name: mapText.offlineHeading });
    await expect(card).toContainText(new RegExp(`One download of ${SAVED} MB`));
    // Slowed to about 2 MB a second, so the download can be watched and cancelled.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 2_000_000,
      uploadThroughput: -1,
    });
    await card.getByRole('button', { name: mapText.saveMap }).click();
    const progress = card.getByRole('progressbar', { name: mapText.savingProgress });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(card).toContainText(new RegExp(`Saving the map: [\\d.]+ MB of ${SAVED} MB`));
    await card.getByRole('button', { name: mapText.cancelSave }).click();
    await expect(card.getByRole('button', { name: mapText.saveMap })).toBeVisible();
    expect(await cacheEntries(page, 'basemap-saved')).toEqual([]);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await card.getByRole('button', { name: mapText.saveMap }).click();
    await expect(card).toContainText(new RegExp(`The Amsterdam map is saved on this device: ${SAVED} MB, since`), {
      timeout: 60_000,
    });
    const saved = await cacheEntries(page, 'basemap-saved');
    expect(saved.map((url) => new URL(url).pathname).sort()).toEqual([
      '/basemap/amsterdam-streets-2021-08-06.pmtiles',
      '/basemap/roomradar-nl.pmtiles',
    ]);

    await card.getByRole('button', { name: mapText.removeSavedMap }).click();
    await expect(card.getByRole('button', { name: mapText.saveMap })).toBeVisible();
    expect(await cacheEntries(page, 'basemap-saved')).toEqual([]);
  });

  test('is refused, saying why, when the storage estimate leaves no room', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', {
        value: async () => ({ quota: 12_000_000, usage: 2_000_000 }),
      });
    });
    const map = new MapPage(page);
    await map.open();
    const card = page.getByRole('region', { name: mapText.offlineHeading });
    await card.getByRole('button', { name: mapText.saveMap }).click();
    await expect(card.getByRole('alert')).toHaveText(
      `This device has 10 MB free, not enough for the map (${SAVED_MB} MB).`,
    );
    expect(await cacheEntries(page, 'basemap-saved')).toEqual([]);
  });

  test('is offered on the account page', async ({ page, baseURL }) => {
    const member = await createConfirmedMember(baseURL ?? '', 'offline-map');
    await new ListingsPage(page).signIn(member.email, member.password);
    await page.goto('/account');
    const card = page.getByRole('region', { name: mapText.offlineHeading });
    await expect(card.getByRole('button', { name: mapText.saveMap })).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(new RegExp(`One download of ${SAVED} MB`));
  });
});
