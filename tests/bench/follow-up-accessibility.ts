// Lighthouse's accessibility score of the follow-up board (issue 36 items 2 and 7): a member's favorites in
// every status, two planned viewings (the next one named above the board), notes, and one listing that has
// become unavailable. A Lighthouse snapshot of /favorites as the member sees it after signing in, as grouped
// sections at a phone's width (also with a card's reply composer open) and as the board of columns at a
// desktop's, in English and in Dutch; the follow-up-sync group holds each to 100 (its floors).
import puppeteer, { type Page } from 'puppeteer-core';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language.ts';
import { createMember, insertListings, serviceClient, startTestBackend } from '../support/test-backend.ts';
import { accessibilityNow, type AccessibilityScore } from './accessibility-snapshot.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureBuilt } from './synced-device.ts';

export type BoardScore = AccessibilityScore;
/** The board at a phone's width, the same with a card's reply composer open, and the board at a desktop's. */
export type BoardScores = Record<'phone' | 'replying' | 'desktop', Record<'en' | 'nl', BoardScore>>;

const HOUR_MS = 3_600_000;
const PHONE = { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const DESKTOP = { width: 1366, height: 900, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

const byName = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** The favorites: one in each status, a second planned viewing, notes, and one room no longer offered. */
const FAVORITES = [
  { status: 'to_contact', note: '', listing: { title: 'Room in De Pijp', rent_on_monthly_basis: 850 } },
  {
    status: 'contacted',
    note: 'Sent a message on Facebook, waiting for an answer',
    listing: { title: 'Studio near Amstel station', rent_on_monthly_basis: 1200 },
  },
  {
    status: 'viewing_planned',
    viewingInHours: 30,
    note: 'Bring ID; hospiteeravond with four roommates',
    listing: { title: 'Bright room in Oost', rent_on_monthly_basis: 780 },
  },
  {
    status: 'viewing_planned',
    viewingInHours: 75,
    note: '',
    listing: { title: 'Room with balcony in West', rent_on_monthly_basis: 900 },
  },
  { status: 'applied', note: 'Deposit two months', listing: { title: 'Room in Noord', rent_on_monthly_basis: 700 } },
  { status: 'rejected', note: '', listing: { title: 'Attic room in Zuid', rent_on_monthly_basis: 950 } },
  {
    status: 'got_it',
    note: 'Contract from 1 January',
    listing: { title: 'Room in the Jordaan', rent_on_monthly_basis: 1000, is_unavailable_or_double: 'unavailable' },
  },
] as const;

/** The board once every favorite has its card and no toast is on screen. */
async function boardShown(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/favorites`);
  await page.waitForFunction(
    (count) => document.querySelectorAll('article[data-listing-id]').length === count,
    { timeout: 60_000 },
    FAVORITES.length,
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, { timeout: 20_000 });
}

/** Opens the first card's reply composer ('Write to the poster') and waits for its message. */
async function replyOpened(page: Page): Promise<void> {
  await page.locator('article[data-listing-id] button[aria-expanded="false"]').click();
  await page.waitForSelector('article[data-listing-id] textarea', { timeout: 20_000 });
}

/** The board's score at a phone's width (also replying) and a desktop's, in English and in Dutch. */
export async function followUpBoardScores(): Promise<BoardScores> {
  ensureBuilt();
  const backend = await startTestBackend();
  try {
    const member = await createMember(backend, { name: 'a11y-board', premium: true });
    const ids = await insertListings(
      backend,
      FAVORITES.map(({ listing }) => ({ listing_type: 'room', city_of_group: 'Amsterdam', ...listing })),
    );
    const { error } = await serviceClient(backend)
      .from('favorites')
      .insert(
        FAVORITES.map((favorite, index) => ({
          id: `${member.id}:${ids[index]}`,
          user_id: member.id,
          listing_id: ids[index],
          follow_up_status: favorite.status,
          viewing_at:
            'viewingInHours' in favorite
              ? new Date(Date.now() + favorite.viewingInHours * HOUR_MS).toISOString()
              : null,
          note: favorite.note,
        })),
      );
    if (error) throw new Error(error.message);
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      defaultViewport: PHONE,
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${backend.url}/auth`);
      await page.locator('input[type="email"]').fill(member.email);
      await page.locator('input[type="password"]').fill(member.password);
      await page.locator(byName('button', 'Sign In')).click();
      await page.waitForFunction(() => !location.pathname.startsWith('/auth'), { timeout: 30_000 });
      const scores: Partial<BoardScores> = {};
      for (const [state, viewport, formFactor] of [
        ['phone', PHONE, 'mobile'],
        ['replying', PHONE, 'mobile'],
        ['desktop', DESKTOP, 'desktop'],
      ] as const) {
        await page.setViewport(viewport);
        const scoreIn = async (language: 'en' | 'nl') => {
          await page.evaluate((key, chosen) => localStorage.setItem(key, chosen), LANGUAGE_STORAGE_KEY, language);
          await boardShown(page, backend.url);
          if (state === 'replying') await replyOpened(page);
          return accessibilityNow(page, { formFactor });
        };
        scores[state] = { en: await scoreIn('en'), nl: await scoreIn('nl') };
      }
      return scores as BoardScores;
    } finally {
      await browser.close();
    }
  } finally {
    await backend.stop();
  }
}
