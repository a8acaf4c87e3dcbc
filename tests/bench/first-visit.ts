// One new device's first visit to /listings for the first-visit benchmark: a fresh browser context (empty
// IndexedDB, no service worker yet, a phone's viewport) opens the page through the throttling proxy and
// notes two moments, stamped in the page and counted from the start of page.goto:
// - first results: a 'Showing results for N listings' status (any N) and the first listing card shown;
// - full copy: every listing on the device, the count final (the status reads the full count and, when the
//   build marks it, the Results section says data-copy="complete").
// The bytes are what the proxy carried to the device up to the full copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import type { CarriedResponse, NetworkProfile, ThrottlingProxy } from './throttling-proxy.ts';

export type DeviceProfile = {
  name: string;
  /** Null: loopback as is. */
  network: NetworkProfile | null;
  /** CDP's CPU slowdown; it reaches the page's main thread only (CDP refuses it for worker targets). */
  cpuSlowdown: number;
};

export type FirstVisit = { firstResultsMs: number; fullCopyMs: number; bytes: number; responses: CarriedResponse[] };

const BINDING = '__roomradarFirstVisit';
const ANY_COUNT = /Showing results for [\d,]+ listings/;

/** Whether the built app marks the Results section with data-copy (added while this benchmark was written). */
export function buildMarksCopy(distDir = 'dist'): boolean {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(assets, name), 'utf8').includes('data-copy'));
}

/**
 * The page's watcher, checked once a frame from the first one. As text: tsx names nested functions with a
 * helper the page does not have. A reload starts it afresh; Node keeps the first report of each moment.
 */
function watcher(fullCount: string, requiresCopyMark: boolean): string {
  return `(() => {
    const anyCount = new RegExp(${JSON.stringify(ANY_COUNT.source)});
    const fullCount = ${JSON.stringify(fullCount)};
    const report = (moment) => window.${BINDING}(moment, performance.timeOrigin + performance.now());
    const isShown = (element) => element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0;
    let hasFirstResults = false;
    const check = () => {
      const section = document.querySelector('section[aria-label="Results"]');
      const status = section === null ? null : section.querySelector('[role="status"]');
      const text = status === null ? '' : status.textContent.trim();
      if (!hasFirstResults && anyCount.test(text) && isShown(status) &&
          isShown(document.querySelector('[role="list"][aria-label="Listings"] [role="listitem"] article'))) {
        hasFirstResults = true;
        report('first-results');
      }
      const isComplete = !${requiresCopyMark} || (section !== null && section.getAttribute('data-copy') === 'complete');
      if (hasFirstResults && text === fullCount && isComplete) report('full-copy');
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

/** Opens /listings on a new device behind `proxy` (reset to the profile's network) and waits for the full copy. */
export async function firstVisit(
  browser: Browser,
  proxy: ThrottlingProxy,
  count: number,
  profile: DeviceProfile,
  options: { requiresCopyMark: boolean; timeoutMs: number },
): Promise<FirstVisit> {
  proxy.reset(profile.network);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const stamps = new Map<string, number>();
    let atFullCopy: { bytes: number; responses: CarriedResponse[] } | null = null;
    let signalFullCopy: () => void = () => undefined;
    const fullCopy = new Promise<void>((resolve) => (signalFullCopy = resolve));
    await page.exposeBinding(BINDING, (_source, moment: string, stamp: number) => {
      if (stamps.has(moment)) return;
      stamps.set(moment, stamp);
      if (moment !== 'full-copy') return;
      atFullCopy = { bytes: proxy.bytesDown(), responses: proxy.responses() };
      signalFullCopy();
    });
    await page.addInitScript({
      content: watcher(textsFor('en').listingsText.showingResults({ count }), options.requiresCopyMark),
    });
    if (profile.cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

    const startedAt = performance.timeOrigin + performance.now();
    await page.goto(`${proxy.url}/listings`, { waitUntil: 'commit', timeout: options.timeoutMs });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)),
    );
    const outcome = await Promise.race([fullCopy, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout' || atFullCopy === null) {
      const status = await page.locator('section[aria-label="Results"] [role="status"]').allTextContents();
      throw new Error(
        `${profile.name}, ${count} listings: no full copy within ${options.timeoutMs} ms (status: ${JSON.stringify(status)})`,
      );
    }
    const { bytes, responses } = atFullCopy as { bytes: number; responses: CarriedResponse[] };
    return {
      firstResultsMs: (stamps.get('first-results') as number) - startedAt,
      fullCopyMs: (stamps.get('full-copy') as number) - startedAt,
      bytes,
      responses,
    };
  } finally {
    await context.close();
  }
}
