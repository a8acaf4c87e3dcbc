// pwa: the installed app on a repeat visit with no network, and Lighthouse.
// - pwa.offline_start_to_count.ms: a device that synced N listings (the service worker installed, the
//   start-up snapshot written) goes offline and opens /listings; from navigation start until the count
//   shows from the device's whole copy. 20,000 listings against 1,000 in the same run.
// - lighthouse.*: Lighthouse 12's default (mobile, simulated slow 4G and 4x CPU slowdown) for / and
//   /listings in Debian's Chromium, a fresh profile each time (so /listings includes its first visit), in
//   English and in Dutch, with 300 listings in the server and with 20,000 (the .20k metrics). The listings
//   carry no photos: theirs would come from the social network's image hosts, which this machine cannot
//   reach, and a failed third-party image is not the app's doing.
// - lighthouse.accessibility.area_*: Lighthouse snapshots of the area controls (issue 34) in the states a
//   renter meets them, the lower of English and Dutch (area-accessibility.ts); each must be 100 (floors).
import { launch } from 'chrome-launcher';
import type { Page } from 'playwright-core';
import lighthouse from 'lighthouse';
import { startTestBackend } from '../support/test-backend.ts';
import { AREA_STATES, areaControlScores } from './area-accessibility.ts';
import { sample, summarize, type BenchGroup, type BenchScale, type ReportRow, type Stats } from './harness.ts';
import { waitForListingSnapshot } from './listing-snapshot.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureBuilt, waitForCopy, withSyncedDevice } from './synced-device.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';

const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/**
 * Five runs of each page: a run's score moves by ten points with what else this machine's two cores are doing
 * (a first copy's workers share them with the page), so the median needs five, at real scale as with 300.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * Every load notes when the count first shows from the device's whole copy (the Results section says
 * data-results="shown" and data-copy handed or stored), checked once a frame. As text: tsx names nested
 * functions with a helper the page does not have.
 */
const NOTE_WHEN_SHOWN = `(() => {
  const check = () => {
    const section = document.querySelector('section[aria-label="Results"]');
    const copy = section === null ? null : section.getAttribute('data-copy');
    if (section !== null && section.getAttribute('data-results') === 'shown' && (copy === 'handed' || copy === 'stored'))
      window.countShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

function offlineStart(count: number, scale: BenchScale): Promise<Stats> {
  const prepare = (page: Page) => page.addInitScript({ content: NOTE_WHEN_SHOWN });
  return withSyncedDevice(count, { viewport: { width: 412, height: 915 }, prepare }, async ({ page }) => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await waitForCopy(page, 'stored', 60_000);
    await waitForListingSnapshot(page, count);
    await page.context().setOffline(true);
    return summarize(
      await sample(
        async () => {
          await page.reload();
          await page.waitForFunction(
            () => typeof (window as unknown as { countShownAt?: number }).countShownAt === 'number',
            null,
            { timeout: 30_000 },
          );
          return page.evaluate(() => (window as unknown as { countShownAt: number }).countShownAt);
        },
        scale.runs(7),
        scale.warmups(1),
      ),
    );
  });
}

/** A fresh backend with `count` listings without photos, for as long as `use` runs. */
async function withPhotolessListings<T>(count: number, use: (url: string) => Promise<T>): Promise<T> {
  const backend = await startTestBackend();
  try {
    await insertSyntheticListings(backend.db, count);
    await backend.db.asOwner((sql) =>
      sql.query(`update public.listings set image_urls = '{"full": [], "thumb": []}'::jsonb`),
    );
    return await use(backend.url);
  } finally {
    await backend.stop();
  }
}

type Scores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>;

/** Lighthouse's scores for `path`, `times` runs, as a browser preferring `language` (English by default). */
export async function lighthouseScores(
  path: string,
  url: string,
  times = LIGHTHOUSE_RUNS,
  language = 'en-US',
): Promise<Scores[]> {
  const runs: Scores[] = [];
  for (let run = 0; run < times; run += 1) {
    // The page's own language comes from the browser's (navigator.languages), the prerendered page's from the
    // header: a Dutch visit needs both, or the app draws English over the Dutch page.
    const browserLanguages = language
      .split(',')
      .map((entry) => entry.split(';')[0]?.trim())
      .join(',');
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--accept-lang=${browserLanguages}`],
    });
    try {
      const result = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        // The server answers a navigation with the page prerendered in the preferred language.
        extraHeaders: { 'Accept-Language': language },
      });
      const categories = result?.lhr.categories;
      if (!categories) throw new Error(`Lighthouse returned no result for ${path}`);
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((categories['best-practices']?.score ?? 0) * 100),
      });
    } finally {
      chrome.kill();
    }
  }
  return runs;
}

function scoreStats(runs: Scores[], category: keyof Scores): Stats {
  return summarize(runs.map((scores) => scores[category]));
}

const DUTCH = 'nl-NL,nl;q=0.9';
type PageScores = { en: Scores[]; nl: Scores[] };
type SiteScores = { home: PageScores; listings: PageScores };

