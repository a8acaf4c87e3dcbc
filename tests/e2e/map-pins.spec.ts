// Price pins at street zoom: each listing shows its rent, the selected one stands out, every pin is at least
// 44 px to tap on a phone, and pins that would cover each other are a cluster; lower down clusters stay.
import { uniquelyTitled } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';
import { ListingsPage } from './pages/listings-page.ts';
import { createConfirmedMember } from './support/accounts.ts';

test('at street zoom a listing is a pin with its rent, selected and tappable at 375 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 667 });
  const target = (await uniquelyTitled()).find((listing) => Number(listing.rent_on_monthly_basis) > 0);
  expect(target).toBeDefined();
  await page.goto(`/listing/${target?.id}`);
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(map.region).toHaveAttribute('data-pins', 'true', { timeout: 15_000 });
  const pin = map.listing(String(target?.id));
  const rent = `€${Math.round(Number(target?.rent_on_monthly_basis)).toLocaleString('en-US')}`;
  await expect(pin).toHaveText(rent, { timeout: 15_000 });
  await expect(pin).toHaveClass(/rr-selected/);
  await expect(pin).toHaveAccessibleName(`${rent} a month: show listing ${target?.id}`);
  await pin.scrollIntoViewIfNeeded();
  await map.idle();
  await page.screenshot({ path: test.info().outputPath('pins-375.png') });
  // Every pin and cluster in view is at least 44 px either way, and no two pins cover each other.
  const boxes = await page
    .locator('.rr-listing, .rr-cluster')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const labels = await page
    .locator('.rr-pin:not(:empty)')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const [index, a] of labels.entries())
    for (const b of labels.slice(index + 1))
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
});

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

test("a favorite's pin is marked, by a heart and in its name", async ({ page, app, baseURL }) => {
  test.setTimeout(90_000);
  const target = (await uniquelyTitled()).find((listing) => Number(listing.rent_on_monthly_basis) > 0);
  expect(target).toBeDefined();
  const member = await createConfirmedMember(baseURL ?? '', 'map-favorite');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await page.goto(`/listing/${target?.id}`);
  await listings.favoriteButton(target?.title ?? '').click();
  await expect(app.toast('Added to favorites')).toBeVisible();
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-pins', 'true', { timeout: 30_000 });
  const pin = map.listing(String(target?.id));
  await expect(pin).toHaveClass(/rr-favorite/, { timeout: 15_000 });
  const rent = `€${Math.round(Number(target?.rent_on_monthly_basis)).toLocaleString('en-US')}`;
  await expect(pin).toHaveAccessibleName(`${rent} a month, one of your favorites: show listing ${target?.id}`);
  // The heart is drawn before the rent.
  expect(await pin.locator('.rr-pin').evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
    '"♥ "',
  );
});
