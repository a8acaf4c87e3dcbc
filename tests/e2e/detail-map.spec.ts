// In the data-changing project: it ingests a post that names its street (playwright.config.ts).
// The detail page's small map of where the room is (issue 35 item 3), at 390 and 1280 px: a listing the post
// places only by its neighbourhood shows the soft area of the map of /listings labelled "Somewhere in De
// Pijp" and never a pin; a street-precise one shows its pin. The map is named for screen readers in both
// languages, shows the street data's credit, logs no error, and keeps the page free of serious axe findings.
// MapLibre's code loads only once the map scrolls near; a one-finger drag over it scrolls the page on a
// phone; offline, a part never stored says the map is not available there. The screens are kept
// (tests/e2e/artifacts/detail-map/, committed for review).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { summarizeListing } from '../../src/domain/listings/listing-summary.ts';
import { approximateAreaName } from '../../src/domain/listings/place-wording.ts';
import { test, expect } from './support/fixtures.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { visibleListings, type DemoListing } from './support/demo-data.ts';
import { ingestPost, type IngestedListing } from './support/ingest.ts';
import { DetailMapPage } from './pages/detail-map-page.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/detail-map');
const WIDTHS = [390, 1280] as const;
const STREET_POST =
  'Kamer aan de Albert Cuypstraat in De Pijp, Amsterdam. 16 m2, €910 per maand inclusief g/w/e, per direct beschikbaar.';

async function keep(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The errors the page logs; a photo's host cannot be reached from here, which is the network's doing. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A demo listing the post places only in De Pijp. */
async function somewhereInDePijp(): Promise<DemoListing> {
  const listing = (await visibleListings()).find(
    (candidate) =>
      candidate.geocode_precision === 'neighbourhood' && approximateAreaName(summarizeListing(candidate)) === 'De Pijp',
  );
  if (!listing) throw new Error('the demo data has no listing placed only in De Pijp');
  return listing;
}

let street: Promise<IngestedListing> | null = null;

/** The street post, ingested once for this file. */
function streetListing(baseURL: string | undefined): Promise<IngestedListing> {
  street ??= ingestPost(baseURL ?? '', STREET_POST, 'detail-map-street');
  return street;
}

for (const width of WIDTHS) {
  test.describe(`the detail page's map at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width === 390 ? 844 : 900 }));

    test('a listing placed by its neighbourhood shows its area, "Somewhere in De Pijp", never a pin', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = consoleErrors(page);
      const listing = await somewhereInDePijp();
      const detail = new DetailMapPage(page);
      await detail.open(listing.id);
      await detail.show();
      await expect(detail.named('Map of where this room is: Somewhere in De Pijp')).toBeVisible();
      await expect(detail.areas).toHaveText(['Somewhere in De Pijp']);
      await expect(detail.pins).toHaveCount(0);
      // The soft circle beneath the label is drawn.
      await expect(detail.map).toHaveAttribute('data-approximate-areas', '1');
      await expect(detail.credit).toBeVisible();
      await expect(detail.credit).toContainText('OpenStreetMap');
      // About 224 px high, and as wide as the page's text (on a phone all of it but the page's margins).
      const box = await detail.box.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(200);
      expect(box?.height).toBeLessThanOrEqual(240);
      if (width === 390) expect(box?.width).toBeGreaterThanOrEqual(390 - 48);
      // 'View on Map' stays.
      await expect(page.getByRole('link', { name: 'View on Map' })).toBeVisible();
      await keep(page, `approximate-${width}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a street-precise listing shows its pin', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const errors = consoleErrors(page);
      const listing = await streetListing(baseURL);
      expect(listing.geocode_precision).toBe('street');
      const detail = new DetailMapPage(page);
      await detail.open(listing.id);
      await detail.show();
      await expect(detail.pins).toHaveCount(1);
      // The pin of the map of /listings, with the rent.
      expect(listing.rent_on_monthly_basis).toBeGreaterThan(0);
      await expect(detail.pins).toHaveText(
        `€${Math.round(listing.rent_on_monthly_basis ?? 0).toLocaleString('en-US')}`,
      );
      await expect(detail.areas).toHaveCount(0);
      await expect(detail.map).toHaveAttribute('data-approximate-areas', '0');
      await expect(detail.named(`Map of where this room is: ${listing.location_description_for_maps}`)).toBeVisible();
      // The map is on the listing's street.
      const [longitude, latitude] = await detail.centre();
      expect(Math.abs(longitude - listing.longitude)).toBeLessThan(0.0005);
      expect(Math.abs(latitude - listing.latitude)).toBeLessThan(0.0005);
      await expect(detail.credit).toContainText('OpenStreetMap');
      await keep(page, `street-${width}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the map is named, and its area labelled, in Dutch', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = consoleErrors(page);
    const detail = new DetailMapPage(page);
    await detail.open((await somewhereInDePijp()).id);
    await detail.show();
    await expect(detail.named('Kaart van waar deze kamer ligt: Ergens in De Pijp')).toBeVisible();
    await expect(detail.areas).toHaveText(['Ergens in De Pijp']);
    await expect(page.getByRole('button', { name: 'Inzoomen' })).toBeVisible();
    await keep(page, 'approximate-390-nl');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("MapLibre's code loads only once the map scrolls near", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 150 });
  const detail = new DetailMapPage(page);
  await detail.open((await somewhereInDePijp()).id);
  // The map starts further down than the screen and the 200 px it looks ahead.
  const top = (await detail.box.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(150 + 200);
  // Longer than the wait for an idle moment (1 s at the latest) the map would take had it been near.
  await page.waitForTimeout(2_000);
  // MapLibre's chunk (with the basemap's style, vite.config.ts).
  const mapScripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/basemap-style-[^/]*\.js$/.test(new URL(entry.name).pathname)).length,
    );
  await expect(detail.box).toHaveAttribute('data-detail-map-box', 'waiting');
  expect(await mapScripts()).toBe(0);
  await detail.show();
  expect(await mapScripts()).toBe(1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a one-finger drag over the map scrolls the page and leaves the map where it was', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const detail = new DetailMapPage(page);
    await detail.open((await somewhereInDePijp()).id);
    await detail.show();
    const centre = await detail.centre();
    const before = await page.evaluate(() => window.scrollY);
    const box = await detail.box.boundingBox();
    // A finger put down on the map and moved 200 px up, as the touch screen reports it.
    const session = await page.context().newCDPSession(page);
    const x = Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2);
    const y = Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1)
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 20 }] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
    expect(await detail.centre()).toEqual(centre);
  });
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a map never stored on the device says it is not available offline, and shows once online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 150 });
    const detail = new DetailMapPage(page);
    const listing = await somewhereInDePijp();
    await detail.open(listing.id);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled by the worker from this load on, with the app's code stored but no tile of this place.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(detail.box).toHaveAttribute('data-detail-map-box', 'waiting');
    await context.setOffline(true);
    await detail.box.scrollIntoViewIfNeeded();
    const notAvailable = detail.box.getByRole('status');
    await expect(notAvailable).toHaveText(
      'The map of this place is not available offline. It shows again once you are online.',
      { timeout: 30_000 },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await detail.box.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await keep(page, 'offline-390-en');
    await context.setOffline(false);
    await expect(notAvailable).toHaveCount(0, { timeout: 30_000 });
    await detail.show();
    await expect(detail.areas).toHaveText(['Somewhere in De Pijp']);
    // Streets, water and names drawn, not a blank field.
    const { channels } = await sharp(await detail.box.screenshot()).stats();
    expect(channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3).toBeGreaterThan(12);
  });
});
