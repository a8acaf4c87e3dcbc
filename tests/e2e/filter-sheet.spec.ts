// Filters a thumb can use (issue 35 item 5), on a 390 px phone: the filters open as a sheet over the list (a
// modal dialog: the focus stays in it, the page behind does not scroll, Escape and its close button close it)
// whose 'Show N listings' follows the filters as they change and closes onto the list, which the filters no
// longer push down; ticking a housing type unticks 'Any Type'; a minimum above the maximum is refused with a
// message next to it; an empty result names the filter that excludes the most (in English and Dutch), offers
// 'Get alerts for this search' (the sign-in call to action for a visitor, the alert form started from the
// search for a member) and 'Reset filters'. Counts expected are the reference rules' over the demo listings.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { activeFilterKeys } from '../../src/domain/filters/active-filters.ts';
import { mostExcluding, withoutFilter } from '../../src/domain/filters/most-excluding.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../src/domain/listings/filter-state.ts';
import { createConfirmedMember } from './support/accounts.ts';
import { countPassing } from './support/demo-data.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

const PHONE = { width: 390, height: 844 };
const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/filter-sheet');

test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

async function keep(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Whether the focused element is inside the open dialog. */
const isFocusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test('the filters open as a sheet over the list, its "Show N listings" follows them, and it closes onto the list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const listings = new ListingsPage(page);
  const all = await countPassing({});
  const upTo800 = await countPassing({ maxPrice: 800 });
  expect(upTo800).toBeLessThan(all);
  await listings.open();
  await listings.expectCount(all);
  // No panel in the page: the list starts right below the bar, where it stays while the sheet is open.
  await expect(listings.filters).toHaveCount(0);
  const results = page.locator('section[aria-label="Results"]');
  const listTop = (await results.boundingBox())?.y;

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  const sheet = listings.filterSheet;
  await expect(sheet).toBeVisible();
  await expect(toggle).toHaveCount(0); // behind the modal sheet, the page is out of reach
  await expect(sheet.getByRole('button', { name: `Show ${all} listings` })).toBeVisible();
  expect((await results.boundingBox())?.y).toBe(listTop);

  // The page behind does not scroll; the keyboard stays in the sheet.
  await page.mouse.move(PHONE.width / 2, 40);
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await isFocusInDialog(page)).toBe(true);
  }
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await isFocusInDialog(page)).toBe(true);
  }

  // A change shows at once in the sheet's button, counted by the screen's own query.
  await listings.filters.getByLabel('Monthly rent to').selectOption('800');
  await expect(sheet.getByRole('button', { name: `Show ${upTo800} listings` })).toBeVisible();
  // The sheet, open with its controls, has nothing axe calls serious or critical.
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keep(page, 'sheet-390-en');

  // Escape closes it, and the focus is back on 'Filters', which now says one filter is on.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleDescription('1 filter on');
  // So does its close button; 'Show N listings' closes it onto the list.
  await toggle.click();
  await sheet.getByRole('button', { name: 'Close the filters' }).click();
  await expect(sheet).toBeHidden();
  await toggle.click();
  await sheet.getByRole('button', { name: `Show ${upTo800} listings` }).click();
  await expect(sheet).toBeHidden();
  await listings.expectCount(upTo800);
  await expect(listings.cards.first()).toBeInViewport();
});

test('ticking a housing type unticks "Any Type", and unticking the last one ticks it again', async ({ page }) => {
  const listings = new ListingsPage(page);
  const all = await countPassing({});
  const rooms = await countPassing({ housingTypes: ['room'] });
  expect(rooms).toBeLessThan(all);
  await listings.open();
  await listings.expectCount(all);
  await listings.showFilters();
  const anyType = listings.filters.getByLabel('Any Type');
  const room = listings.filters.getByLabel('Room', { exact: true });
  await expect(anyType).toBeChecked();
  await expect(room).toBeEnabled();
  await room.check();
  await expect(anyType).not.toBeChecked();
  await expect(listings.filterSheet.getByRole('button', { name: `Show ${rooms} listings` })).toBeVisible();
  await room.uncheck();
  await expect(anyType).toBeChecked();
  await expect(listings.filterSheet.getByRole('button', { name: `Show ${all} listings` })).toBeVisible();
});

