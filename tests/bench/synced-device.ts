// The setting of the browser benchmarks: a device that synced N listings, in two states. Steady: a fresh
// local backend with N synthetic listings, Debian's Chromium, and a page that has opened /listings, shows
// them all and has stored them (the Results section says data-copy="stored") and written its start-up
// snapshot. Copying: new devices, each measured from the moment the whole copy is with the query worker
// (data-copy="handed") for as long as the device is still storing it (no copy-stored mark in the page),
// a new user's first minute. Each group measures its own moments; everything is torn down after.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestBackend, type TestBackend } from '../support/test-backend.ts';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type Stats } from './harness.ts';
import { waitForListingSnapshot } from './listing-snapshot.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

export type SyncedDevice = { backend: TestBackend; browser: Browser; page: Page };

type DeviceOptions = {
  viewport: { width: number; height: number };
  args?: string[];
  /** Runs before the first load (init scripts, say). */
  prepare?: (page: Page) => Promise<unknown>;
};

/** The benchmarks drive the built app, service worker included; build it when it is not there. */
export function ensureBuilt(): void {
  if (!existsSync('dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const RESULTS = 'section[aria-label="Results"]';

/** Waits until the Results section says the copy is at least `state` (handed to the query worker, or stored). */
export async function waitForCopy(page: Page, state: 'handed' | 'stored', timeout = 180_000): Promise<void> {
  await page.waitForFunction(
    ([selector, wanted]) => {
      const copy = document.querySelector(selector)?.getAttribute('data-copy');
      return copy === 'stored' || (wanted === 'handed' && copy === 'handed');
    },
    [RESULTS, state] as const,
    { timeout },
  );
}

/** Whether this page has seen the device's copy stored (the app marks the moment, or marks it at start). */
export const isCopyStored = (page: Page): Promise<boolean> =>
  page.evaluate(() => performance.getEntriesByName('roomradar:copy-stored').length > 0);

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
    await options.prepare?.(page);
    await page.goto(`${backend.url}/listings`);
    await waitForCopy(page, 'stored');
    await waitForListingSnapshot(page, count);
    return await measure({ backend, browser, page });
  } finally {
    await browser.close();
    await backend.stop();
  }
}

/**
 * Samples taken on new devices while they store their first copy of `count` listings: each device opens
 * /listings, and once the count shows from the whole copy, `measureOnce` runs again and again; a sample
 * counts only if the device had still not stored its copy when it ended. New devices follow (a fresh browser
 * context each) until `wanted` samples are in, or `maxDevices` have stored their copy first.
 */
export async function whileCopying(
  count: number,
  options: DeviceOptions & {
    wanted: number;
    maxDevices?: number;
    /** False in a smoke run: a few hundred listings are stored before a sample ends, and only the steps count. */
    requireCopying?: boolean;
  },
  measureOnce: (device: SyncedDevice) => Promise<number>,
): Promise<{ stats: Stats; devices: number }> {
  const backend = await startTestBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: options.args ?? CHROMIUM_ARGS });
  const samples: number[] = [];
  let devices = 0;
  try {
    await insertSyntheticListings(backend.db, count);
    while (samples.length < options.wanted && devices < (options.maxDevices ?? 6)) {
      devices += 1;
      const context = await browser.newContext({ viewport: options.viewport, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await options.prepare?.(page);
      await page.goto(`${backend.url}/listings`);
      await waitForCopy(page, 'handed');
      // Each device measures its own first minute: one that stored its copy before a sample ended goes.
      while (samples.length < options.wanted) {
        const value = await measureOnce({ backend, browser, page });
        if (options.requireCopying !== false && (await isCopyStored(page))) break;
        samples.push(value);
      }
      await context.close();
    }
    if (samples.length === 0) throw new Error(`No device was still copying ${count} listings when a sample ended`);
    return { stats: summarize(samples), devices };
  } finally {
    await browser.close();
    await backend.stop();
  }
}

/** Forgets the page's earlier marks of these moments (the copy's own marks stay: they tell the phase). */
export const clearMarks = (page: Page, ...names: string[]) =>
  page.evaluate((marks) => marks.forEach((name) => performance.clearMarks(`roomradar:${name}`)), names);

/** One committed change of the maximum rent (1,200 and 2,500 in turn), in milliseconds to `until`. */
export function rentChanger(page: Page, until: string): () => Promise<number> {
  const rentTo = page.getByRole('form', { name: 'Filters' }).getByLabel('Monthly rent to');
  let round = 0;
  return async () => {
    round += 1;
    await clearMarks(page, 'filters-committed', until);
    await rentTo.selectOption(round % 2 === 1 ? '1200' : '2500');
    return markGap(page, 'filters-committed', until);
  };
}

/** For measuring on several devices: each page alternates its own rents (see rentChanger). */
export function rentChangerPerPage(until: string): (device: SyncedDevice) => Promise<number> {
  const changers = new WeakMap<Page, () => Promise<number>>();
  return ({ page }) => {
    const change = changers.get(page) ?? rentChanger(page, until);
    changers.set(page, change);
    return change();
  };
}

/** Milliseconds from each committed change of the maximum rent (alternating 1,200 and 2,500) to `until`. */
export async function timeRentChanges(page: Page, until: string, runs: number, warmups: number): Promise<Stats> {
  return summarize(await sample(rentChanger(page, until), runs, warmups));
}
