// One new device's first visit to /listings for the first-visit benchmark: a fresh browser context (empty
// IndexedDB, no service worker yet, a phone's viewport) opens the page through the throttling proxy and
// notes the first copy's moments as the app marks them on the Results section, stamped in the page and
// counted from the start of page.goto:
// - first results: data-results="shown" and the first listing card shown;
// - copy handed: data-copy="handed" (every listing with the query worker; the count is final);
// - full copy: data-copy="stored" (every listing stored on the device, so a reload keeps them).
// The bytes are what the proxy carried to the device up to the full copy, and apart up to the copy handed
// (the service worker registers at that moment, so its precache is in the first figure, not the second).
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import type { CarriedRequest, CarriedResponse, NetworkProfile, ThrottlingProxy } from './throttling-proxy.ts';

export type DeviceProfile = {
  name: string;
  /** Null: loopback as is. */
  network: NetworkProfile | null;
  /** CDP's CPU slowdown; it reaches the page's main thread only (CDP refuses it for worker targets). */
  cpuSlowdown: number;
};

export type FirstVisit = {
  firstResultsMs: number;
  copyHandedMs: number;
  fullCopyMs: number;
  bytes: number;
  bytesUntilHanded: number;
  responses: CarriedResponse[];
  /** The requests up to the full copy, on the wall clock, and when page.goto started on it. */
  timeline: CarriedRequest[];
  startedAt: number;
};

const BINDING = '__roomradarFirstVisit';

/**
 * The page's watcher, checked once a frame from the first one. As text: tsx names nested functions with a
 * helper the page does not have. A reload starts it afresh; Node keeps the first report of each moment.
 */
const WATCHER = `(() => {
  const report = (moment) => window.${BINDING}(moment, performance.timeOrigin + performance.now());
  const isShown = (element) => element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0;
  const reported = new Set();
  const once = (moment) => { if (!reported.has(moment)) { reported.add(moment); report(moment); } };
  const check = () => {
    const section = document.querySelector('section[aria-label="Results"]');
    const copy = section === null ? 'none' : section.getAttribute('data-copy');
    if (section !== null && section.getAttribute('data-results') === 'shown' &&
        isShown(document.querySelector('[role="list"][aria-label="Listings"] [role="listitem"] article')))
      once('first-results');
    if (reported.has('first-results') && (copy === 'handed' || copy === 'stored')) once('copy-handed');
    if (reported.has('copy-handed') && copy === 'stored') once('full-copy');
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Opens /listings on a new device behind `proxy` (reset to the profile's network) and waits for the full copy. */
export async function firstVisit(
  browser: Browser,
  proxy: ThrottlingProxy,
  count: number,
  profile: DeviceProfile,
  options: { timeoutMs: number },
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
    let atFullCopy: { bytes: number; responses: CarriedResponse[]; timeline: CarriedRequest[] } | null = null;
    let bytesUntilHanded = 0;
    let signalFullCopy: () => void = () => undefined;
    const fullCopy = new Promise<void>((resolve) => (signalFullCopy = resolve));
    await page.exposeBinding(BINDING, (_source, moment: string, stamp: number) => {
      if (stamps.has(moment)) return;
      stamps.set(moment, stamp);
      if (moment === 'copy-handed') bytesUntilHanded = proxy.bytesDown();
      if (moment !== 'full-copy') return;
      atFullCopy = { bytes: proxy.bytesDown(), responses: proxy.responses(), timeline: proxy.timeline() };
      signalFullCopy();
    });
    await page.addInitScript({ content: WATCHER });
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
      const copy = await page.locator('section[aria-label="Results"]').getAttribute('data-copy');
      throw new Error(
        `${profile.name}, ${count} listings: no full copy within ${options.timeoutMs} ms (data-copy: ${copy}, moments: ${[...stamps.keys()].join(', ')})`,
      );
    }
    const { bytes, responses, timeline } = atFullCopy as {
      bytes: number;
      responses: CarriedResponse[];
      timeline: CarriedRequest[];
    };
    return {
      firstResultsMs: (stamps.get('first-results') as number) - startedAt,
      copyHandedMs: (stamps.get('copy-handed') as number) - startedAt,
      fullCopyMs: (stamps.get('full-copy') as number) - startedAt,
      bytes,
      bytesUntilHanded,
      responses,
      timeline,
      startedAt,
    };
  } finally {
    await context.close();
  }
}