/** Lighthouse on / and /listings, in English and in Dutch, with `count` listings in the server. */
function siteScores(count: number, runs: number): Promise<SiteScores> {
  return withPhotolessListings(count, async (url) => ({
    home: { en: await lighthouseScores('/', url, runs), nl: await lighthouseScores('/', url, runs, DUTCH) },
    listings: {
      en: await lighthouseScores('/listings', url, runs),
      nl: await lighthouseScores('/listings', url, runs, DUTCH),
    },
  }));
}

/** The lower median of the two pages: the budgets hold for both. */
const lowerMedian = (site: SiteScores, language: 'en' | 'nl', category: keyof Scores) =>
  Math.min(scoreStats(site.home[language], category).median, scoreStats(site.listings[language], category).median);

export const pwaBench: BenchGroup = {
  name: 'pwa',
  promises: [
    'pwa.offline_start_to_count.ms',
    'pwa.offline_start_to_count.1000.ms',
    ...LIGHTHOUSE_CATEGORIES.map((category) => `lighthouse.${category.replace('-', '_')}`),
    'lighthouse.accessibility.dutch',
    'lighthouse.performance.dutch',
    'lighthouse.performance.listings_20k',
    'lighthouse.performance.20k',
    'lighthouse.performance.20k.dutch',
    ...AREA_STATES.map((state) => `lighthouse.accessibility.${state}`),
  ],
  // Issue 34: Lighthouse accessibility 100 on the pages that gained controls, in the states they show them.
  floors: Object.fromEntries(AREA_STATES.map((state) => [`lighthouse.accessibility.${state}`, 100])),
  description:
    'Chromium: offline repeat visit to the listing count at 20,000 listings (baseline: 1,000); Lighthouse for / and /listings in English and Dutch with 300 and 20,000 listings',
  async run(_args, scale) {
    ensureBuilt();
    const large = await offlineStart(scale.size(20_000), scale);
    const small = await offlineStart(scale.size(1_000), scale);
    const runs = scale.smoke ? 1 : LIGHTHOUSE_RUNS;
    const few = await siteScores(scale.size(300), runs);
    const many = await siteScores(scale.size(20_000), runs);
    // A snapshot's accessibility score does not move with the machine: one run of each state is enough. A smoke
    // run takes English only, to stay within its time.
    const areas = await withPhotolessListings(scale.size(300), async (url) => {
      const en = await areaControlScores(url, 'en');
      return { en, nl: scale.smoke ? en : await areaControlScores(url, 'nl') };
    });

    const rows: ReportRow[] = [
      {
        name: 'pwa.offline_start_to_count.ms',
        unit: 'ms',
        stats: large,
        baseline: { name: 'same at 1,000 listings', stats: small },
      },
    ];
    const metrics: Record<string, number> = {
      'pwa.offline_start_to_count.ms': Math.round(large.median),
      'pwa.offline_start_to_count.1000.ms': Math.round(small.median),
    };
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const metric = `lighthouse.${category.replace('-', '_')}`;
      for (const [page, name] of [
        ['home', '/'],
        ['listings', '/listings'],
      ] as const)
        rows.push({
          name: `${metric} ${name}`,
          unit: 'score',
          stats: scoreStats(few[page].en, category),
          baseline: { name: 'same in Dutch', stats: scoreStats(few[page].nl, category) },
        });
      metrics[metric] = lowerMedian(few, 'en', category);
    }
    // The Dutch pages are held to the same accessibility and performance as the English ones.
    metrics['lighthouse.accessibility.dutch'] = lowerMedian(few, 'nl', 'accessibility');
    metrics['lighthouse.performance.dutch'] = lowerMedian(few, 'nl', 'performance');
    for (const [page, name] of [
      ['home', '/'],
      ['listings', '/listings'],
    ] as const)
      for (const language of ['en', 'nl'] as const)
        rows.push({
          name: `lighthouse.performance ${name}, 20,000 listings${language === 'nl' ? ', in Dutch' : ''}`,
          unit: 'score',
          stats: scoreStats(many[page][language], 'performance'),
          baseline: { name: 'same with 300 listings', stats: scoreStats(few[page][language], 'performance') },
        });
    metrics['lighthouse.performance.listings_20k'] = scoreStats(many.listings.en, 'performance').median;
    metrics['lighthouse.performance.20k'] = lowerMedian(many, 'en', 'performance');
    metrics['lighthouse.performance.20k.dutch'] = lowerMedian(many, 'nl', 'performance');
    for (const state of AREA_STATES) {
      const [en, nl] = [areas.en[state], areas.nl[state]];
      rows.push({
        name: `lighthouse.accessibility ${state.replaceAll('_', ' ')} (snapshot, 412 px)`,
        unit: 'score',
        stats: summarize([en.score]),
        baseline: { name: 'same in Dutch', stats: summarize([nl.score]) },
      });
      metrics[`lighthouse.accessibility.${state}`] = Math.min(en.score, nl.score);
      for (const [language, failing] of [
        ['English', en.failing],
        ['Dutch', nl.failing],
      ] as const)
        if (failing.length > 0) process.stderr.write(`pwa: ${state} in ${language} fails ${failing.join('; ')}\n`);
    }
    return { rows, metrics };
  },
};
