// A new device's first visit while its copy of the listings streams in: the first results come from the
// server at once, a copy broken off is told, filters applied meanwhile answer, and when the connection
// returns the copy completes with the same answers. The copy is the server's compact copy in one answer; to
// break one off halfway, two tests take it in feed pages of 40 instead (as from a server without the
// compact copy), so that the demo's few hundred listings still take several.
import type { BrowserContext, Page } from '@playwright/test';
import { FIRST_VISIT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import { runQuery } from '../../src/domain/listings/run-query.ts';
import { visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

// A new device's own first screen: Amsterdam, as a new visitor starts (the fixture's every-city start is off).
test.use({ startsOnEveryCity: false });

const PAGE_SIZE = 40;
const COPY_PAGES = /\/rest\/v1\/full_details_housing\?.*order=_modified\.asc/;

/** The copy's pages: the first two arrive, then the connection drops until `restore()`. */
async function copyThatBreaksOff(context: BrowserContext) {
  let pages = 0;
  let isRestored = false;
  await context.route(COPY_PAGES, async (route) => {
    pages += 1;
    if (pages > 2 && !isRestored) await route.abort('internetdisconnected');
    else await route.continue();
  });
  return { restore: () => (isRestored = true) };
}

async function openAsNewDevice(page: Page, { inPages }: { inPages: boolean }) {
  // Every count the results' status says on the way, read once a frame.
  await page.addInitScript(() => {
    const said = new Set<string>();
    (window as Window & { __countsSaid__?: Set<string> }).__countsSaid__ = said;
    const read = () => {
      const status = document.querySelector('section[aria-label="Results"] [role="status"]');
      const count = /Showing results for [\d,]+ listings/.exec(status?.textContent ?? '');
      if (count) said.add(count[0]);
      requestAnimationFrame(read);
    };
    requestAnimationFrame(read);
  });
  if (inPages)
    await page.addInitScript((size) => {
      (window as Window & { __ROOMRADAR_SYNC_PAGE_SIZE__?: number }).__ROOMRADAR_SYNC_PAGE_SIZE__ = size;
    }, PAGE_SIZE);
  await page.goto('/listings');
}

/** The listing ids the list shows, top to bottom (as many as it has drawn). */
async function shownIds(page: Page): Promise<string[]> {
  const links = page
    .getByRole('list', { name: 'Listings' })
    .getByRole('listitem')
    .getByRole('heading')
    .getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).slice(0, 5);
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** How many listings a new visitor's first filters (Amsterdam) find: the count a new device shows first. */
const firstCount = (listings: Parameters<typeof runQuery>[0]) =>
  runQuery(listings, FIRST_VISIT_FILTERS, { nowMs: Date.now(), order: 'list' }).count;

/** The counts the status said since the page opened, in the order first said. */
const countsSaid = (page: Page) =>
  page.evaluate(() => [...((window as Window & { __countsSaid__?: Set<string> }).__countsSaid__ ?? [])]);

test('a first visit whose copy breaks off halfway shows the first results, says so, and completes when the connection returns', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(90_000);
  void app; // The fixture marks the page for the test hooks, which the small sync pages need.
  const listings = await visibleListings();
  expect(listings.length).toBeGreaterThan(PAGE_SIZE * 3);
  const cheap = runQuery(listings, { ...FIRST_VISIT_FILTERS, maxPrice: 1000 }, { nowMs: Date.now(), order: 'list' });
  const connection = await copyThatBreaksOff(context);
  await openAsNewDevice(page, { inPages: true });

  // The first results, with the whole count, before the copy is complete.
  await expect(page.getByText(`Showing results for ${firstCount(listings)} listings`)).toBeVisible({ timeout: 15_000 });
  await expect(results(page)).toHaveAttribute('data-copy', 'none');
  await expect(page.getByText('The copy to this device stopped; it goes on when the connection returns.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(new RegExp(`^\\d+ of ${listings.length} listings on this device$`))).toBeVisible();

  // A filter applied while the copy is broken off still answers.
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to').selectOption('1000');
  await expect(page.getByText(`Showing results for ${cheap.count} listings`)).toBeVisible({ timeout: 15_000 });
  const during = await shownIds(page);
  expect(during).toEqual(cheap.ids.slice(0, during.length).map((id) => `/listing/${id}`));

  // The connection returns: the copy completes, and the same filter gives the same listings from the device.
  connection.restore();
  await expect(results(page)).toHaveAttribute('data-copy', 'stored', { timeout: 45_000 });
  await expect(page.getByLabel('Listings on this device')).toHaveCount(0);
  await expect(page.getByText(`Showing results for ${cheap.count} listings`)).toBeVisible();
  expect(await shownIds(page)).toEqual(during);
  // Never an empty answer on the way (the device asked before its copy was handed over).
  expect(await countsSaid(page)).toEqual([
    `Showing results for ${firstCount(listings)} listings`,
    `Showing results for ${cheap.count} listings`,
  ]);
});

test('with the server out of reach too, the results cover what has arrived and say so', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(90_000);
  void app; // As above: the test hooks.
  const listings = await visibleListings();
  const connection = await copyThatBreaksOff(context);
  let isServerBack = false;
  await context.route('**/functions/v1/first-results?**', (route) =>
    isServerBack ? route.continue() : route.abort('internetdisconnected'),
  );
  // The page as a static host serves it, without the first answer the local server draws into it
  // (first-cards.spec.ts): the app has to ask the server for its first results, and cannot.
  await context.route(/\/listings$/, async (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ response: await route.fetch({ url: `${route.request().url()}.html` }) })
      : route.continue(),
  );
  await openAsNewDevice(page, { inPages: true });

  await expect(
    page.getByText(/^The connection dropped, so these results cover only the \d+ listings on this device/),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The count follows the listings as they reach the query worker.
  const shownCount = async () =>
    Number(/Showing results for (\d+) listings/.exec(await results(page).getByRole('status').innerText())?.[1]);
  await expect.poll(shownCount, { timeout: 15_000 }).toBeGreaterThan(0);
  const partial = await shownCount();
  expect(partial).toBeLessThanOrEqual(PAGE_SIZE * 2);

  isServerBack = true;
  connection.restore();
  await expect(results(page)).toHaveAttribute('data-copy', 'stored', { timeout: 45_000 });
  await expect(page.getByText(`Showing results for ${firstCount(listings)} listings`)).toBeVisible();
});

test('a compact copy that fails to arrive is told, the first results stand, and it completes when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const listings = await visibleListings();
  let isRestored = false;
  await context.route('**/functions/v1/listings-snapshot', (route) =>
    isRestored ? route.continue() : route.abort('internetdisconnected'),
  );
  await openAsNewDevice(page, { inPages: false });
  await expect(page.getByText(`Showing results for ${firstCount(listings)} listings`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The copy to this device stopped; it goes on when the connection returns.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(results(page)).toHaveAttribute('data-copy', 'none');
  const before = await shownIds(page);

  isRestored = true;
  await expect(results(page)).toHaveAttribute('data-copy', 'stored', { timeout: 45_000 });
  await expect(page.getByText(`Showing results for ${firstCount(listings)} listings`)).toBeVisible();
  expect(await shownIds(page)).toEqual(before);
  expect(await countsSaid(page)).toEqual([`Showing results for ${firstCount(listings)} listings`]);
  // The device's copy has no post texts: opening a listing reads its text once, as it did before.
  const [first] = listings;
  await page.goto(`/listing/${first?.id}`);
  await expect(page.getByText((first?.text_post ?? '').split('\n')[0] ?? '', { exact: false }).first()).toBeVisible();
});
