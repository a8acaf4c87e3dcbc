// Contact and sharing on a 390 px phone (issue 35 items 8 and 9). 'View Original Post' says before any click
// what it needs and why, and the sign-in or the upgrade it leads to comes back to the same listing; a link to
// a cross-posted copy opens the listing it was merged into; a share button on cards and the detail page copies
// the listing's link (headless Chromium has no share sheet) with a toast. The screens are kept
// (tests/e2e/artifacts/share/, committed for review). The served preview tags are checked in
// tests/integration/share-preview.test.ts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PREMIUM_PRICE_EUR_PER_MONTH } from '../../src/domain/constants.ts';
import { displayTitle } from '../../src/domain/listings/listing-title.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { followUp as englishFollowUp } from '../../src/i18n/locales/en-follow-up.ts';
import { followUp as dutchFollowUp } from '../../src/i18n/locales/nl-follow-up.ts';
import { createConfirmedMember, serviceRest } from './support/accounts.ts';
import { originalPostUrl, uniquelyTitled, visibleListings, type DemoListing } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/share');
const english = textsFor('en');
// The follow-up's namespace (en-follow-up.ts) holds what the original post needs.
const englishContact = englishFollowUp.contactText;

/** A text of that catalogue with its price written as the app writes it in English (en-GB: '€6.99'). */
const withPrice = (text: string) =>
  text.replace(
    '{{price, currency(EUR)}}',
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(PREMIUM_PRICE_EUR_PER_MONTH),
  );

async function someListing(index = 0): Promise<{ listing: DemoListing; title: string }> {
  const listing = (await uniquelyTitled())[index];
  if (!listing) throw new Error('The demo data should hold uniquely titled listings');
  return { listing, title: displayTitle(listing.title, listing.id, english) };
}

