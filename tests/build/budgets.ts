// The byte budgets of ARCHITECTURE.md and issue 31 that a build shows the same on every machine: what the
// first screens load, what the service worker stores, the first-visit script and the first copy's bytes per
// listing. Each says why it is what it is; check-budgets.ts measures them after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getManifest } from 'workbox-build';
import { catalogueKey, routeComponentKey, staticChunkFiles, type Manifest } from '../../sw/route-chunks.ts';
import { PRECACHE_GLOBS } from '../../sw/precache-config.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { encodeCompactListings, type CompactRow } from '../../src/domain/listings/compact-listings.ts';
import { postgresInstantText } from '../../src/domain/listings/compact-instants.ts';
import { syntheticListings } from '../../tools/seed/synthetic-listings.ts';
import { gzippedBytes, landingRouteFiles } from './landing-size.ts';

export type Budget = {
  name: string;
  unit: string;
  /** The most the figure may be. */
  limit: number;
  /** One line: what the limit protects. */
  why: string;
  measure: () => Promise<number> | number;
};

/** The verdict on one measured figure: a line for the table, and for a broken budget a message that says what to do. */
export function judge(budget: Budget, measured: number): { line: string; failure: string | null } {
  const figure = (value: number) => `${Number(value.toFixed(1)).toLocaleString('en')} ${budget.unit}`;
  const line = `${budget.name}: ${figure(measured)} (budget ${figure(budget.limit)})`;
  if (measured <= budget.limit) return { line, failure: null };
  return {
    line,
    failure:
      `${budget.name} is ${figure(measured)}, over its budget of ${figure(budget.limit)} by ` +
      `${figure(measured - budget.limit)}. The budget is there because ${budget.why}`,
  };
}

const KB = 1024;
/** Listings in the copy that is weighed: the scale of the first-visit budget (issue 31). */
const COPY_LISTINGS = 20_000;

/** The first copy of generated listings as the server sends it (listings-snapshot): compact JSON, gzipped. */
export function compactCopyBytesPerListing(count: number): number {
  // The moments as PostgREST writes a timestamptz (`...T13:45:12.123+00:00`), not as JavaScript does.
  const asPostgres = (text: unknown) =>
    typeof text === 'string' ? postgresInstantText(Date.parse(text) * 1_000) : null;
  const rows = syntheticListings(count, new Date('2026-11-01T12:00:00Z')).map(({ listing }, index): CompactRow => ({
    ...(listing as Omit<CompactRow, 'id' | '_modified'>),
    id: index + 1,
    time_of_post: asPostgres(listing.time_of_post),
    created_at: asPostgres(listing.time_of_post),
    _modified: 1_780_000_000_000 + index,
  }));
  const json = JSON.stringify(encodeCompactListings(rows, { modified: 1_780_000_000_000 + count, id: String(count) }));
  return gzipSync(json).length / count;
}

/**
 * What a new device's first visit to /listings downloads until its whole copy is there, without the photos
 * and the service worker's precache (which follow it): the prerendered page, the scripts and styles of the
 * list in English, the first-visit script, the two workers' bundles and the compact copy of `count` listings;
 * all gzipped, as sent. `npm run bench -- first-visit` counts the same visit's bytes in a browser.
 */
export function firstVisitBytes(distDir: string, manifest: Manifest, count: number): number {
  const keys = ['index.html', routeComponentKey('/listings'), catalogueKey('en')];
  const scripts = staticChunkFiles(manifest, keys);
  const styles = new Set(
    Object.values(manifest).flatMap((chunk) => (scripts.includes(chunk.file) ? (chunk.css ?? []) : [])),
  );
  const files = [
    'listings.html',
    ...scripts,
    ...styles,
    firstVisitScript(distDir),
    ownBundle(distDir, 'sync.worker'),
    ownBundle(distDir, 'query.worker'),
  ];
  return gzippedBytes(distDir, files) + compactCopyBytesPerListing(count) * count;
}

