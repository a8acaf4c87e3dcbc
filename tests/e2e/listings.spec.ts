import { demoListings } from '../../supabase/seed/demo-listings.ts';
import { createConfirmedMember, serverFavoriteIds } from './support/accounts.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

const upTo700 = demoListings.filter((listing) => listing.rent !== null && listing.rent <= 700);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ app }) => app.setWidth(width));

    test('filters change the count and the list, and survive a reload and a detail visit', async ({ page }) => {
      const listings = new ListingsPage(page);
      await listings.open();
      await listings.expectCount(demoListings.length);
      await listings.setMaxRent('700');
      await listings.expectCount(upTo700.length);
      await expect(listings.cards).toHaveCount(upTo700.length);
      await page.reload();
      await listings.expectCount(upTo700.length);
      await listings.openListing(upTo700[0]?.title ?? '');
      await page.getByRole('link', { name: 'Back to Listings' }).click();
      await listings.expectCount(upTo700.length);
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`states and favorites at ${width} px`, () => {
    test.beforeEach(async ({ app }) => app.setWidth(width));

    test('no match says so', async ({ page }) => {
      const listings = new ListingsPage(page);
      await listings.open();
      await listings.expectCount(demoListings.length);
      await listings.chooseCity('Utrecht');
      await listings.chooseOnlyType('Room');
      await expect(listings.results.getByText('No housing listings found matching the criteria.')).toBeVisible();
      await listings.expectCount(0);
    });

    test('a device that cannot reach the server and holds nothing shows the error with both ways out', async ({ page }) => {
      await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
      await page.goto('/listings');
      await expect(page.getByRole('status').filter({ hasText: 'Loading listings...' })).toBeVisible();
      await expect(page.getByText('Failed to connect to the database. Please check your connection and try again.')).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('button', { name: 'Clear Cache & Retry' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    });

    test('the detail page shows the facts, and a missing listing says so', async ({ page }) => {
      const listings = new ListingsPage(page);
      const jordaan = demoListings[0];
      await listings.open();
      await listings.expectCount(demoListings.length);
      await listings.openListing(jordaan?.title ?? '');
      await expect(page.getByText('€950/month')).toBeVisible();
      await expect(page.getByText(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page.getByText(jordaan?.text ?? '')).toBeVisible();
      await page.goto('/listing/999999');
      await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/listing\/\d+$/);
    });

    test.describe('favorites', () => {
      test('a visitor is asked to sign in', async ({ page, app }) => {
        const listings = new ListingsPage(page);
        await listings.open();
        await listings.expectCount(demoListings.length);
        await listings.favoriteButton(demoListings[0]?.title ?? '').click();
        await expect(app.toast('Sign in required')).toContainText('Please sign in to save favorites');
        await listings.openListing(demoListings[0]?.title ?? '');
        await page.getByRole('button', { name: 'View Original Post' }).click();
        await expect(app.toast('Login Required')).toContainText('Please sign in to view the original post');
        await expect(page).toHaveURL(/\/auth$/);
        await page.goto('/favorites');
        await expect(page.getByRole('heading', { name: 'Sign in Required' })).toBeVisible();
      });

      test('a member favorites a listing, sees it under Favorites, and it reaches the server', async ({ page, app, baseURL }) => {
        const member = await createConfirmedMember(baseURL ?? '', 'favoriter');
        const listings = new ListingsPage(page);
        await listings.signIn(member.email, member.password);
        await listings.open();
        await listings.expectCount(demoListings.length);
        await page.getByRole('button', { name: 'Favorites', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
        await page.getByRole('button', { name: 'List', exact: true }).click();
        const title = demoListings[2]?.title ?? '';
        await listings.favoriteButton(title).click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        await page.goto('/favorites');
        await expect(page.getByRole('heading', { name: '1 favorite listing' })).toBeVisible();
        await expect(page.getByRole('link', { name: title })).toBeVisible();
        await page.getByRole('button', { name: `Remove ${title} from favorites` }).click();
        await expect(app.toast('Removed from favorites')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
        await page.goBack();
        await listings.favoriteButton(title).click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        await page.goto('/favorites');
        await expect.poll(async () => (await serverFavoriteIds(baseURL ?? '', member.email)).length, { timeout: 15_000 }).toBe(1);
        await page.getByRole('button', { name: 'View Original Post' }).click();
        await expect(page).toHaveURL(/\/subscription$/);
      });

      test('a favorite toggled offline is on the server after reconnecting', async ({ page, context, app, baseURL }) => {
        const member = await createConfirmedMember(baseURL ?? '', 'offline');
        const listings = new ListingsPage(page);
        await listings.signIn(member.email, member.password);
        await listings.open();
        await listings.expectCount(demoListings.length);
        await context.setOffline(true);
        await listings.favoriteButton(demoListings[1]?.title ?? '').click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        expect(await serverFavoriteIds(baseURL ?? '', member.email)).toEqual([]);
        await context.setOffline(false);
        await expect.poll(async () => (await serverFavoriteIds(baseURL ?? '', member.email)).length, { timeout: 20_000 }).toBe(1);
      });

      test('a Premium member opens the original post in a new tab', async ({ page, context }) => {
        const listings = new ListingsPage(page);
        await listings.signIn('premium@roomradar.local', 'roomradar-premium');
        await listings.open();
        await listings.expectCount(demoListings.length);
        await listings.openListing(demoListings[0]?.title ?? '');
        // The social network is the edge of the world here: a stand-in page answers for it.
        await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Original post</title>' }));
        const popup = context.waitForEvent('page');
        await page.getByRole('button', { name: 'View Original Post' }).click();
        const opened = await popup;
        await opened.waitForLoadState();
        expect(opened.url()).toBe(`https://www.facebook.com/groups/demo-housing/posts/${demoListings[0]?.sourcePostId}`);
        expect(await opened.evaluate(() => window.opener)).toBeNull();
      });
    });
  });
}

test('returning from a listing brings it back into view, and the marks are cleared after 2 s', async ({ page, app }) => {
  await app.setWidth(375);
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount(demoListings.length);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const card = listings.cards.nth(5);
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Back to Listings' }).click();
  await listings.expectCount(demoListings.length);
  await expect(page.getByRole('link', { name: title })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('listingsReturnFromDetail')), { timeout: 5000 }).toBeNull();
});

test('listings that arrived since the last visit are marked New', async ({ page }) => {
  const since = Date.now() - 24 * 3_600_000;
  await page.addInitScript((time) => window.localStorage.setItem('lastListingsVisitAt', String(time)), since);
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount(demoListings.length);
  const fresh = demoListings.filter((listing) => listing.hoursAgo < 24);
  expect(fresh.length).toBeGreaterThan(0);
  await expect(listings.cards.filter({ has: page.getByText('New', { exact: true }) })).toHaveCount(fresh.length);
});
