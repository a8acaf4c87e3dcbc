// The prerendered pages: / and /listings show their first screen from the HTML alone (a phone on a slow
// network paints it before any script arrives), every other route gets the empty shell (never another
// route's screen), and the app then renders over the page with nothing doubled and nothing logged.
import { test, expect } from './support/fixtures.ts';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/ and /listings show their heading, the header and the filters from the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your room in Amsterdam, without the scroll');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' })).toBeAttached();
    await page.goto('/listings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room listings');
    await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to')).toBeAttached();
    // Its results: the first cards the server drew into it (first-cards.spec.ts), else the wait for them.
    await expect(
      page.getByRole('status').filter({ hasText: /Loading listings...|Showing results for/ }),
    ).toBeAttached();
  });

  test('every other route gets the empty shell', async ({ page }) => {
    for (const path of ['/favorites', '/listing/1', '/about', '/no/such/page']) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });
});

test('the app renders over a prerendered page: one header, one heading, the listings, and no errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The demo listings' photo hosts cannot be reached from here; a failed photo is the network's doing.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/listings');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('status')).toHaveText(
    /Showing results for \d+ listings/,
    { timeout: 15_000 },
  );
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your room in Amsterdam, without the scroll');
  expect(errors).toEqual([]);
});
