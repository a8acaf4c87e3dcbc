// A first visit's /listings carries its first cards (supabase/local/app-host/listings-page.ts): a phone shows them from
// the HTML before any script has arrived, and the app starts from the answer the page carries instead of
// asking the server again. The server draws the page once the demo data is in; each test waits for that.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';

/** Waits until the server sends /listings with its first answer in it (drawn a moment after the start). */
async function drawnListingsPage(request: APIRequestContext, language = 'en'): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get('/listings', { headers: { 'Accept-Language': language } })).text();
        return html.includes('id="roomradar-first-answer"');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return html;
}

// A new visitor's own start: the page the server draws is for the first visit's question.
test.use({ startsOnEveryCity: false });

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/listings shows the count and the first cards from the HTML', async ({ page, request }) => {
    await drawnListingsPage(request);
    await page.goto('/listings');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('status')).toHaveText(/Showing results for \d+ listings/);
    const cards = results.getByRole('list', { name: 'Listings' }).locator('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.first().getByRole('heading', { level: 2 })).toBeVisible();
    await expect(cards.first()).toContainText('/month');
  });

  test.describe('in Dutch', () => {
    test.use({ locale: 'nl-NL' });

    test('/listings shows the first cards in Dutch', async ({ page, request }) => {
      await drawnListingsPage(request, 'nl');
      await page.goto('/listings');
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('list', { name: 'Kamers' }).locator('article')).toHaveCount(20);
      await expect(page.getByRole('list', { name: 'Kamers' }).locator('article').first()).toContainText('per maand');
    });
  });
});

test.describe('a new visitor', () => {
  test('the app starts from the answer the page carries: the same cards, and no second ask', async ({
    page,
    request,
  }) => {
    const html = await drawnListingsPage(request);
    const firstTitle = /<h2[^>]*><a[^>]*>([^<]+)<\/a>/.exec(html)?.[1];
    expect(firstTitle).toBeTruthy();
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/first-results')) asked.push(sent.url());
    });
    await page.goto('/listings');
    const cards = page.getByRole('list', { name: 'Listings' }).locator('article');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(firstTitle as string);
    // Once the app runs (its filters answer), the list is still the page's first answer.
    await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to')).toBeEnabled();
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(firstTitle as string);
    expect(asked).toEqual([]);
  });
});
