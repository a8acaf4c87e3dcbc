// The demo's photos, kept in Storage at seed time by the ingest pipeline: cards, the detail carousel and the
// gallery show them at a phone's and a desktop's width (screenshots in test-results/photos), the planted
// scam that reposts another flat's photo says so, and a favorite's photos show offline.
import type { Page } from '@playwright/test';
import { STORED_PHOTO_PREFIX } from '../../src/domain/listings/photo-address.ts';
import { createConfirmedMember } from './support/accounts.ts';
import { visibleListings, type DemoListing } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

/** Where the screenshots go, one folder a project (the app at localhost and at 127.0.0.1). */
const shots = () => `test-results/photos/${test.info().project.name}`;

test.use({ serviceWorkers: 'allow' });

async function photoListings(): Promise<DemoListing[]> {
  return (await visibleListings()).filter((listing) => (listing.image_urls?.thumb?.length ?? 0) > 0);
}

/** Every <img> in `scope` whose address is a stored photo has loaded (a broken one has no natural width). */
async function loadedStoredPhotos(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ([css, prefix]) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`${css} img`)).filter(
        (image) =>
          new URL(image.currentSrc || image.src).pathname.startsWith(prefix) &&
          image.complete &&
          image.naturalWidth > 0,
      ).length,
    [selector, STORED_PHOTO_PREFIX] as const,
  );
}

test('the demo has photos where it plans them, each kept in Storage', async () => {
  const withPhotos = await photoListings();
  // Five offers with their own photos and the planted scam (demo-photos.ts); cross-posts are hidden doubles.
  expect(withPhotos.length).toBe(6);
  for (const listing of withPhotos) {
    for (const address of [...(listing.image_urls?.full ?? []), ...(listing.image_urls?.thumb ?? [])])
      expect(address.startsWith(STORED_PHOTO_PREFIX)).toBe(true);
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px the cards, the carousel and the gallery show the kept photos`, async ({ page, app }) => {
    test.setTimeout(60_000);
    await app.setWidth(width);
    const [first] = await photoListings();
    await page.goto('/listings');
    // The tab's own results (every city), not the first visit's cards the server drew into the page.
    await new ListingsPage(page).expectCount((await visibleListings()).length);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: first?.title ?? '' }) })
      .first();
    await card.scrollIntoViewIfNeeded();
    const cardPhoto = card.locator(`img[src*="${STORED_PHOTO_PREFIX}"]`);
    await expect(cardPhoto).toHaveAttribute('width', '224');
    await expect.poll(() => cardPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(224);
    await page.screenshot({ path: `${shots()}/cards-${width}.png` });

    await page.goto(`/listing/${first?.id}`);
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.locator('img').first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => loadedStoredPhotos(page, 'section[aria-label="Photos"]')).toBeGreaterThan(0);
    const [detailWidth, detailHeight] = first?.image_urls?.size?.[0] ?? [];
    await expect(photos.locator('img').first()).toHaveAttribute('width', String(detailWidth));
    await expect(photos.locator('img').first()).toHaveAttribute('height', String(detailHeight));
    await page.screenshot({ path: `${shots()}/detail-${width}.png` });

    await photos.getByRole('button', { name: /^Open photo 1 of/ }).click();
    const gallery = page.getByRole('dialog');
    await expect(gallery.locator('img')).toBeVisible();
    await expect.poll(() => loadedStoredPhotos(page, '[role="dialog"]')).toBe(1);
    await page.screenshot({ path: `${shots()}/gallery-${width}.png` });
  });
}

test('the planted scam that reposts another flat’s photo in another city is flagged for it, and only it', async ({
  page,
}) => {
  const flagged = (await photoListings()).filter((listing) => listing.scam_signals?.includes('reused_photos'));
  expect(flagged).toHaveLength(1);
  await page.goto(`/listing/${flagged[0]?.id}`);
  await expect(page.getByRole('note', { name: 'Possible scam' })).toContainText(
    'The post shows photos that were posted before for another place or by someone else.',
  );
});

test('a favorite’s photos show offline, on the favorites page and its detail page', async ({
  page,
  context,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const chosen = (await photoListings()).find((listing) => (listing.image_urls?.full?.length ?? 0) >= 2);
  expect(chosen).toBeDefined();
  const member = await createConfirmedMember(baseURL ?? '', 'photos-offline');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Favorited on its detail page, without having seen its photos in the list.
  await page.goto(`/listing/${chosen?.id}`);
  await page
    .getByRole('button', { name: new RegExp(`Add .* to favorites`) })
    .first()
    .click();
  // The detail page's map starts once the page is idle, and on software GL with two tests beside each other it
  // holds the main thread for seconds: the toast then comes after the map, later than the default 5 s.
  await expect(app.toast('Added to favorites')).toBeVisible({ timeout: 15_000 });
  const photoCount = 1 + (chosen?.image_urls?.full?.length ?? 0);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('favorite-photos')).keys()).length), {
      timeout: 20_000,
    })
    .toBe(photoCount);

  await context.setOffline(true);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: '1 favorite listing' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => loadedStoredPhotos(page, 'main')).toBe(1);
  await page.screenshot({ path: `${shots()}/favorites-offline.png` });
  await page.goto(`/listing/${chosen?.id}`);
  await expect
    .poll(() => loadedStoredPhotos(page, 'section[aria-label="Photos"]'), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await context.setOffline(false);
});
