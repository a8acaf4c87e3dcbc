// Lighthouse's accessibility score of the controls issue 34 added, in the states a renter meets them (a
// navigation run sees only the page as it loads, so these are Lighthouse snapshots of the page after the
// clicks): the area picker open on its list of districts and neighbourhoods with one chosen, the picker on
// 'Near a place' with suggestions, the chosen areas as chips, and the map with its drawing tools and three
// corners set. At a phone's width, in English and in Dutch; each state must score 100 (the pwa group's floors).
import puppeteer, { type Page } from 'puppeteer-core';
import { common as english } from '../../src/i18n/locales/en.ts';
import { common as dutch } from '../../src/i18n/locales/nl.ts';
import { areaTools as englishAreaTools } from '../../src/i18n/locales/en-areas.ts';
import { areaTools as dutchAreaTools } from '../../src/i18n/locales/nl-areas.ts';
import type { CatalogueShape } from '../../src/i18n/catalogue-shape.ts';
import { accessibilityNow } from './accessibility-snapshot.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './synced-device.ts';

export const AREA_STATES = ['area_picker', 'area_near_place', 'area_chips', 'area_drawing'] as const;
export type AreaState = (typeof AREA_STATES)[number];
export type AreaStateScores = Record<AreaState, { score: number; failing: string[] }>;

/** The common catalogue with the area tools' namespace, which the picker and the map load. */
type Catalogue = CatalogueShape<typeof english> & CatalogueShape<typeof englishAreaTools>;

const LANGUAGES: Record<'en' | 'nl', { header: string; texts: Catalogue }> = {
  en: { header: 'en-US', texts: { ...english, ...englishAreaTools } },
  nl: { header: 'nl-NL,nl;q=0.9', texts: { ...dutch, ...dutchAreaTools } },
};

/** The elements an audit names (their selectors), the first few. */

const byName = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** /listings at a phone's width, every city, as a tab that set its filters (no onboarding in the way). */
async function openListings(page: Page, url: string, view: 'list' | 'map'): Promise<void> {
  await page.evaluateOnNewDocument((mode: string) => {
    window.sessionStorage.setItem('listingsFilters', JSON.stringify({ city: 'any', cityRule: 2 }));
    window.sessionStorage.setItem('lastViewMode', mode);
    window.sessionStorage.setItem('mapView', JSON.stringify({ longitude: 4.8936, latitude: 52.3678, zoom: 13 }));
  }, view);
  await page.goto(`${url}/listings`);
  // The tab's own results: the server may have drawn a new visitor's first cards, whose controls do nothing
  // until the app has drawn over them.
  await page.waitForSelector('section[data-drawn-by="app"][data-results="shown"]', { timeout: 60_000 });
}

async function pickerStates(page: Page, url: string, texts: Catalogue) {
  const { areaText, areaToolText, listingsText } = texts;
  await openListings(page, url, 'list');
  await page.locator(byName('button', listingsText.filters)).click();
  await page.locator(byName('button', areaText.choose)).click();
  const dialog = await page.waitForSelector('[role="dialog"]');
  if (!dialog) throw new Error('the area picker did not open');
  await page.locator(byName('searchbox', areaToolText.search)).fill('pijp');
  await page.locator('[role="dialog"] input[type="checkbox"]').click();
  const picker = await accessibilityNow(page, { withoutFullPageScreenshot: true });
  await page.locator(byName('tab', areaToolText.tabNear)).click();
  await page.locator(byName('combobox', areaToolText.place)).fill('centraal');
  await page.waitForSelector('[role="dialog"] [role="option"]');
  const nearPlace = await accessibilityNow(page, { withoutFullPageScreenshot: true });
  await page.locator('[role="dialog"] [role="option"]').click();
  await page.locator(byName('button', areaToolText.addCircle)).click();
  await page.keyboard.press('Escape');
  // The picker closes first; on a phone the filters' sheet it was opened from is still up, and closes next.
  await page.waitForSelector(byName('searchbox', areaToolText.search), { hidden: true });
  if (await page.$('[role="dialog"]')) await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { hidden: true });
  await page.waitForSelector(`ul[aria-label="${areaText.control}"] li`);
  const chips = await accessibilityNow(page, { withoutFullPageScreenshot: true });
  return { picker, nearPlace, chips };
}

async function drawingState(page: Page, url: string, texts: Catalogue) {
  const { areaToolText } = texts;
  await openListings(page, url, 'map');
  await page.waitForSelector('[data-map-loaded="true"]', { timeout: 60_000 });
  await page.locator(byName('button', areaToolText.startDrawing)).click();
  const map = await page.waitForSelector('[data-map-loaded="true"]');
  const box = await map?.boundingBox();
  if (!box) throw new Error('the map has no box');
  // With a finger, as on a phone.
  for (const [x, y] of [
    [0.3, 0.4],
    [0.7, 0.4],
    [0.5, 0.7],
  ] as const)
    await page.touchscreen.tap(box.x + box.width * x, box.y + box.height * y);
  await page.waitForSelector(byName('button', areaToolText.corner.replace('{{number}}', '3')), { timeout: 10_000 });
  return accessibilityNow(page, { withoutFullPageScreenshot: true });
}

/** Each state's score in one language against the app at `url`, a fresh browser for each page. */
export async function areaControlScores(url: string, language: keyof typeof LANGUAGES): Promise<AreaStateScores> {
  const { header, texts } = LANGUAGES[language];
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--accept-lang=${header.split(',')[0]}`],
    defaultViewport: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  });
  try {
    const listPage = await browser.newPage();
    await listPage.setExtraHTTPHeaders({ 'Accept-Language': header });
    const { picker, nearPlace, chips } = await pickerStates(listPage, url, texts);
    await listPage.close();
    const mapPage = await browser.newPage();
    await mapPage.setExtraHTTPHeaders({ 'Accept-Language': header });
    const drawing = await drawingState(mapPage, url, texts);
    return { area_picker: picker, area_near_place: nearPlace, area_chips: chips, area_drawing: drawing };
  } finally {
    await browser.close();
  }
}
