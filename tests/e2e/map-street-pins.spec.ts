// In the data-changing project: it ingests posts into the shared database (playwright.config.ts).
// Price pins at street zoom for listings whose posts name their street (issue 35: only those keep a pin):
// two posts in De Pijp that give the street go through the real pipeline and are placed at it; each shows its
// rent, the selected one stands out, every pin is at least 44 px to tap on a phone, pins never cover each
// other, a favorite's pin carries a heart, and the demo's listings placed by De Pijp alone stay one area.
import { createConfirmedMember, serviceRest } from './support/accounts.ts';
import { ingestPost, type IngestedListing } from './support/ingest.ts';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

const POSTS = [
  'Kamer te huur aan de Van Woustraat in De Pijp, Amsterdam. 14 m2, €845 per maand all-in, per direct beschikbaar.',
  'Studio on the Ferdinand Bolstraat (De Pijp, Amsterdam), 28 m2, rent €1,290 per month including bills.',
];

// Each worker (a retry's too) ingests the posts anew; from the second time on they are cross-posts, merged
// into the listings made first, and ingestPost returns those: the ones the map shows.
let ingested: Promise<IngestedListing[]> | null = null;

/** The two street posts, ingested once for this worker, as the listings a renter sees. */
function streetListings(baseURL: string): Promise<IngestedListing[]> {
  ingested ??= (async () => {
    const listings: IngestedListing[] = [];
    for (const [index, text] of POSTS.entries()) listings.push(await ingestPost(baseURL, text, `street-${index}`));
    return listings;
  })();
  return ingested;
}

const rentText = (listing: IngestedListing) =>
  `€${Math.round(listing.rent_on_monthly_basis ?? 0).toLocaleString('en-US')}`;

test('a street-precise listing is a pin with its rent, selected and tappable at 375 px; De Pijp stays an area', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const listings = await streetListings(baseURL ?? '');
  expect(listings.map((listing) => listing.geocode_precision)).toEqual(['street', 'street']);
  const target = listings[0] as IngestedListing;
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
  const target = (await streetListings(baseURL ?? ''))[1] as IngestedListing;
  const member = await createConfirmedMember(baseURL ?? '', 'map-favorite');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await page.goto(`/listing/${target.id}`);
  await listings.favoriteButton(target.title).click();
  // The toast waits for the device to keep the favorite (the sync worker may still be starting after sign-in).
  await expect(app.toast('Added to favorites')).toBeVisible({ timeout: 15_000 });
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
