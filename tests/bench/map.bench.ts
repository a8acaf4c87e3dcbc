// map: the map mode in Chromium (WebGL on SwiftShader, so slower than a phone's GPU) on a device that
// synced N listings: from the map's creation to its first idle frame with every listing clustered, and from
// a committed filter change to the map idle with the new points. 20,000 listings against 1,000, same run.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startTestBackend } from '../support/test-backend.ts';
import { markGap } from './browser-marks.ts';
import { waitForListingSnapshot } from './listing-snapshot.ts';
import { sample, summarize, type BenchGroup, type Stats } from './harness.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

async function measure(count: number): Promise<{ firstIdle: Stats; filterUpdate: Stats }> {
  const backend = await startTestBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    await insertSyntheticListings(backend.db, count);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${backend.url}/listings`);
    await page.getByText(`Showing results for ${count} listings`).waitFor({ timeout: 180_000 });
    await waitForListingSnapshot(page, count);
    await page.evaluate(() => window.sessionStorage.setItem('lastViewMode', 'map'));
    const firstIdle = summarize(
      await sample(async () => {
        await page.reload();
        return markGap(page, 'map-start', 'map-first-idle');
      }, 5, 1),
    );
    const rentTo = page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to');
    let round = 0;
    const filterUpdate = summarize(
      await sample(async () => {
        round += 1;
        await page.evaluate(() => performance.clearMarks());
        await rentTo.selectOption(round % 2 === 1 ? '1200' : '2500');
        return markGap(page, 'filters-committed', 'map-updated');
      }, 10, 2),
    );
    return { firstIdle, filterUpdate };
  } finally {
    await browser.close();
    await backend.stop();
  }
}

export const mapBench: BenchGroup = {
  name: 'map',
  description: 'Chromium: map first idle and filter update at 20,000 listings (baseline: 1,000)',
  async run() {
    if (!existsSync('dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    const large = await measure(20_000);
    const small = await measure(1_000);
    return {
      rows: [
        { name: 'map.first_idle.20000.ms', unit: 'ms', stats: large.firstIdle, baseline: { name: 'same at 1,000 listings', stats: small.firstIdle } },
        { name: 'map.filter_update.20000.ms', unit: 'ms', stats: large.filterUpdate, baseline: { name: 'same at 1,000 listings', stats: small.filterUpdate } },
      ],
      metrics: {
        'map.first_idle.20000.ms': Math.round(large.firstIdle.median),
        'map.filter_update.20000.ms': Math.round(large.filterUpdate.median),
      },
    };
  },
};
