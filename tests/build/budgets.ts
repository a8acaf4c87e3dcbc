// The byte budgets of ARCHITECTURE.md and issue 31 that a build shows the same on every machine: what the
// first screens load, what the service worker stores, the first-visit script and the first copy's bytes per
// listing. Each says why it is what it is; check-budgets.ts measures them after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getManifest } from 'workbox-build';
import type { Manifest } from '../../sw/route-chunks.ts';
import { PRECACHE_GLOBS } from '../../sw/precache-config.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { encodeCompactListings, type CompactRow } from '../../src/domain/listings/compact-listings.ts';
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
  const rows = syntheticListings(count, new Date('2026-11-01T12:00:00Z')).map(({ listing }, index): CompactRow => ({
    ...(listing as Omit<CompactRow, 'id' | '_modified'>),
    id: index + 1,
    created_at: listing.time_of_post as string,
    _modified: 1_780_000_000_000 + index,
  }));
  const json = JSON.stringify(encodeCompactListings(rows, { modified: 1_780_000_000_000 + count, id: String(count) }));
  return gzipSync(json).length / count;
}

/** The first-visit script (sw/first-visit-script.ts): a bundle of its own beside the app's chunks. */
function firstVisitScript(distDir: string): string {
  const scripts = readdirSync(path.join(distDir, 'assets')).filter((file) => /^first-visit-.+\.js$/.test(file));
  if (scripts.length !== 1)
    throw new Error(`Expected one first-visit script in ${distDir}/assets, found ${scripts.length}`);
  return path.join('assets', scripts[0] as string);
}

export function budgets(distDir: string): Budget[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return [
    ...LANGUAGES.map((language): Budget => ({
      name: `landing route JavaScript (${language})`,
      unit: 'KB gzip',
      // Issue 31 asks for 130; the city rule, the filters' new keys and the street map's state, which landed
      // after the trim to 128.3, took it to 130.2 (en) and 130.8 (nl). Held at 132 until the next trim; the
      // issue stays open on it.
      limit: 132,
      why: 'a phone on Lighthouse mobile network waits for all of it before / works (ARCHITECTURE.md).',
      measure: () => gzippedBytes(distDir, landingRouteFiles(manifest, language)) / KB,
    })),
    {
      name: 'first-visit script',
      unit: 'KB gzip',
      limit: 2,
      why: "it asks a new device's first results while the app's scripts download, so it must arrive first (1.7 KB when set).",
      measure: () => gzippedBytes(distDir, [firstVisitScript(distDir)]) / KB,
    },
    {
      name: 'service worker precache',
      unit: 'KB',
      limit: 3_700,
      why: 'a new device downloads all of it after its first copy, on the phone link its photos share (3,559 KB when set).',
      measure: async () => (await getManifest({ globDirectory: distDir, ...PRECACHE_GLOBS })).size / KB,
    },
    {
      name: `compact copy of ${COPY_LISTINGS.toLocaleString('en')} generated listings, per listing`,
      unit: 'bytes gzip',
      limit: 55,
      why: "the copy is most of a first visit's 1.2 MB at 20,000 listings (issue 31; 50.8 bytes when set, 53.6 with the rental terms).",
      measure: () => compactCopyBytesPerListing(COPY_LISTINGS),
    },
  ];
}
