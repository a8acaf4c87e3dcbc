// The map in Chromium (WebGL on SwiftShader): basemap and clusters whose counts add up to the listing count
// for several filters, cluster zoom, a listing's preview and page, 'View on Map' for a listing the filters
// exclude, the keyboard, the configuration warning, and no request to another host while the map loads.
import { countWithRentUpTo, uniquelyTitled, visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';
import { MapPage } from './pages/map-page.ts';

test.beforeEach(async ({ app }) => app.setWidth(1280));

test('the map loads its basemap from this origin only and shows clusters that add up to the count, for several filters', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  const basemap = page.waitForResponse((response) => response.url().includes('/basemap/roomradar-nl.pmtiles'));
  const map = new MapPage(page);
  // The whole country in view (the map starts on Amsterdam): every listing is counted by a marker in it.
  await map.open({ longitude: 5.3, latitude: 52.2, zoom: 6.5 });
  expect([200, 206]).toContain((await basemap).status());
  const listings = new ListingsPage(page);
  const total = (await visibleListings()).length;
  await listings.expectCount(total);
  await expect.poll(() => map.markerSum(), { timeout: 15_000 }).toBe(total);
  await expect(map.clusters.first()).toBeVisible();
  expect(foreign).toEqual([]);

  await listings.setMaxRent('700');
  const upTo700 = await countWithRentUpTo(700);
  await listings.expectCount(upTo700);
  await expect.poll(() => map.markerSum(), { timeout: 15_000 }).toBe(upTo700);

  await listings.chooseCity('Utrecht');
  const utrecht = (await visibleListings()).filter(
    (listing) => listing.city_of_group?.toLowerCase() === 'utrecht' && Number(listing.rent_on_monthly_basis) <= 700,
  ).length;
  await listings.expectCount(utrecht);
  await expect.poll(() => map.markerSum(), { timeout: 15_000 }).toBe(utrecht);
});

test('a cluster zooms in, a listing opens its preview and then its page', async ({ page }) => {
  test.setTimeout(60_000);
  const map = new MapPage(page);
  await map.open();
  const id = await map.zoomToListings((cluster) => cluster.click());
  // The click goes to the marker itself: at street zoom two areas' labels may overlap (see the report of
  // issue 35), and Playwright would wait for the one on top to move.
  await map.choose(id, (target) => target.dispatchEvent('click'));
  const preview = page.getByRole('region', { name: 'Selected listing' });
  await expect(preview).toBeVisible();
  await expect(map.listing(id)).toHaveClass(/rr-selected/);
  // The card's facts arrive from the query worker a moment after it opens; until then the heading reads
  // 'Listing 241' (every demo listing has a title of its own). The check once read 'Listing', which that never
  // equals, so a slow card's placeholder was taken for the title (a full run at 127.0.0.1, passed on retry).
  await expect(preview.getByRole('heading')).not.toHaveText(`Listing ${id}`);
  const title = await preview.getByRole('heading').innerText();
  await preview.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("'View on Map' selects a listing that the filters exclude", async ({ page }) => {
  test.setTimeout(60_000);
  const listings = new ListingsPage(page);
  const candidates = (await uniquelyTitled()).filter((listing) => Number(listing.rent_on_monthly_basis) > 1000);
  const target = candidates[0];
  expect(target).toBeDefined();
  await listings.open();
  await listings.setMaxRent('500');
  // The change is committed (the address says it, and the tab's storage with it) before the page is left:
  // leaving at once could drop it, and the map would open without the filter.
  await expect(page).toHaveURL(/\/listings\?maxPrice=500$/);
  await page.goto(`/listing/${target?.id}`);
  await page.getByRole('link', { name: 'View on Map' }).click();
  await expect(page).toHaveURL(/\/listings\?maxPrice=500$/);
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(map.listing(String(target?.id))).toHaveClass(/rr-selected/, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Selected listing' }).getByRole('heading')).toHaveText(
    target?.title ?? '',
  );
});

test('the map works from the keyboard: a cluster zooms and a listing opens its preview', async ({ page }) => {
  test.setTimeout(60_000);
  const map = new MapPage(page);
  await map.open();
  const id = await map.zoomToListings(async (cluster) => {
    await cluster.focus();
    await page.keyboard.press('Enter');
  });
  await map.choose(id, async (target) => {
    await target.focus();
    await page.keyboard.press('Enter');
  });
  await expect(
    page.getByRole('region', { name: 'Selected listing' }).getByRole('link', { name: 'View details' }),
  ).toBeVisible();
});

test('a failing map configuration warns and the map still shows', async ({ page, app }) => {
  await page.route('**/functions/v1/map-config', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.addInitScript(() => window.sessionStorage.setItem('lastViewMode', 'map'));
  await page.goto('/listings');
  // The toast shows for a few seconds as the map starts: look for it before waiting for the map.
  await expect(app.toast('Warning')).toContainText(
    'Failed to load map configuration. Map functionality may be limited.',
    { timeout: 15_000 },
  );
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(map.clusters.first()).toBeVisible({ timeout: 15_000 });
});

/** A listing whose place line already names its city ('Dapperbuurt, Amsterdam'). */
async function listingWithCityInPlace() {
  const target = (await uniquelyTitled()).find((listing) => {
    const area = listing.location_description_for_maps ?? '';
    return (
      area.includes(',') &&
      area.split(',').some((part) => part.trim().toLowerCase() === listing.city_of_group?.toLowerCase())
    );
  });
  expect(target).toBeDefined();
  return target;
}

test("'View on Map' clears its marks after 2 s, so the next visit from the header shows no old preview", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const target = await listingWithCityInPlace();
  await page.goto(`/listing/${target?.id}`);
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  const preview = page.getByRole('region', { name: 'Selected listing' });
  await expect(preview.getByRole('heading')).toHaveText(target?.title ?? '');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          ['listingsReturnFromDetail', 'selectedListingId'].map((key) => window.sessionStorage.getItem(key)),
        ),
      { timeout: 5000 },
    )
    .toEqual([null, null]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Showing results for \d+ listings$/ })).toBeVisible();
  await expect(preview).toHaveCount(0);
});

test('the map preview names the city once', async ({ page }) => {
  test.setTimeout(60_000);
  const target = await listingWithCityInPlace();
  await page.goto(`/listing/${target?.id}`);
  await page.getByRole('link', { name: 'View on Map' }).click();
  const preview = page.getByRole('region', { name: 'Selected listing' });
  await expect(preview.getByRole('heading')).toHaveText(target?.title ?? '', { timeout: 30_000 });
  const city = target?.city_of_group ?? '';
  await expect(preview).toContainText(target?.location_description_for_maps ?? '');
  await expect(preview).not.toContainText(`${city}, ${city}`);
});
