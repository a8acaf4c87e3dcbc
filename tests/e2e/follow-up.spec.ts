// The favorites as a follow-up (issue 36), on a 390 px phone: a status and a viewing marked offline survive
// a reload offline, reach the server once online and show in a second browser; a viewing goes into a
// calendar as an .ics made offline; a reply template is copied filled with the listing's facts and the
// member's. Screens are kept in tests/e2e/artifacts/followup/ for review.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createConfirmedMember, makePremium, serviceRest, type Member } from './support/accounts.ts';
import { originalPostUrl, uniquelyTitled, visibleListings, type DemoListing } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { FollowUpPage } from './pages/follow-up-page.ts';
import { ListingsPage } from './pages/listings-page.ts';
import { followUp as dutchFollowUp } from '../../src/i18n/locales/nl-follow-up.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language.ts';
import { localInputFromInstant } from '../../src/domain/follow-up/follow-up.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/followup');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${ARTIFACTS}/${name}-${test.info().project.name}.png`, fullPage: true });

/** A listing with a title of its own and a rent, for finding its card and checking the filled reply. */
async function chooseListing(skip = 0): Promise<DemoListing> {
  const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
  const candidates = (await visibleListings()).filter(
    (listing) => unique.has(listing.id) && listing.rent_on_monthly_basis !== null,
  );
  const chosen = candidates[skip];
  if (!chosen) throw new Error('no uniquely titled listing with a rent');
  return chosen;
}

/** Signs the member in, favorites the listing online, and waits for the server to hold it. */
async function favoriteOnline(page: Page, member: Member, listing: DemoListing): Promise<void> {
  const listings = new ListingsPage(page);
  await listings.signIn(member.email, member.password);
  await listings.open();
  await listings.expectCount((await visibleListings()).length);
  await listings.favoriteButton(listing.title).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to favorites' })).toBeVisible();
  await expect.poll(async () => (await serverFollowUp(member.email)).length, { timeout: 20_000 }).toBe(1);
}

type ServerFollowUp = { listing_id: number; follow_up_status: string; viewing_at: string | null; note: string };

async function serverFollowUp(email: string): Promise<ServerFollowUp[]> {
  const [profile] = await serviceRest<Array<{ user_id: string }>>(
    `/rest/v1/profiles?select=user_id&email=eq.${encodeURIComponent(email)}`,
  );
  if (!profile) return [];
  return serviceRest<ServerFollowUp[]>(
    `/rest/v1/favorites?select=listing_id,follow_up_status,viewing_at,note&_deleted=is.false&user_id=eq.${profile.user_id}`,
  );
}

/** A viewing a week from now at 19:00 on this machine's clock (the browser's), so it is always the next one. */
function viewingNextWeek(): { input: string; day: string; utcDate: string } {
  const viewing = new Date();
  viewing.setDate(viewing.getDate() + 7);
  viewing.setHours(19, 0, 0, 0);
  return {
    input: localInputFromInstant(viewing.toISOString()),
    day: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(viewing),
    utcDate: viewing.toISOString().slice(0, 10).replaceAll('-', ''),
  };
}

async function secondBrowser(
  browser: Browser,
  member: Member,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await new ListingsPage(page).signIn(member.email, member.password);
  return { context, page };
}

test('a status and a viewing marked offline survive a reload offline and show in a second browser once online', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const listing = await chooseListing();
  const member = await createConfirmedMember(baseURL ?? '', 'follow-up');
  await favoriteOnline(page, member, listing);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const board = new FollowUpPage(page);
  await board.open();
  await board.expectCard(listing.title);

  // On the tram: no network, and the app opened again without one.
  await context.setOffline(true);
  await page.reload();
  await board.expectCard(listing.title);
  const viewing = viewingNextWeek();
  await board.follow(listing.title, 'Viewing planned', 'Bring ID; ring twice', viewing.input);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText('1 change is waiting to sync');
  await page.reload();
  await board.expectCard(listing.title);
  const card = board.card(listing.title);
  await expect(board.section('Viewing planned').getByRole('article', { name: listing.title })).toBeVisible();
  await expect(card.getByLabel('Note', { exact: true })).toHaveValue('Bring ID; ring twice');
  await expect(page.getByText(new RegExp(`^Next viewing: ${viewing.day}(,| at) 19:00, `))).toBeVisible();
  await expect(banner).toContainText('1 change is waiting to sync');
  expect((await serverFollowUp(member.email))[0]?.follow_up_status).toBe('to_contact');
  await shot(page, 'phone-offline-viewing-planned');

  // The calendar file is made on the device, offline too, with the link on the page's own origin.
  const download = await board.downloadCalendar(listing.title);
  expect(download.suggestedFilename()).toBe(`viewing-${listing.id}.ics`);
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`URL:${new URL(page.url()).origin}/listing/${listing.id}`);
  expect(ics).toMatch(new RegExp(`DTSTART:${viewing.utcDate}T\\d{4}00Z`));

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverFollowUp(member.email))[0], { timeout: 20_000 })
    .toMatchObject({ listing_id: listing.id, follow_up_status: 'viewing_planned', note: 'Bring ID; ring twice' });

  const laptop = await secondBrowser(browser, member, baseURL ?? '');
  try {
    const elsewhere = new FollowUpPage(laptop.page);
    await elsewhere.open();
    await elsewhere.expectCard(listing.title);
    await expect(elsewhere.section('Viewing planned').getByRole('article', { name: listing.title })).toBeVisible();
    await expect(elsewhere.card(listing.title).getByLabel('Note', { exact: true })).toHaveValue('Bring ID; ring twice');
    await shot(laptop.page, 'second-browser');
  } finally {
    await laptop.context.close();
  }
});

test("a reply template is copied filled with the listing's facts and the member's", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await chooseListing(1);
  const member = await createConfirmedMember(baseURL ?? '', 'templater');
  await favoriteOnline(page, member, listing);

  await page.goto('/account');
  await page.getByLabel('Age', { exact: true }).fill('24');
  await page.getByLabel('Occupation', { exact: true }).fill('Master student');
  await page.getByLabel('Move-in date', { exact: true }).fill('2027-02-01');
  await page.getByLabel('How long', { exact: true }).selectOption({ label: '6 months or longer' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })).toBeVisible();

  const board = new FollowUpPage(page);
  await board.open();
  await board.expectCard(listing.title);

  const english = await board.copyReply(listing.title, 'Default · English');
  expect(english).toContain(`your room "${listing.title}" in `);
  expect(english).toContain('My name is templater.');
  expect(english).toContain("I'm 24 years old.");
  expect(english).toContain('What I do: Master student.');
  expect(english).toContain("I'd like to move in on 1 February 2027.");
  expect(english).toContain("I'm looking for a place for at least 6 months.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(english);
  // Without Premium the original post is not offered beside the copy (the server gives no link).
  await expect(board.card(listing.title).getByRole('button', { name: 'Copy and open the original post' })).toHaveCount(
    0,
  );

  // The member's own template, in Dutch while the site speaks English.
  await board.addTemplate(
    'Kort',
    'Dutch',
    'Hoi! Ik reageer op "{listing}" voor {rent}.\nIk ben {age} jaar.\nGroet, {name}',
  );
  await board.card(listing.title).getByRole('button', { name: 'Close' }).click();
  const dutch = await board.copyReply(listing.title, 'Kort · Dutch');
  // The listing's rent as Dutch writes it ('€ 1.100', with a no-break space), though the site speaks English.
  const dutchRent = new Intl.NumberFormat('nl-NL', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Number(listing.rent_on_monthly_basis));
  expect(dutch).toBe(`Hoi! Ik reageer op "${listing.title}" voor ${dutchRent}.\nIk ben 24 jaar.\nGroet, templater`);
  expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\u00a0/g, ' ')).toBe(
    dutch.replace(/\u00a0/g, ' '),
  );
  await shot(page, 'phone-reply');
});

test('in Dutch the board speaks Dutch, and an English template still writes English', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const nl = dutchFollowUp.followUpText;
  const listing = await chooseListing(2);
  const member = await createConfirmedMember(baseURL ?? '', 'nederlands');
  await favoriteOnline(page, member, listing);
  await page.evaluate((key) => window.localStorage.setItem(key, 'nl'), LANGUAGE_STORAGE_KEY);
  await page.goto('/favorites');
  // The card's title reads in Dutch ('Studio van 19 m²'), so the card is found by its listing; its status is
  // its first choice (named 'Status van' and the title, which reads 'Advertentie 242' until the card's facts are in).
  const card = new FollowUpPage(page).cardOf(listing.id);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: new RegExp(`^${nl.statuses.to_contact}`) })).toBeVisible();
  const status = card.getByRole('combobox').first();
  await expect(status).toHaveAccessibleName(new RegExp(`^${nl.status.replace('{{title}}', '')}`));
  await status.selectOption({ label: nl.statuses.contacted });
  await card.getByRole('button', { name: nl.save, exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: dutchFollowUp.followUpToasts.saved.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: new RegExp(`^${nl.statuses.contacted}`) }).getByRole('article'),
  ).toHaveCount(1);
  await card.getByRole('button', { name: nl.writeReply }).click();
  await card
    .getByLabel(nl.template, { exact: true })
    .selectOption({ label: `${nl.defaultTemplate} · ${nl.languageOf.en}` });
  const message = await card.getByLabel(nl.message, { exact: true }).inputValue();
  expect(message).toContain("I'm very interested in your room");
  expect(message).toContain('My name is nederlands.');
  // No age on this member's profile: that line is left out, the rest stays.
  expect(message).not.toContain('years old');
  await shot(page, 'phone-dutch');
});

test('the board, a reply and the About you card have no serious or critical axe violations, on a phone and a desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const listing = await chooseListing(3);
  const member = await createConfirmedMember(baseURL ?? '', 'axe');
  await favoriteOnline(page, member, listing);
  const board = new FollowUpPage(page);
  await board.open();
  await board.expectCard(listing.title);
  await board.follow(listing.title, 'Viewing planned', 'Ask about the deposit', '2027-01-14T18:30');
  await board.card(listing.title).getByRole('button', { name: 'Write to the poster' }).click();
  // The toasts fade in and out (axe would weigh their contrast mid-fade): the screens are checked without them.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'desktop-board');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'About you, for reply templates' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a Premium member copies a reply and opens the original post in a new tab', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await chooseListing(4);
  const member = await createConfirmedMember(baseURL ?? '', 'premium-reply');
  await makePremium(member.email);
  await favoriteOnline(page, member, listing);
  const board = new FollowUpPage(page);
  await board.open();
  await board.expectCard(listing.title);
  const card = board.card(listing.title);
  await card.getByRole('button', { name: 'Write to the poster' }).click();
  // The social network is the edge of the world here: a stand-in page answers for it.
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Original post</title>' }),
  );
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Copy and open the original post' }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe(await originalPostUrl(listing.id));
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  const message = await card.getByLabel('Message', { exact: true }).inputValue();
  expect(message).toContain(`your room "${listing.title}"`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
});
