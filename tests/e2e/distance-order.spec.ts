// Sorting by distance once a place is chosen (issue 35 item 6), on a 390 px phone: the order is offered only
// with an area; chosen, the first cards are the nearest to it (by the reference rules over the demo's
// listings), the address says `order=distance` and a reload keeps it; when the area is removed the list falls
// back to newest first, and a link with `order=distance` but no area opens in that order, without an error.
// In Dutch at 360 px a link with a place and the order opens sorted so, its label whole. Screens are kept in
// tests/e2e/artifacts/distance/ for review.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { outlinesOf, type OutlineCatalogue } from '../../src/domain/areas/area-outlines.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../src/domain/listings/filter-state.ts';
import { runQuery } from '../../src/domain/listings/run-query.ts';
import { visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const outlines = outlinesOf(
  JSON.parse(
    readFileSync(new URL('../../src/domain/areas/amsterdam-outlines.json', import.meta.url), 'utf8'),
  ) as OutlineCatalogue,
);

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/distance');

async function keep(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The filters the tab keeps (session storage), as the app wrote them. */
async function storedFilters(page: Page): Promise<FilterState> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('listingsFilters'));
  return { ...DEFAULT_FILTERS, ...(JSON.parse(raw ?? '{}') as Partial<FilterState>) };
}

/** The ids the reference gives the stored filters in an order, over the demo's listings. */
async function expectedIds(page: Page, order: 'list' | 'distance'): Promise<number[]> {
  return runQuery(await visibleListings(), await storedFilters(page), { nowMs: Date.now(), order, outlines }).ids;
}

/** The ids of the cards drawn, in their order (each card's title links to its listing). */
async function shownIds(cards: Locator): Promise<number[]> {
  const addresses = await cards
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return addresses.map((address) => Number(/\/listing\/(\d+)/.exec(address)?.[1]));
}

test('Distance sorts the nearest first while a place is chosen, kept on reload, gone with the place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const listings = new ListingsPage(page);
  const sortBy = page.getByLabel('Sort by');
  const distanceOption = sortBy.locator('option', { hasText: 'Distance: nearest first' });
  await listings.open();
  await listings.waitForOwnResults();
  const everywhere = (await visibleListings()).length;
  await listings.expectCount(everywhere);
  // Nothing to measure from yet.
  await expect(distanceOption).toHaveCount(0);

  await listings.showFilters();
  await listings.filters.getByRole('button', { name: 'Choose an area' }).click();
  const picker = page.getByRole('dialog', { name: 'Where do you want to live?' });
  await picker.getByRole('tab', { name: 'Near a place' }).click();
  await picker.getByRole('combobox', { name: 'Place' }).fill('central station');
  await picker.getByRole('option', { name: /^Amsterdam Centraal/ }).click();
  await picker.getByLabel('Distance').selectOption('3');
  await picker.getByRole('button', { name: 'Add this area' }).click();
  await picker.getByRole('button', { name: 'Done' }).last().click();
  await listings.closeFilters();
  const chip = listings.results.getByRole('list', { name: 'Area' }).getByRole('listitem');
  await expect(chip).toHaveText(['Within 3 km of Amsterdam Centraal']);
  const inside = (await expectedIds(page, 'distance')).length;
  // Enough listings near the station that nearest first and newest first differ in the first cards.
  expect(inside).toBeGreaterThan(3);
  await listings.expectCount(inside);

  await sortBy.selectOption({ label: 'Distance: nearest first' });
  await expect(page).toHaveURL(/[?&]order=distance(&|$)/);
  const nearest = await expectedIds(page, 'distance');
  const compared = Math.min(nearest.length, 5);
  expect(nearest.slice(0, compared)).not.toEqual((await expectedIds(page, 'list')).slice(0, compared));
  await expect
    .poll(async () => (await shownIds(listings.cards)).slice(0, compared))
    .toEqual(nearest.slice(0, compared));
  // Each card keeps its own height through the new order: none is drawn over the next.
  const edges = await listings.cards.evaluateAll((cards) =>
    cards.slice(0, 4).map((card) => [card.getBoundingClientRect().top, card.getBoundingClientRect().bottom]),
  );
  edges.slice(1).forEach(([top], index) => expect(top).toBeGreaterThanOrEqual((edges[index]?.[1] ?? 0) - 0.5));
  await keep(page, 'distance-390-en');

  await page.reload();
  await listings.waitForOwnResults();
  await listings.expectCount(inside);
  await expect(sortBy).toHaveValue('distance');
  await expect(page).toHaveURL(/[?&]order=distance(&|$)/);
  await expect
    .poll(async () => (await shownIds(listings.cards)).slice(0, compared))
    .toEqual(nearest.slice(0, compared));

  // The place removed: newest first again, in the address too, and Distance no longer offered.
  await listings.results.getByRole('button', { name: 'Remove Within 3 km of Amsterdam Centraal' }).click();
  await listings.expectCount(everywhere);
  await expect(sortBy).toHaveValue('list');
  await expect(distanceOption).toHaveCount(0);
  await expect(page).not.toHaveURL(/order=/);
  const newest = (await expectedIds(page, 'list')).slice(0, 5);
  await expect.poll(async () => (await shownIds(listings.cards)).slice(0, newest.length)).toEqual(newest);

  // A link that asks for Distance without a place opens newest first, with no error.
  await page.goto('/listings?order=distance&maxPrice=1200');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await listings.waitForOwnResults();
  await expect(sortBy).toHaveValue('list');
  await expect(page).toHaveURL(/\/listings\?maxPrice=1200$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('in Dutch at 360 px', () => {
  test.use({ locale: 'nl-NL', viewport: { width: 360, height: 800 } });

  test('a link with a place and order=distance opens nearest first, the order named whole', async ({ page }) => {
    const nl = textsFor('nl');
    const cards = page.getByRole('list', { name: nl.listingsText.list }).getByRole('article');
    const areas = [{ kind: 'circle', center: [4.9003, 52.3789], radiusKm: 3, place: 'Amsterdam Centraal' }];
    await page.goto(`/listings?order=distance&areas=${encodeURIComponent(JSON.stringify(areas))}`);
    const sortBy = page.getByLabel(nl.listingsText.sortLabel);
    await expect(sortBy).toHaveValue('distance');
    await expect(sortBy.locator('option:checked')).toHaveText(nl.listingsText.sortOrders.distance);
    await expect(page).toHaveURL(/[?&]order=distance(&|$)/);
    await expect.poll(async () => (await storedFilters(page)).areas).toHaveLength(1);
    const nearest = (await expectedIds(page, 'distance')).slice(0, 5);
    expect(nearest.length).toBeGreaterThan(1);
    await expect.poll(async () => (await shownIds(cards)).slice(0, nearest.length)).toEqual(nearest);
    // The chosen order's name fits the select (inside its padding, which leaves room for the arrow), and the
    // page does not scroll sideways.
    const labelFits = await sortBy.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(select.selectedOptions[0]?.text ?? '').width <= room;
    });
    expect(labelFits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await keep(page, 'distance-360-nl');
  });
});
