// Scraped text, links and image URLs are untrusted: listings carrying an XSS corpus in every field are
// shown on the list, the detail page and the favorites page, and nothing runs and nothing navigates.
// This project runs after the others (it adds listings to their shared database).
import { createConfirmedMember, localStatus } from './support/accounts.ts';
import { HOSTILE_URLS, XSS_PAYLOADS } from './support/xss-payloads.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

const MARK = 'Hostile';

async function insertHostileListings(baseURL: string): Promise<number[]> {
  const { service_role_key: key } = localStatus();
  const headers = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const rows = XSS_PAYLOADS.map((payload, index) => ({
    post_type: 'HAS_HOUSING_AVAILABLE',
    latitude: 52.36,
    longitude: 4.9,
    title: `${MARK} ${index} ${payload}`,
    text_post: `${payload}\n${payload}`,
    location_description_for_maps: payload,
    city_of_group: 'Amsterdam',
    listing_type: 'room',
    rent_on_monthly_basis: 800,
    language_requirements: [payload],
    scam_signals: [payload],
    image_urls: {
      full: [HOSTILE_URLS[index % HOSTILE_URLS.length], `https://x.example/${encodeURIComponent(payload)}.jpg?`],
      thumb: [HOSTILE_URLS[(index + 1) % HOSTILE_URLS.length]],
    },
  }));
  const response = await fetch(`${baseURL}/rest/v1/listings`, { method: 'POST', headers, body: JSON.stringify(rows) });
  const inserted = (await response.json()) as Array<{ id: number }>;
  await fetch(`${baseURL}/rest/v1/listing_sources`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      inserted.map(({ id }, index) => ({
        listing_id: id,
        source_post_id: `hostile-${id}`,
        url_post: `https://www.facebook.com/${encodeURIComponent(XSS_PAYLOADS[index] ?? '')}`,
      })),
    ),
  });
  return inserted.map(({ id }) => id);
}

test('an XSS corpus in every scraped field runs nothing and navigates nowhere', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const ids = await insertHostileListings(baseURL ?? '');
  expect(ids.length).toBeGreaterThanOrEqual(30);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const origin = new URL(baseURL ?? '').origin;
  const wentElsewhere: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) wentElsewhere.push(frame.url());
  });

  const member = await createConfirmedMember(baseURL ?? '', 'hostile');
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await listings.open();
  await expect(listings.status).toContainText('Showing results for', { timeout: 15_000 });
  await listings.page.mouse.wheel(0, 20_000);
  for (const id of ids) {
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(MARK, { timeout: 15_000 });
  }
  await page.goto(`/listing/${ids[1]}`);
  await page.getByRole('button', { name: /Add .* to favorites/ }).click();
  // The heart fills once the device has kept the favorite; leaving the page before that would end the write.
  await expect(page.getByRole('button', { name: /Remove .* from favorites/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 15_000,
  });
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: '1 favorite listing' })).toBeVisible({ timeout: 15_000 });

  expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(wentElsewhere).toEqual([]);
  // No element the payloads describe made it into the page as markup.
  expect(await page.locator('iframe, object, embed, form[action*="evil"], base, meta[http-equiv]').count()).toBe(0);
  expect(
    await page.locator('img[src^="javascript"], img[src^="data:"], img[src^="//"], a[href^="javascript"]').count(),
  ).toBe(0);
});
