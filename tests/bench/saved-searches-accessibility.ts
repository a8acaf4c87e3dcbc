// Lighthouse's accessibility score of the alert page with a Premium member's five saved searches (issue 36
// item 5): the list (one search switched off), 'New search' disabled with its reason, and the form editing
// the first. A Lighthouse snapshot of the page as the member sees it after signing in, at a phone's width,
// in English and in Dutch; the alerts group holds it to 100 (its floors).
import puppeteer, { type Page } from 'puppeteer-core';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language.ts';
import { createMember, startTestBackend } from '../support/test-backend.ts';
import { accessibilityNow, type AccessibilityScore } from './accessibility-snapshot.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureBuilt } from './synced-device.ts';

export type PageScore = AccessibilityScore;

const byName = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** The alert page once its five searches are listed and no toast is on screen. */
async function searchesShown(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/get-room-alerts`);
  await page.waitForSelector('[data-saved-searches="5"]', { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, { timeout: 20_000 });
}

/** The alert page's score with five saved searches, in English and in Dutch. */
export async function savedSearchesScores(): Promise<{ en: PageScore; nl: PageScore }> {
  ensureBuilt();
  const backend = await startTestBackend();
  try {
    const member = await createMember(backend, { name: 'a11y-searches', premium: true });
    for (const [index, name] of ['Centrum', 'De Pijp', 'Oost', 'Noord', 'West'].entries()) {
      const { error } = await member.client.from('saved_filters').insert({
        id: index === 0 ? `alert:${member.id}` : `alert:${member.id}:${index}`,
        name,
        price_max: 800 + index * 100,
        alert_channels: (['email', 'push', 'both'] as const)[index % 3],
        alerts_enabled: index !== 2,
      });
      if (error) throw new Error(error.message);
    }
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      defaultViewport: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${backend.url}/auth`);
      await page.locator('input[type="email"]').fill(member.email);
      await page.locator('input[type="password"]').fill(member.password);
      await page.locator(byName('button', 'Sign In')).click();
      await page.waitForFunction(() => !location.pathname.startsWith('/auth'), { timeout: 30_000 });
      await searchesShown(page, backend.url);
      const en = await accessibilityNow(page);
      await page.evaluate((key) => localStorage.setItem(key, 'nl'), LANGUAGE_STORAGE_KEY);
      await searchesShown(page, backend.url);
      const nl = await accessibilityNow(page);
      return { en, nl };
    } finally {
      await browser.close();
    }
  } finally {
    await backend.stop();
  }
}