test('a minimum above the maximum is refused with a message next to it, and the filters keep their value', async ({
  page,
}) => {
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.showFilters();
  const rentFrom = listings.filters.getByLabel('Monthly rent from');
  const rentTo = listings.filters.getByLabel('Monthly rent to');
  await rentTo.selectOption('800');
  await rentFrom.selectOption('900');
  const refusal = 'is above the maximum of';
  await expect(listings.filters.getByRole('alert')).toHaveText(
    '€900 is above the maximum of €800. Choose a lower minimum, or raise the maximum first.',
  );
  await expect(rentFrom).toHaveValue('0');
  await expect(rentFrom).toHaveAccessibleDescription(new RegExp(refusal));
  await keep(page, 'refused-range-390-en');
  // The maximum below the minimum is refused the same way.
  await rentFrom.selectOption('500');
  await expect(listings.filters.getByRole('alert')).toHaveCount(0);
  await rentTo.selectOption('400');
  await expect(listings.filters.getByRole('alert')).toHaveText(
    '€400 is below the minimum of €500. Choose a higher maximum, or lower the minimum first.',
  );
  await expect(rentTo).toHaveValue('800');
  // What the search holds is the last valid choice.
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('listingsFilters') ?? '{}'));
  expect(stored).toMatchObject({ minPrice: 500, maxPrice: 800 });
});

/** A search the demo listings leave empty, and the filter whose removal finds the most, by the reference rules. */
async function emptySearch(): Promise<{ filters: FilterState; address: string; key: string; count: number }> {
  const filters: FilterState = { ...DEFAULT_FILTERS, maxPrice: 400, minRoomSize: 40 };
  // The demo data must leave it empty, or this test would prove nothing.
  expect(await countPassing(filters)).toBe(0);
  const keys = activeFilterKeys(filters);
  const counts = await Promise.all(keys.map((key) => countPassing(withoutFilter(filters, key))));
  const most = mostExcluding(keys, counts);
  if (!most) throw new Error('no single filter of the empty search finds listings');
  return { filters, address: '/listings?maxPrice=400&minRoomSize=40', key: most.key, count: most.count };
}

const ENGLISH_NAMES: Record<string, string> = {
  maxPrice: 'Your maximum rent of €400',
  minRoomSize: 'Your minimum room size of 40 m²',
};
const DUTCH_NAMES: Record<string, string> = {
  maxPrice: 'Je maximale huur van €\u00a0400',
  minRoomSize: 'Je minimale kameroppervlakte van 40 m²',
};

test('an empty result names the filter that excludes the most, offers alerts to a visitor, and resets', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const listings = new ListingsPage(page);
  const empty = await emptySearch();
  await page.goto(empty.address);
  await listings.expectCount(0);
  await expect(listings.results.getByText('No housing listings found matching the criteria.')).toBeVisible();
  const s = empty.count === 1 ? '' : 's';
  await expect(
    listings.results.getByText(`${ENGLISH_NAMES[empty.key]} excludes the most: ${empty.count} listing${s} without it.`),
  ).toBeVisible({ timeout: 30_000 });
  await keep(page, 'empty-390-en');

  // A visitor is asked to sign in, as the alerts view does.
  await listings.results.getByRole('button', { name: 'Get alerts for this search' }).click();
  await expect(page.getByRole('heading', { name: 'Get room alerts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to set up alerts' })).toBeVisible();

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await listings.results.getByRole('button', { name: 'Reset filters' }).click();
  await listings.expectCount(await countPassing({}));
});

test('a member gets the alert form started from the empty search', async ({ page, app, baseURL }) => {
  test.setTimeout(60_000);
  const member = await createConfirmedMember(baseURL ?? '', 'emptysearch');
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  const listings = new ListingsPage(page);
  const empty = await emptySearch();
  await page.goto(empty.address);
  await listings.expectCount(0);
  await listings.results.getByRole('button', { name: 'Get alerts for this search' }).click();
  const form = page.getByRole('region', { name: 'Create Your Alert' });
  await expect(form.getByLabel('Monthly rent to')).toHaveValue('400');
  await expect(form.getByLabel('Room size from')).toHaveValue('40');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the sheet and the empty result speak Dutch', async ({ page }) => {
    test.setTimeout(60_000);
    const status = page.getByRole('region', { name: 'Resultaten' }).getByRole('status');
    const all = await countPassing({});
    await page.goto('/listings');
    await expect(status).toHaveText(`${all.toLocaleString('nl-NL')} kamers gevonden`, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: `Toon ${all.toLocaleString('nl-NL')} kamers` })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Filters sluiten' })).toBeVisible();
    await keep(page, 'sheet-390-nl');
    await page.keyboard.press('Escape');

    const empty = await emptySearch();
    await page.goto(empty.address);
    await expect(status).toHaveText('0 kamers gevonden', { timeout: 15_000 });
    const isOne = empty.count === 1;
    await expect(
      page.getByText(
        `${DUTCH_NAMES[empty.key]} sluit de meeste kamers uit: zonder die keuze ${isOne ? 'is' : 'zijn'} er ${empty.count} kamer${isOne ? '' : 's'}.`,
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Meldingen voor deze zoekopdracht' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();
    await keep(page, 'empty-390-nl');
  });
});
