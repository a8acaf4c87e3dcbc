// ui: the app in Chromium on a device that synced N listings. filter_to_list is the time from the
// committed (debounced) filter change to the updated list painted; detail_open from a card's click to
// the listing painted. Measured at 20,000 listings against the same at 1,000, in the same run.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { markGap } from './browser-marks.ts';
import { startTestBackend } from '../support/test-backend.ts';
import { sample, summarize, type BenchGroup, type Stats } from './harness.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function measure(count: number): Promise<{ filterToList: Stats; detailOpen: Stats }> {
  const backend = await startTestBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
  try {
    await insertSyntheticListings(backend.db, count);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${backend.url}/listings`);
    await page.getByText(`Showing results for ${count} listings`).waitFor({ timeout: 180_000 });
    const rentTo = page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to');
    let round = 0;
    const filterToList = summarize(
      await sample(async () => {
        round += 1;
        await page.evaluate(() => performance.clearMarks());
        await rentTo.selectOption(round % 2 === 1 ? '1200' : '2500');
        return markGap(page, 'filters-committed', 'list-painted');
      }, 12, 2),
    );
    let card = 0;
    const detailOpen = summarize(
      await sample(async () => {
        await page.goto(`${backend.url}/listings`);
        await page.getByRole('list', { name: 'Listings' }).getByRole('link').nth(card % 5).waitFor();
        await page.evaluate(() => performance.clearMarks());
        await page.getByRole('list', { name: 'Listings' }).getByRole('link').nth(card % 5).click();
        card += 1;
        return markGap(page, 'detail-open', 'detail-shown');
      }, 8, 1),
    );
    return { filterToList, detailOpen };
  } finally {
    await browser.close();
    await backend.stop();
  }
}

export const uiBench: BenchGroup = {
  name: 'ui',
  description: 'Chromium: committed filter change to painted list, and opening a listing, at 20,000 listings (baseline: 1,000)',
  async run() {
    // The benchmark drives the built app; build it when it is not there.
    if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    const large = await measure(20_000);
    const small = await measure(1_000);
    return {
      rows: [
        { name: 'ui.filter_to_list.20000.median_ms', unit: 'ms', stats: large.filterToList, baseline: { name: 'same at 1,000 listings', stats: small.filterToList } },
        { name: 'ui.detail_open.median_ms', unit: 'ms', stats: large.detailOpen, baseline: { name: 'same at 1,000 listings', stats: small.detailOpen } },
      ],
      metrics: {
        'ui.filter_to_list.20000.median_ms': Number(large.filterToList.median.toFixed(1)),
        'ui.detail_open.median_ms': Number(large.detailOpen.median.toFixed(1)),
      },
    };
  },
};
