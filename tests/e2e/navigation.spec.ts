import { countWithRentUpTo, visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

test('a route change scrolls to the top', async ({ app, page }) => {
  await app.setWidth(1280);
  await app.open('/terms');
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await app.footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(app.mainHeading).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('the landing count', () => {
  let visible = 0;
  let upTo700 = 0;
  test.beforeAll(async () => {
    visible = (await visibleListings()).length;
    upTo700 = await countWithRentUpTo(700);
  });

  test('counts the listings synced to this device and remembers the count', async ({ app, page }) => {
    await app.open('/');
    await expect(page.getByRole('main').getByRole('link', { name: `Show ${visible} listings` })).toBeVisible({
      timeout: 15_000,
    });
    expect(await page.evaluate(() => window.localStorage.getItem('lastKnownListingCount'))).toBe(String(visible));
    await page
      .getByRole('main')
      .getByRole('link', { name: `Show ${visible} listings` })
      .click();
    await expect(page).toHaveURL(/\/listings$/);
  });

  test("follows the widget's maximum rent", async ({ app, page }) => {
    await app.open('/');
    await page
      .getByRole('region', { name: 'Start your search' })
      .getByLabel('Maximum monthly rent')
      .selectOption('700');
    await expect(page.getByRole('main').getByRole('link', { name: `Show ${upTo700} listings` })).toBeVisible({
      timeout: 15_000,
    });
  });

  // Product spec section 2: the last known count while loading, 'Loading listings...' with none, and
  // 'View listings' once loading has failed (when /listings shows its error), never waiting on.
  test('shows the last known count while loading, and View listings once the server cannot be reached', async ({
    page,
  }) => {
    await page.route(/\/(rest|functions)\/v1\//, (route) => route.abort('internetdisconnected'));
    await page.addInitScript(() => window.localStorage.setItem('lastKnownListingCount', '287'));
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Show 287 listings' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'View listings', exact: true })).toBeVisible({
      timeout: 25_000,
    });
  });

  test('says Loading listings... with no count known, then View listings when nothing can be synced', async ({
    page,
  }) => {
    await page.route(/\/(rest|functions)\/v1\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Loading listings...' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'View listings', exact: true })).toBeVisible({
      timeout: 25_000,
    });
    await page.getByRole('main').getByRole('link', { name: 'View listings', exact: true }).click();
    await expect(
      page.getByText('Failed to connect to the database. Please check your connection and try again.'),
    ).toBeVisible({ timeout: 25_000 });
  });
});

test('the onboarding widget shows to visitors only', async ({ app, page }) => {
  await app.open('/');
  await expect(page.getByRole('region', { name: 'Start your search' })).toBeVisible();
  await app.signInAs({ status: 'signedIn' });
  await expect(page.getByRole('region', { name: 'Start your search' })).toHaveCount(0);
});