async function openDetail(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

async function signInHere(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

function screenshotPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

test.describe('contact and sharing at 390 px', () => {
  test.beforeEach(async ({ app }) => app.setWidth(390));

  test('a visitor reads what the original post needs, signs in, and is back on the listing', async ({
    page,
    app,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const member = await createConfirmedMember(baseURL ?? '', 'returner');
    const { listing, title } = await someListing();
    await openDetail(page, listing.id, title);
    const button = page.getByRole('button', { name: english.listingsText.viewOriginalPost });
    // Said before any click, and tied to the button for a screen reader.
    await expect(page.getByText(englishContact.originalPostNeedsSignIn)).toBeVisible();
    await expect(button).toHaveAccessibleDescription(englishContact.originalPostNeedsSignIn);
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('original-post-visitor-390-en.png') });

    await button.click();
    await expect(app.toast('Login Required')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await signInHere(page, member.email, member.password);
    // Back where the renter was, not on the landing page or onboarding.
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    // Signed in without Premium, the button now says what it needs next.
    const needsPremium = withPrice(englishContact.originalPostNeedsPremium);
    await expect(page.getByText(needsPremium)).toBeVisible();
    await page.getByRole('button', { name: english.listingsText.viewOriginalPost }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('original-post-free-member-390-en.png') });
  });

  test('a free member upgrades from the listing and the checkout comes back to it, with its post', async ({
    page,
    context,
    app,
    baseURL,
  }) => {
    // Sign-in, checkout and the subscription's polling (2 + 4 + 6 s at most before it shows).
    test.setTimeout(90_000);
    const member = await createConfirmedMember(baseURL ?? '', 'upgrader');
    const { listing, title } = await someListing(1);
    await page.goto('/auth');
    await signInHere(page, member.email, member.password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    await openDetail(page, listing.id, title);
    await page.getByRole('button', { name: english.listingsText.viewOriginalPost }).click();
    await expect(page).toHaveURL(/\/subscription\?reason=original-post$/);

    const checkoutTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const checkout = await checkoutTab;
    await checkout.setViewportSize({ width: 390, height: 900 });
    await checkout.getByRole('button', { name: 'Pay €6.99 / month' }).click();
    await expect(checkout.locator('[data-sonner-toast]').filter({ hasText: 'Subscription Activated!' })).toBeVisible({
      timeout: 40_000,
    });
    await expect(checkout).toHaveURL(new RegExp(`/listing/${listing.id}$`));
    await expect(checkout.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    // Premium now: no more explaining, and the post opens.
    await expect(checkout.getByText(withPrice(englishContact.originalPostNeedsPremium))).toHaveCount(0);
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Original post</title>' }),
    );
    const popup = context.waitForEvent('page');
    await checkout.getByRole('button', { name: english.listingsText.viewOriginalPost }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(await originalPostUrl(listing.id));
  });

  test('a link to a cross-posted copy opens the listing it was merged into', async ({ page, app }) => {
    const visible = new Map((await visibleListings()).map((listing) => [listing.id, listing]));
    const copies = await serviceRest<Array<{ id: number; duplicate_of: number }>>(
      '/rest/v1/full_details_housing?select=id,duplicate_of&is_unavailable_or_double=eq.double&duplicate_of=not.is.null',
    );
    const copy = copies.find((row) => visible.has(row.duplicate_of));
    if (!copy) throw new Error('The demo data should hold a cross-posted copy of a listing that shows');
    const original = visible.get(copy.duplicate_of) as DemoListing;
    const title = displayTitle(original.title, original.id, english);
    // Opened from outside (a chat, a mail): the server's answer sends it on.
    await page.goto(`/listing/${copy.id}`);
    await expect(page).toHaveURL(new RegExp(`/listing/${original.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    // Followed inside the app (as the service worker answers a navigation, without the server): the app asks.
    await page.goto('/listings');
    await expect(page.getByRole('list', { name: 'Listings' }).getByRole('article').first()).toBeVisible({
      timeout: 15_000,
    });
    await app.navigateInApp(`/listing/${copy.id}`);
    await expect(page).toHaveURL(new RegExp(`/listing/${original.id}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  });

  test('the share button on a card and on the detail page copies the listing link, with a toast', async ({
    page,
    context,
    app,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/listings');
    const card = page.getByRole('list', { name: 'Listings' }).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const link = card.getByRole('heading').getByRole('link');
    const title = (await link.innerText()).trim();
    const id = /\/listing\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    expect(id).toBeDefined();
    // Headless Chromium on Linux has no share sheet: the link is copied instead.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    await card.getByRole('button', { name: english.shareText.shareListing({ title }) }).click();
    await expect(app.toast(english.shareText.copied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/listing/${id}`);
    await card.screenshot({ path: screenshotPath('card-share-390-en.png') });
    await page.screenshot({ path: screenshotPath('card-share-toast-390-en.png') });

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: english.shareText.shareListing({ title }) }).click();
    await expect(app.toast(english.shareText.copied.title).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/listing/${id}`);
    await page.screenshot({ path: screenshotPath('detail-share-390-en.png') });
  });
});

test.describe('contact and sharing in Dutch at 390 px', () => {
  test.use({ locale: 'nl-NL' });
  test.beforeEach(async ({ app }) => app.setWidth(390));
  const dutch = textsFor('nl');
  const dutchContact = dutchFollowUp.contactText;

  test("the original post's needs and the copied link are said in Dutch", async ({ page, context, app, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const listing = (await uniquelyTitled())[2];
    if (!listing) throw new Error('The demo data should hold uniquely titled listings');
    const title = displayTitle(listing.title, listing.id, dutch);
    await openDetail(page, listing.id, title);
    await expect(page.getByText(dutchContact.originalPostNeedsSignIn)).toBeVisible();
    await page.getByRole('button', { name: dutch.shareText.shareListing({ title }) }).click();
    await expect(app.toast(dutch.shareText.copied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/listing/${listing.id}`);
    await page.screenshot({ path: screenshotPath('detail-share-390-nl.png'), fullPage: true });
  });
});
