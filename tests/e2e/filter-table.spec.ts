// The filters the filter table added (issue 33 item 2): 'Registration possible' and the furnishing, in the
// listing filter of list and map, in English at 1280 px and in Dutch at 375 px. The counts expected are the
// reference rules' (src/domain/listings/filter-rules.ts) over the demo database's listings.
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { countPassing as expectedCount } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.describe('registration and furnishing in English', () => {
  test.beforeEach(async ({ app }) => app.setWidth(1280));

  test('ticking registration and choosing a furnishing narrow the list and the map alike', async ({ page }) => {
    const listings = new ListingsPage(page);
    const all = await expectedCount({});
    const registered = await expectedCount({ registration: 'yes' });
    const registeredUpholstered = await expectedCount({ registration: 'yes', furnishing: 'upholstered' });
    // The demo data must let each step show: otherwise this test would prove nothing.
    expect(new Set([all, registered, registeredUpholstered]).size).toBe(3);

    await listings.open();
    await listings.expectCount(all);
    await listings.setRegistrationPossible(true);
    await listings.expectCount(registered);
    await listings.chooseFurnishing('Upholstered');
    await listings.expectCount(registeredUpholstered);
    // The map draws the same panel over the same filters.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    // The map's own loading message is a status too: the count is read by its words.
    const mapCount = (count: number) => listings.results.getByText(`Showing results for ${count} listings`);
    await expect(mapCount(registeredUpholstered)).toBeVisible();
    await expect(listings.filters.getByLabel('Registration possible', { exact: true })).toBeChecked();
    await listings.setRegistrationPossible(false);
    await expect(mapCount(await expectedCount({ furnishing: 'upholstered' }))).toBeVisible();
  });
});

test.describe('registration and furnishing in Dutch', () => {
  const nl = textsFor('nl');
  test.use({ locale: 'nl-NL' });
  test.beforeEach(async ({ app }) => app.setWidth(375));

  test('Inschrijving mogelijk and Gemeubileerd narrow the list', async ({ page }) => {
    const status = page.getByRole('region', { name: nl.listingsText.results }).getByRole('status');
    const counted = (count: number) => nl.listingsText.showingResults({ count });
    await page.goto('/listings');
    await expect(status).toHaveText(counted(await expectedCount({})), { timeout: 15_000 });
    // At this width the filters are a sheet over the list (issue 35 item 5); 'Toon N kamers' closes it onto them.
    const openFilters = () => page.getByRole('button', { name: nl.listingsText.filters, exact: true }).click();
    const showListings = () =>
      page
        .getByRole('dialog', { name: nl.filterText.label })
        .getByRole('button', { name: /^Toon [\d.]+ kamers?$/ })
        .click();
    const filters = page.getByRole('form', { name: nl.filterText.label });
    await openFilters();
    await filters.getByLabel(nl.filterText.registration, { exact: true }).check();
    await showListings();
    await expect(status).toHaveText(counted(await expectedCount({ registration: 'yes' })));
    await openFilters();
    await filters
      .getByLabel(nl.filterText.furnishing, { exact: true })
      .selectOption({ label: nl.optionText.furnishing.furnished });
    await showListings();
    await expect(status).toHaveText(counted(await expectedCount({ registration: 'yes', furnishing: 'furnished' })));
  });
});
