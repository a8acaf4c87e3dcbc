import { formatRent } from '../../src/domain/listings/format.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { createConfirmedMember, serverFavoriteIds } from './support/accounts.ts';
import {
  countWithRentUpTo,
  originalPostUrl,
  uniquelyTitled,
  visibleListings,
  type DemoListing,
} from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

let visible: DemoListing[] = [];
/** Listings near the top of the list with a title of their own, so a test can find them on the first screen. */
let early: DemoListing[] = [];

test.beforeAll(async () => {
  visible = await visibleListings();
  const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
  early = visible.slice(0, 8).filter((listing) => unique.has(listing.id));
  if (early.length < 3) throw new Error('The demo data should put three uniquely titled listings on the first screen');
});

/** The rents printed on the cards that are rendered. */
async function renderedRents(listings: ListingsPage): Promise<number[]> {
  const texts = await listings.cards.allInnerTexts();
  return texts.map((text) => Number((/€([\d,.]+)\/month/.exec(text)?.[1] ?? 'NaN').replace(/[,.]/g, '')));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ app }) => app.setWidth(width));

    test('filters change the count and the list, and survive a reload and a detail visit', async ({ page }) => {
      const listings = new ListingsPage(page);
      await listings.open();
      const upTo700 = await countWithRentUpTo(700);
      await listings.expectCount(visible.length);
      await listings.setMaxRent('700');
      await listings.expectCount(upTo700);
      const rents = await renderedRents(listings);
      expect(rents.length).toBeGreaterThan(0);
      for (const rent of rents) expect(rent).toBeLessThanOrEqual(700);
      await page.reload();
      await listings.expectCount(upTo700);
      const firstTitle = await listings.cards.first().getByRole('heading').innerText();
      await listings.cards.first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Listings' }).click();
      await listings.expectCount(upTo700);
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`states and favorites at ${width} px`, () => {
    test.beforeEach(async ({ app }) => app.setWidth(width));

    test('no match says so', async ({ page }) => {
      const listings = new ListingsPage(page);
      await listings.open();
      // A city with listings, none of which is a room at most €400 a month.
      const city = [...new Set(visible.map((listing) => listing.city_of_post))].find(
        (name) =>
          name !== null &&
          !visible.some(
            (listing) =>
              listing.city_of_post === name &&
              listing.listing_type === 'room' &&
              Number(listing.rent_on_monthly_basis) <= 400,
          ),
      );
      expect(city).toBeDefined();
      await listings.expectCount(visible.length);
      await listings.chooseCity(city ?? '');
      await listings.chooseOnlyType('Room');
      await listings.setMaxRent('400');
      await expect(listings.results.getByText('No housing listings found matching the criteria.')).toBeVisible();
      await listings.expectCount(0);
    });

    test('a device that cannot reach the server and holds nothing shows the error with both ways out', async ({
      page,
    }) => {
      await page.route(/\/(rest|functions)\/v1\//, (route) => route.abort('internetdisconnected'));
      await page.goto('/listings');
      await expect(page.getByRole('status').filter({ hasText: 'Loading listings...' })).toBeVisible();
      await expect(
        page.getByText('Failed to connect to the database. Please check your connection and try again.'),
      ).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('button', { name: 'Clear Cache & Retry' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    });

    test('the detail page shows the facts, and a missing listing says so', async ({ page }) => {
      const listings = new ListingsPage(page);
      const listing =
        early.find((candidate) => candidate.rent_on_monthly_basis !== null && !candidate.text_post.includes('\n')) ??
        early[0];
      await listings.open();
      await listings.expectCount(visible.length);
      await listings.openListing(listing?.title ?? '');
      await expect(page).toHaveTitle(`RoomRadar · ${listing?.title ?? ''}`);
      await expect(
        page.getByText(formatRent(Number(listing?.rent_on_monthly_basis), textsFor('en')), { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByText(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(
        page.getByText((listing?.text_post ?? '').split('\n')[0] ?? '', { exact: false }).first(),
      ).toBeVisible();
      await page.goto('/listing/999999');
      await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/listing\/\d+$/);
    });

    test.describe('favorites', () => {
      test('a visitor is asked to sign in', async ({ page, app }) => {
        const listings = new ListingsPage(page);
        await listings.open();
        await listings.expectCount(visible.length);
        await listings.favoriteButton(early[0]?.title ?? '').click();
        await expect(app.toast('Sign in required')).toContainText('Please sign in to save favorites');
        await listings.openListing(early[0]?.title ?? '');
        await page.getByRole('button', { name: 'View Original Post' }).click();
        await expect(app.toast('Login Required')).toContainText('Please sign in to view the original post');
        await expect(page).toHaveURL(/\/auth$/);
        await page.goto('/favorites');
        await expect(page.getByRole('heading', { name: 'Sign in Required' })).toBeVisible();
      });

      test('a member favorites a listing, sees it under Favorites, and it reaches the server', async ({
        page,
        app,
        baseURL,
      }) => {
        // A long flow (sign-in, two favorites through the sync worker, the pricing page): 17 to 25 s when quiet.
        test.setTimeout(60_000);
        const member = await createConfirmedMember(baseURL ?? '', 'favoriter');
        const listings = new ListingsPage(page);
        await listings.signIn(member.email, member.password);
        await listings.open();
        await listings.expectCount(visible.length);
        await page.getByRole('button', { name: 'Favorites', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
        await page.getByRole('button', { name: 'List', exact: true }).click();
        const title = early[2]?.title ?? '';
        await listings.favoriteButton(title).click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        await page.goto('/favorites');
        // After the reload the device database opens again before the favorite shows (over 5 s in a loaded CI run).
        await expect(page.getByRole('heading', { name: '1 favorite listing' })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: `Remove ${title} from favorites` }).click();
        await expect(app.toast('Removed from favorites')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
        await page.goBack();
        await listings.favoriteButton(title).click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        await page.goto('/favorites');
        await expect
          .poll(async () => (await serverFavoriteIds(baseURL ?? '', member.email)).length, { timeout: 15_000 })
          .toBe(1);
        // Without Premium the button says why it leads to the pricing page, there and on the way.
        await page.getByRole('button', { name: 'View Original Post' }).click();
        await expect(page).toHaveURL(/\/subscription\?reason=original-post$/);
        await expect(app.toast('Premium Required')).toContainText(
          'Please upgrade to premium to access the links to the original posts.',
        );
        await expect(page.getByRole('main').getByRole('status')).toHaveText(
          'Premium RequiredPlease upgrade to premium to access the links to the original posts.',
        );
      });

      test('a favorite toggled offline is on the server after reconnecting', async ({
        page,
        context,
        app,
        baseURL,
      }) => {
        const member = await createConfirmedMember(baseURL ?? '', 'offline');
        const listings = new ListingsPage(page);
        await listings.signIn(member.email, member.password);
        await listings.open();
        await listings.expectCount(visible.length);
        await context.setOffline(true);
        await listings.favoriteButton(early[1]?.title ?? '').click();
        await expect(app.toast('Added to favorites')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
          '1 change is waiting to sync',
        );
        expect(await serverFavoriteIds(baseURL ?? '', member.email)).toEqual([]);
        await context.setOffline(false);
        await expect
          .poll(async () => (await serverFavoriteIds(baseURL ?? '', member.email)).length, { timeout: 20_000 })
          .toBe(1);
      });

      test('a Premium member opens the original post in a new tab', async ({ page, context }) => {
        const listings = new ListingsPage(page);
        await listings.signIn('premium@roomradar.local', 'roomradar-premium');
        await listings.open();
        await listings.expectCount(visible.length);
        await listings.openListing(early[0]?.title ?? '');
        // The social network is the edge of the world here: a stand-in page answers for it.
        await context.route('https://www.facebook.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Original post</title>' }),
        );
        const popup = context.waitForEvent('page');
        await page.getByRole('button', { name: 'View Original Post' }).click();
        const opened = await popup;
        await opened.waitForLoadState();
        expect(opened.url()).toBe(await originalPostUrl(early[0]?.id ?? 0));
        expect(await opened.evaluate(() => window.opener)).toBeNull();
      });
    });
  });
}

test('returning from a listing brings it back into view, and the marks are cleared after 2 s', async ({
  page,
  app,
}) => {
  await app.setWidth(375);
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount(visible.length);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const card = listings.cards.nth(5);
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Back to Listings' }).click();
  await listings.expectCount(visible.length);
  await expect(page.getByRole('link', { name: title }).first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('listingsReturnFromDetail')), { timeout: 5000 })
    .toBeNull();
});

test('listings that arrived since the last visit are marked New, and none when nothing arrived', async ({ page }) => {
  // The demo was ingested when the server started: a visit just before sees it all as new, one after sees none.
  const arrived = Math.min(...visible.map((listing) => Date.parse(listing.created_at)));
  const listings = new ListingsPage(page);
  await page.addInitScript((time) => {
    if (!window.sessionStorage.getItem('visitSet')) {
      window.localStorage.setItem('lastListingsVisitAt', String(time));
      window.sessionStorage.setItem('visitSet', '1');
    }
  }, arrived - 60_000);
  await listings.open();
  await listings.expectCount(visible.length);
  await expect(listings.cards.first().getByText('New', { exact: true })).toBeVisible();

  const later = await page.context().newPage();
  await later.addInitScript(
    (time) => window.localStorage.setItem('lastListingsVisitAt', String(time)),
    Date.now() + 60_000,
  );
  const laterListings = new ListingsPage(later);
  await laterListings.open();
  await laterListings.expectCount(visible.length);
  await expect(laterListings.cards.first()).toBeVisible();
  await expect(laterListings.cards.filter({ has: later.getByText('New', { exact: true }) })).toHaveCount(0);
});

test('a photo whose host cannot be reached shows the house placeholder, never a broken image', async ({ page }) => {
  // The demo posts' photos live on the social network's hosts, which the test machine cannot reach.
  await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 404, body: '' }));
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount(visible.length);
  const cards = page.getByRole('list', { name: 'Listings' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card's picture box holds either a loaded photo or the placeholder, and at least one photo failed.
  await expect
    .poll(() =>
      page
        .getByRole('list', { name: 'Listings' })
        .locator('img')
        .evaluateAll(
          (images) =>
            images.filter(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0,
            ).length,
        ),
    )
    .toBe(0);
  await expect(page.getByRole('list', { name: 'Listings' }).locator('article svg.lucide-house').first()).toBeVisible();
});
