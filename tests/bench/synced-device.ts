// The setting of the browser benchmarks: a device that synced N listings. A fresh local backend with N
// synthetic listings, Debian's Chromium, and a page that has opened /listings and shows them all; each
// group then measures its own moments on it, and everything is torn down after.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestBackend, type TestBackend } from '../support/test-backend.ts';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type Stats } from './harness.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

export type SyncedDevice = { backend: TestBackend; browser: Browser; page: Page; shown: string };

type DeviceOptions = {
  viewport: { width: number; height: number };
  args?: string[];
  /** Runs before the first load (init scripts, say). */
  prepare?: (page: Page, shown: string) => Promise<unknown>;
};

/** The benchmarks drive the built app, service worker included; build it when it is not there. */
export function ensureBuilt(): void {
  if (!existsSync('dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

export async function withSyncedDevice<T>(
  count: number,
  options: DeviceOptions,
  measure: (device: SyncedDevice) => Promise<T>,
): Promise<T> {
  const backend = await startTestBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: options.args ?? CHROMIUM_ARGS });
  try {
    await insertSyntheticListings(backend.db, count);
    const context = await browser.newContext({ viewport: options.viewport, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const shown = `Showing results for ${count} listings`;
    await options.prepare?.(page, shown);
    await page.goto(`${backend.url}/listings`);
    await page.getByText(shown).waitFor({ timeout: 180_000 });
    return await measure({ backend, browser, page, shown });
  } finally {
    await browser.close();
    await backend.stop();
  }
}

/** Milliseconds from each committed change of the maximum rent (alternating 1,200 and 2,500) to `until`. */
export async function timeRentChanges(page: Page, until: string, runs: number, warmups: number): Promise<Stats> {
  const rentTo = page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to');
  let round = 0;
  return summarize(
    await sample(
      async () => {
        round += 1;
        await page.evaluate(() => performance.clearMarks());
        await rentTo.selectOption(round % 2 === 1 ? '1200' : '2500');
        return markGap(page, 'filters-committed', until);
      },
      runs,
      warmups,
    ),
  );
}
