// In the data-changing project: it ingests posts into the shared database (playwright.config.ts).
// Price pins at street zoom for listings whose posts name their street (issue 35: only those keep a pin):
// two posts in De Pijp that give the street go through the real pipeline and are placed at it; each shows its
// rent, the selected one stands out, every pin is at least 44 px to tap on a phone, pins never cover each
// other, a favorite's pin carries a heart, and the demo's listings placed by De Pijp alone stay one area.
import { localStatus, createConfirmedMember, serviceRest } from './support/accounts.ts';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

type Placed = { id: number; rent_on_monthly_basis: number; geocode_precision: string | null; title: string };

const POSTS = [
  'Kamer te huur aan de Van Woustraat in De Pijp, Amsterdam. 14 m2, €845 per maand all-in, per direct beschikbaar.',
  'Studio on the Ferdinand Bolstraat (De Pijp, Amsterdam), 28 m2, rent €1,290 per month including bills.',
];

// One worker for the file: the posts are ingested once per worker, and a second worker's copy of the same
// posts would be merged into the first's listings as cross-posts, leaving it ids that show another listing.
test.describe.configure({ mode: 'default' });

let ingested: Promise<Placed[]> | null = null;

/** The two street posts, ingested once for this file, as the pipeline stored them. */
function streetListings(baseURL: string): Promise<Placed[]> {
  ingested ??= (async () => {
    const run = Date.now();
    const listings: Placed[] = [];
    for (const [index, text] of POSTS.entries()) {
      const id = `e2e-street-${run}-${index}`;
      const response = await fetch(`${baseURL}/functions/v1/ingest-posts`, {
        method: 'POST',
        headers: { 'x-ingest-secret': (localStatus() as { ingest_secret?: string }).ingest_secret ?? '' },
        body: JSON.stringify({
          id,
          group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
          posted_at: new Date().toISOString(),
          url: `https://www.facebook.com/groups/1029384756/posts/${run + index}/`,
          images: [],
          text,
        }),
      });
      expect(response.status).toBe(200);
      const [source] = await serviceRest<Array<{ listing_id: number }>>(
        `/rest/v1/raw_posts?select=listing_id&source_post_id=eq.${id}`,
      );
      const [listing] = await serviceRest<Placed[]>(
        `/rest/v1/full_details_housing?select=id,rent_on_monthly_basis,geocode_precision,title&id=eq.${source?.listing_id}`,
      );
      if (listing) listings.push(listing);
    }
    return listings;
  })();
  return ingested;
}

const rentText = (listing: Placed) => `€${Math.round(listing.rent_on_monthly_basis).toLocaleString('en-US')}`;

test('a street-precise listing is a pin with its rent, selected and tappable at 375 px; De Pijp stays an area', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const listings = await streetListings(baseURL ?? '');
  expect(listings.map((listing) => listing.geocode_precision)).toEqual(['street', 'street']);
  const target = listings[0] as Placed;
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/listing/${target.id}`);
  // Its page names the street, with no word of an approximate place.
  await expect(page.getByText('Van Woustraat', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Approximate location')).toHaveCount(0);
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  await expect(map.region).toHaveAttribute('data-pins', 'true', { timeout: 15_000 });
  const pin = map.listing(String(target.id));
  await expect(pin).toHaveText(rentText(target), { timeout: 15_000 });
  await expect(pin).toHaveClass(/rr-selected/);
  await expect(pin).toHaveAccessibleName(`${rentText(target)} a month: show listing ${target.id}`);
  await map.idle();
  await page.screenshot({ path: test.info().outputPath('pins-375.png') });
  // Every pin, cluster and area in view is at least 44 px either way, and no two pins cover each other.
  const boxes = await page
    .locator('.rr-listing, .rr-cluster, .rr-area')
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
  // Every pin is a listing placed by its street (or of no stated precision): none placed by De Pijp alone.
  const pinIds = await page
    .locator('.rr-listing')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.listingId));
  const pinned = await serviceRest<Array<{ geocode_precision: string | null }>>(
    `/rest/v1/full_details_housing?select=geocode_precision&id=in.(${pinIds.join(',')})`,
  );
  expect(pinned.filter((row) => row.geocode_precision === 'neighbourhood' || row.geocode_precision === 'city')).toEqual(
    [],
  );
});

test("a favorite's pin is marked, by a heart and in its name", async ({ page, app, baseURL }) => {
  test.setTimeout(90_000);
  const target = (await streetListings(baseURL ?? ''))[1] as Placed;
  const member = await createConfirmedMember(baseURL ?? '', 'map-favorite');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await page.goto(`/listing/${target.id}`);
  await listings.favoriteButton(target.title).click();
  await expect(app.toast('Added to favorites')).toBeVisible();
  await page.getByRole('link', { name: 'View on Map' }).click();
  const map = new MapPage(page);
  await expect(map.region).toHaveAttribute('data-pins', 'true', { timeout: 30_000 });
  const pin = map.listing(String(target.id));
  await expect(pin).toHaveClass(/rr-favorite/, { timeout: 15_000 });
  await expect(pin).toHaveAccessibleName(
    `${rentText(target)} a month, one of your favorites: show listing ${target.id}`,
  );
  // The heart is drawn before the rent.
  expect(await pin.locator('.rr-pin').evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
    '"♥ "',
  );
});
