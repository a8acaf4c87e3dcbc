// The filters and the list's order in the address (issue 35 items 7 and 6): a link with filters opens the
// same search on another device, a bad parameter is ignored with the default (never an error page), the
// address follows the filters and the order chosen, and the order is kept with the filters on a reload.
import { countPassing } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.beforeEach(async ({ app }) => app.setWidth(1280));

/** The rents printed on the rendered cards, in their order. */
async function renderedRents(listings: ListingsPage): Promise<number[]> {
  const texts = await listings.cards.allInnerTexts();
  return texts.map((text) => Number((/€([\d,.]+)/.exec(text)?.[1] ?? 'NaN').replace(/[,.]/g, '')));
}

test('a link with filters opens that search, its controls set', async ({ page }) => {
  const listings = new ListingsPage(page);
  const wanted = { maxPrice: 900, registration: 'yes', furnishing: 'upholstered' } as const;
  const count = await countPassing(wanted);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(await countPassing({}));
  await page.goto('/listings?maxPrice=900&registration=yes&furnishing=upholstered');
  await listings.expectCount(count);
  await listings.showFilters();
  await expect(listings.filters.getByLabel('Monthly rent to')).toHaveValue('900');
  await expect(listings.filters.getByLabel('Registration possible', { exact: true })).toBeChecked();
  await expect(listings.filters.getByLabel('Furnishing', { exact: true })).toHaveValue('upholstered');
});

test('bad parameters are ignored with their defaults, never an error page', async ({ page }) => {
  const listings = new ListingsPage(page);
  await page.goto('/listings?maxPrice=abc&furnishing=velvet&minAge=-3&registration=no&availableFrom=2026-02-30');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await listings.expectCount(await countPassing({}));
  // What did not read leaves the address.
  await expect(page).toHaveURL(/\/listings$/);
  // One good parameter among bad ones still counts.
  await page.goto('/listings?maxPrice=800&furnishing=velvet');
  await listings.expectCount(await countPassing({ maxPrice: 800 }));
  await expect(page).toHaveURL(/\/listings\?maxPrice=800$/);
});

test('the address follows the filters and the order, and a reload keeps both', async ({ page }) => {
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.setMaxRent('1200');
  await expect(page).toHaveURL(/[?&]maxPrice=1200(&|$)/);
  await page.getByLabel('Sort by').selectOption({ label: 'Rent: low to high' });
  await expect(page).toHaveURL(/[?&]order=price_asc(&|$)/);
  await expect
    .poll(async () => {
      const rents = (await renderedRents(listings)).slice(0, 6);
      return rents.length > 1 && rents.every((rent, index) => index === 0 || rent >= (rents[index - 1] as number));
    })
    .toBe(true);
  await page.reload();
  await listings.expectCount(await countPassing({ maxPrice: 1200 }));
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  const lowFirst = (await renderedRents(listings))[0] as number;
  await page.getByLabel('Sort by').selectOption({ label: 'Rent: high to low' });
  await expect.poll(async () => (await renderedRents(listings))[0]).toBeGreaterThan(lowFirst);
  // Newest first is the default, and leaves the address.
  await page.getByLabel('Sort by').selectOption({ label: 'Newest first' });
  await expect(page).not.toHaveURL(/order=/);
});

test('a search changed after a link opened stays when the page is drawn again, in a language or back from a listing', async ({
  page,
}) => {
  const listings = new ListingsPage(page);
  await page.goto('/listings?maxPrice=900');
  await listings.expectCount(await countPassing({ maxPrice: 900 }));
  await listings.setMaxRent('1200');
  await expect(page).toHaveURL(/\/listings\?maxPrice=1200$/);
  const count = await countPassing({ maxPrice: 1200 });
  await listings.expectCount(count);
  // The language switch draws the whole app afresh: the search is the one chosen, not the link's.
  await page.getByRole('banner').getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await listings.expectCount(count);
  await expect(page).toHaveURL(/\/listings\?maxPrice=1200$/);
  // Into a listing and back: the address and the list are the search chosen.
  await listings.cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/listings\?maxPrice=1200$/);
  await listings.expectCount(count);
});