/** A bundle built apart from the app's chunks (the first-visit script, a worker), by its name before the hash. */
function ownBundle(distDir: string, name: string): string {
  const scripts = readdirSync(path.join(distDir, 'assets')).filter(
    (file) => file.startsWith(`${name}-`) && file.endsWith('.js'),
  );
  if (scripts.length !== 1)
    throw new Error(`Expected one ${name} bundle in ${distDir}/assets, found ${scripts.length}`);
  return path.join('assets', scripts[0] as string);
}

/** The first-visit script (sw/first-visit-script.ts). */
const firstVisitScript = (distDir: string) => ownBundle(distDir, 'first-visit');

export function budgets(distDir: string): Budget[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return [
    ...LANGUAGES.map((language): Budget => ({
      name: `landing route JavaScript (${language})`,
      unit: 'KB gzip',
      // Issue 31 asks for 130. Trimmed to 129.0 (en) and 129.7 (nl) on 2026-11-27, the rental terms' and the area
      // filter's texts took it to 129.8 and 130.5 the same day, after the texts only the server writes left the
      // app's catalogue. Held at 131 until the next trim (the area filter's texts as a namespace its screens load,
      // as the follow-up's are); the issue stays open on it. Held at 131.5 from the first cards carried by the
      // page (the app's reader of the page's answer, 0.3 KB), until that trim.
      // Back at 130 on 2026-11-28 (129.2 en, 129.7 nl): the area tools', the map's and the site pages' texts are
      // namespaces their chunks and routes load.
      limit: 130,
      why: 'a phone on Lighthouse mobile network waits for all of it before / works (ARCHITECTURE.md).',
      measure: () => gzippedBytes(distDir, landingRouteFiles(manifest, language)) / KB,
    })),
    {
      name: 'first-visit script',
      unit: 'KB gzip',
      // 2.0 since it first checks whether the page carries its answer already (listings-page.ts).
      limit: 2.1,
      why: "it asks a new device's first results while the app's scripts download, so it must arrive first (1.7 KB when set).",
      measure: () => gzippedBytes(distDir, [firstVisitScript(distDir)]) / KB,
    },
    {
      name: `first visit of /listings at ${COPY_LISTINGS.toLocaleString('en')} listings`,
      unit: 'KB gzip',
      // Issue 31: 1.2 MB, read as 1,200,000 bytes (1,171.9 KB): 1,109.8 KB when set, 1,183.1 once the rental terms
      // (3 bytes a listing in the copy) and the area filter's screens merged. Held at 1,190 until the copy's dates
      // travel as numbers instead of texts (about 7 bytes a listing); the issue stays open on it. 1,190.3 once each
      // listing's place precision joined the copy and the map's areas the listings' screen (honest places, issue
      // 35): held at 1,192 until that trim. 1,133.4 once the copy's titles and thumbnails travelled in place
      // and its moments as numbers (format 4): back at the 1.2 MB.
      limit: 1_171.9,
      why: 'a new phone on a slow link shows its whole copy only after all of it arrived (page, scripts, styles, compact copy).',
      measure: () => firstVisitBytes(distDir, manifest, COPY_LISTINGS) / KB,
    },
    {
      name: 'service worker precache',
      unit: 'KB',
      limit: 3_700,
      why: 'a new device downloads all of it after its first copy, on the phone link its photos share (3,559 KB when set; 3,405 once the main-thread fallback of the data layer left it).',
      measure: async () => (await getManifest({ globDirectory: distDir, ...PRECACHE_GLOBS })).size / KB,
    },
    {
      name: `compact copy of ${COPY_LISTINGS.toLocaleString('en')} generated listings, per listing`,
      unit: 'bytes gzip',
      limit: 43,
      why: "the copy is most of a first visit's 1.2 MB at 20,000 listings (issue 31; 50.8 bytes when set, 40.5 once coordinates travelled to the metre, 43.4 with the rental terms, 40.5 again with format 4's titles and thumbnails in place).",
      measure: () => compactCopyBytesPerListing(COPY_LISTINGS),
    },
  ];
}
