// The landing page against the demo data: the widget's option lists come from the data, its choices are
// the listing filters (so /listings opens with them), and 'Show N listings' counts the session's filters.
import { optionLists } from '../../src/domain/listings/option-lists.ts';
import { visibleListings, type DemoListing } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { LandingPage } from './pages/landing-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

let visible: DemoListing[] = [];

test.beforeAll(async () => {
  visible = await visibleListings();
});

/** The landing count's scope (filter-semantics.md, "Counts"): price, city and housing types only. */
function onboardingCount({ maxRent, city }: { maxRent: number; city?: string }): number {
  return visible.filter((listing) => {
    const rent = Number(listing.rent_on_monthly_basis);
    return (
      listing.rent_on_monthly_basis !== null &&
      rent > 0 &&
      rent <= maxRent &&
      (city === undefined || listing.city_of_group?.toLowerCase() === city.toLowerCase())
    );
  }).length;
}

test("the widget's City and Housing type lists come from the listings", async ({ page }) => {
  const expected = optionLists(visible);
  expect(expected.cities.length).toBeGreaterThan(3);
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.city.locator('option')).toHaveText(
    expected.cities.map((city) => (city === 'any' ? 'All of the Netherlands' : city)),
    { timeout: 15_000 },
  );
  await expect(landing.housingType.locator('option')).toHaveText(
    expected.housingTypes.map((type) => (type === 'any' ? 'Any type' : type.charAt(0).toUpperCase() + type.slice(1))),
  );
});

for (const width of [375, 1280]) {
  test(`at ${width} px the widget's choices open /listings, and the landing counts the filters set there`, async ({
    page,
    app,
  }) => {
    await app.setWidth(width);
    const landing = new LandingPage(page);
    const listings = new ListingsPage(page);
    await landing.open();
    await expect(landing.button(`Show ${visible.length} listings`)).toBeVisible({ timeout: 15_000 });
    await landing.chooseFilters({ maxRent: '800' });
    const upTo800 = onboardingCount({ maxRent: 800 });
    expect(upTo800).toBeLessThan(visible.length);
    await expect(landing.button(`Show ${upTo800} listings`)).toBeVisible();
    await landing.button(`Show ${upTo800} listings`).click();
    // The filters are in the address (issue 35 item 7).
    await expect(page).toHaveURL(/\/listings\?maxPrice=800$/);
    await listings.expectCount(upTo800);
    await listings.showFilters();
    await expect(listings.filters.getByLabel('Monthly rent to')).toHaveValue('800');

    // Narrowed on /listings, the landing's count follows (in the app and after a reload).
    await listings.chooseCity('Utrecht');
    const utrechtUpTo800 = onboardingCount({ maxRent: 800, city: 'Utrecht' });
    await listings.expectCount(utrechtUpTo800);
    await page.getByRole('link', { name: 'RoomRadar home' }).click();
    await expect(landing.button(`Show ${utrechtUpTo800} listings`)).toBeVisible();
    await expect(landing.city).toHaveValue('Utrecht');
    await page.reload();
    await expect(landing.button(`Show ${utrechtUpTo800} listings`)).toBeVisible({ timeout: 15_000 });
    await expect(landing.maxRent).toHaveValue('800');
  });
}
