// The detail page's carousel and gallery at the three widths of the spec. It adds a listing with five
// photos, so it runs with the tests that change the shared data. The image host is a stand-in at the
// network's edge (the social network's CDN), answering every photo with a small PNG.
import { localStatus } from './support/accounts.ts';
import { test, expect } from './support/fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTOS = [1, 2, 3, 4, 5].map((index) => `https://photos.roomradar-test.example/p${index}.png`);

let listingId = 0;

test.beforeAll(async ({ baseURL }) => {
  const { service_role_key: key } = localStatus();
  const headers = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const response = await fetch(`${baseURL}/rest/v1/listings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      post_type: 'HAS_HOUSING_AVAILABLE',
      latitude: 52.37,
      longitude: 4.88,
      title: 'Five photo room',
      rent_on_monthly_basis: 900,
      listing_type: 'room',
      image_urls: { full: PHOTOS, thumb: PHOTOS },
    }),
  });
  listingId = ((await response.json()) as Array<{ id: number }>)[0]?.id ?? 0;
  await fetch(`${baseURL}/rest/v1/listing_sources`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      listing_id: listingId,
      source_post_id: `photos-${listingId}`,
      url_post: 'https://www.facebook.com/x',
    }),
  });
});

test.beforeEach(async ({ context }) => {
  await context.route('https://photos.roomradar-test.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
});

for (const [width, visible] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`at ${width} px the carousel shows ${visible} photo(s) and stops at both ends`, async ({ app, page }) => {
    await app.setWidth(width);
    await page.goto(`/listing/${listingId}`);
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('button', { name: /^Open photo/ })).toHaveCount(visible, { timeout: 15_000 });
    const previous = photos.getByRole('button', { name: 'Previous photos' });
    const next = photos.getByRole('button', { name: 'Next photos' });
    await expect(previous).toBeDisabled();
    for (let step = 0; step < PHOTOS.length - visible; step += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(photos.getByRole('button', { name: `Open photo ${PHOTOS.length} of ${PHOTOS.length}` })).toBeVisible();
    const box = await photos.locator('img').first().boundingBox();
    expect(box?.height).toBe(400);
  });
}

test('the gallery opens full screen, wraps around both ways, and works from the keyboard', async ({ page }) => {
  await page.goto(`/listing/${listingId}`);
  await page.getByRole('button', { name: 'Open photo 1 of 5' }).click();
  const gallery = page.getByRole('dialog', { name: 'Photos of Five photo room' });
  await expect(gallery.getByText('1 / 5')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('5 / 5')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('1 / 5')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByText('2 / 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
});
