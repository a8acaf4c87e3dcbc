// RoomRadar in Dutch, as a phone whose browser prefers Dutch sees it (375 px): the landing page, the
// listings with a filter, a listing, signing up (and the confirmation mail), and the language switch, which
// keeps the page and its filters. Texts are read from the Dutch catalogue, values filled in as the app does.
import { test, expect } from './support/fixtures.ts';
import { mailedLink } from './pages/auth-page.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';

const nl = textsFor('nl');
const en = textsFor('en');

test.use({ locale: 'nl-NL' });

test.beforeEach(async ({ app }) => {
  await app.setWidth(375);
});

test('the landing page speaks Dutch, in its HTML before the app has run and after', async ({
  page,
  browser,
  baseURL,
}) => {
  // The page as the server sends it for a Dutch browser: prerendered in Dutch, <html lang="nl">.
  const served = await (await fetch(`${baseURL}/`, { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' } })).text();
  expect(served).toContain('<html lang="nl"');
  expect(served).toContain(nl.landingText.heading);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: nl.landingText.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle(nl.pageTitles.landing);
  await expect(page.getByRole('heading', { name: nl.landingText.faqHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.faqText.items[0]?.question ?? '' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Toon .* kamers/ }).first()).toBeVisible({ timeout: 15_000 });
  // An English browser gets the English page from the same address.
  const english = await browser.newPage({ locale: 'en-US' });
  await english.goto(`${baseURL}/`);
  await expect(english.getByRole('heading', { level: 1, name: en.landingText.heading })).toBeVisible();
  await english.close();
});

test('listings filter in Dutch, a listing reads in Dutch, and the switch to English keeps page and filters', async ({
  page,
}) => {
  await page.goto('/listings');
  const results = page.getByRole('region', { name: nl.listingsText.results });
  // The tab's own count (every city), not the one the server drew for a new visitor's first search.
  await expect(results).toHaveAttribute('data-drawn-by', 'app', { timeout: 15_000 });
  await expect(results.getByRole('status')).toHaveText(/^[\d.]+ kamers gevonden$/, { timeout: 15_000 });
  const unfiltered = await results.getByRole('status').textContent();
  await page.getByRole('button', { name: nl.listingsText.filters, exact: true }).click();
  const filters = page.getByRole('form', { name: nl.filterText.label });
  await filters.getByLabel(nl.filterText.monthlyRentTo).selectOption('900');
  // Option labels are Dutch, their values as stored.
  await expect(filters.getByLabel(nl.filterText.monthlyRentTo).locator('option[value="900"]')).toHaveText(
    nl.optionText.euros({ amount: 900 }),
  );
  // At this width the filters are a sheet over the list (issue 35 item 5): 'Toon N kamers' closes it onto them.
  await page
    .getByRole('dialog', { name: nl.filterText.label })
    .getByRole('button', { name: /^Toon [\d.]+ kamers?$/ })
    .click();
  const cards = page.getByRole('list', { name: nl.listingsText.list }).getByRole('article');
  await expect(cards.first()).toContainText('per maand');
  // Titles RoomRadar composed are written in Dutch: 'Kamer van 21 m² in Westerpark, Amsterdam'.
  await expect(cards.first().getByRole('heading')).toHaveText(
    /^(Kamer|Studio|Appartement|Huis|Woonruimte) (van|in|te) /,
  );
  await expect(results.getByRole('status')).not.toHaveText(unfiltered ?? '');
  const count = await results.getByRole('status').textContent();

  await page.getByRole('banner').getByRole('button', { name: en.navText.languageNames.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/listings\?maxPrice=900$/);
  await expect(page).toHaveTitle(en.pageTitles.listings);
  const englishCount = (count ?? '').replace(/\D/g, '');
  await expect(page.getByRole('region', { name: en.listingsText.results }).getByRole('status')).toHaveText(
    en.listingsText.showingResults({ count: Number(englishCount) }),
  );
  await page.getByRole('button', { name: en.listingsText.filters, exact: true }).click();
  await expect(
    page.getByRole('form', { name: en.filterText.label }).getByLabel(en.filterText.monthlyRentTo),
  ).toHaveValue('900');
  // The choice is remembered: the next visit opens in English although the browser prefers Dutch.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.listingsText.heading })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: nl.navText.languageNames.nl }).click();
  await expect(page.getByRole('heading', { level: 1, name: nl.listingsText.heading })).toBeVisible();

  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/€\s?[\d.]+ per maand|Prijs op aanvraag/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: nl.listingsText.viewOriginalPost })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('signing up in Dutch: the form, its errors and the confirmation mail are Dutch', async ({
  page,
  app,
  baseURL,
}) => {
  await page.goto('/auth?tab=signup');
  await expect(page).toHaveTitle(nl.pageTitles.signUp);
  await page.getByRole('button', { name: nl.authText.createAccount }).click();
  await expect(app.toast(nl.validationText.firstNameRequired.title)).toBeVisible();
  const email = `nl-${Date.now()}@example.com`;
  await page.getByLabel(nl.authText.firstName).fill('Sanne');
  await page.getByLabel(nl.authText.email).fill(email);
  await page.getByLabel(nl.authText.password, { exact: true }).fill('geheim-123');
  await page.getByRole('button', { name: nl.authText.createAccount }).click();
  await expect(app.toast(nl.authToasts.accountCreated.title)).toBeVisible({ timeout: 15_000 });
  const mails = (await (await fetch(`${baseURL}/_dev/mail/messages?to=${encodeURIComponent(email)}`)).json()) as Array<{
    subject: string;
    text: string;
  }>;
  expect(mails[0]?.subject).toBe(nl.authMailText.signup.subject);
  await page.goto(await mailedLink(baseURL ?? '', email));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});
