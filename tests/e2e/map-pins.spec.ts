// Below street zoom clusters stay, without rents; a selected listing's neighbourhood is outlined. The pins
// themselves (a street-precise listing's rent, 44 px to tap, a favorite's heart) are map-street-pins.spec.ts:
// the demo's posts name no address, so that spec ingests some that do.
import { uniquelyTitled } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';

test('below street zoom listings stay clusters and dots without rents', async ({ page }) => {
  test.setTimeout(60_000);
  const map = new MapPage(page);
  await map.open({ longitude: 4.9, latitude: 52.365, zoom: 11 });
  await expect(map.clusters.first()).toBeVisible({ timeout: 15_000 });
  await expect(map.region).toHaveAttribute('data-pins', 'false');
  await expect(page.locator('.rr-pin:visible')).toHaveCount(0);
});

test("a selected listing's neighbourhood is outlined on the map", async ({ page }) => {
  test.setTimeout(60_000);
  // A listing in the middle of Amsterdam, well inside one of its neighbourhoods.
  const target = (await uniquelyTitled()).find(
    (listing) =>
      Math.abs(Number(listing.latitude) - 52.365) < 0.02 && Math.abs(Number(listing.longitude) - 4.895) < 0.03,
  );
  expect(target).toBeDefined();
  await page.goto(`/listing/${target?.id}`);
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(map.region).toHaveAttribute('data-outlined-area', /\w+/, { timeout: 20_000 });
  await map.idle();
  await map.region.screenshot({ path: test.info().outputPath('outlined.png') });
  await page.getByRole('button', { name: 'Close preview' }).click();
  await expect(map.region).not.toHaveAttribute('data-outlined-area', /./);
});
