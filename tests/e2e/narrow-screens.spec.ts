// Every page on the narrowest phones (360 and 390 px), in English and in Dutch, whose words run longer: no page
// scrolls sideways, and no control, tab, heading or label is cut off (its text wider than its box).
import type { Page } from '@playwright/test';
import { visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

const WIDTHS = [360, 390] as const;
const LANGUAGES = [
  { name: 'English', locale: 'en-US' },
  { name: 'Dutch', locale: 'nl-NL' },
] as const;
const PAGES = [
  '/',
  '/listings',
  '/favorites',
  '/get-room-alerts',
  '/subscription',
  '/auth',
  '/auth?tab=signup',
  '/about',
  '/faq',
  '/contact',
  '/feedback',
  '/terms',
  '/privacy',
  '/no/such/page',
] as const;

type Overflow = { page: string; what: string };

/** What sticks out of the page sideways, and the controls and headings whose text is wider than their box. */
async function overflowsOf(page: Page, path: string): Promise<Overflow[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${viewport} px window`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of Array.from(
      document.querySelectorAll('button, a, select, label, h1, h2, h3, [role="tab"], input[type="submit"]'),
    )) {
      const box = element.getBoundingClientRect();
      // Not drawn, or drawn for screen readers only (the skip link until it has focus).
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        problems.push(`${describe(element)} is cut off (${element.scrollWidth} px of text in ${element.clientWidth})`);
      // A map's markers go under its edge as the map moves; the map clips them, the page does not widen.
      if ((box.right > viewport + 1 || box.left < -1) && !element.closest('.maplibregl-map'))
        problems.push(
          `${describe(element)} reaches past the window (${Math.round(box.left)} to ${Math.round(box.right)})`,
        );
    }
    return problems;
  });
  return found.map((what) => ({ page: path, what }));
}

for (const language of LANGUAGES)
  test.describe(`in ${language.name}`, () => {
    test.use({ locale: language.locale });

    for (const width of WIDTHS)
      test(`no page scrolls sideways or cuts a label off at ${width} px`, async ({ page, app }) => {
        test.setTimeout(120_000);
        await app.setWidth(width);
        const listing = (await visibleListings())[0];
        const problems: Overflow[] = [];
        for (const path of [...PAGES, `/listing/${listing?.id}`]) {
          await page.goto(path);
          await expect(page.getByRole('main')).toBeVisible();
          // Settled: the page's own texts in, its lazy parts drawn.
          await page.waitForTimeout(500);
          problems.push(...(await overflowsOf(page, path)));
        }
        // The listings as a map, as a renter who chose the map comes back to them.
        await page.evaluate(() => window.sessionStorage.setItem('lastViewMode', 'map'));
        await page.goto('/listings');
        await expect(page.locator('[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
        problems.push(...(await overflowsOf(page, '/listings (map)')));
        expect(problems).toEqual([]);
      });
  });
