// The basemap's cost for `npm run bench -- map` (issue 32), the street basemap beside the old land-only one
// (map-config answered with the natural-earth flavour) in the same run:
// - bytes until the first map view: a new phone on the first-visit bench's mobile profile (390 x 844 at 3x,
//   150 ms RTT, 1.6 Mbit/s down, through the throttling proxy) opens the map at Amsterdam zoom 12 and waits
//   until every tile in view is drawn; counted: everything under /basemap/ (tiles, glyphs, sprites, outlines)
//   and, apart, the map's own scripts (the style is written in them);
// - bytes kept after viewing the canal ring at zoom 15 with the service worker (its basemap caches);
// - the saved area's size (what 'Save the Amsterdam map for offline' downloads).
import { statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LAND_BASEMAP_ATTRIBUTION, LAND_BASEMAP_PATH, DEFAULT_BASEMAP_PATH } from '../../src/domain/constants.ts';
import { startTestBackend } from '../support/test-backend.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './synced-device.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';
import { LIGHTHOUSE_MOBILE_NETWORK, startThrottlingProxy, type CarriedResponse } from './throttling-proxy.ts';

export type Flavor = 'street' | 'old';
type View = { longitude: number; latitude: number; zoom: number };

const AMSTERDAM_Z12: View = { longitude: 4.8936, latitude: 52.3728, zoom: 12 };
const CANAL_RING_Z15: View = { longitude: 4.8855, latitude: 52.3702, zoom: 15 };
const LISTINGS = 1_000;

/** Opens the map at `view`, on the old basemap when asked, and waits until every tile in view is drawn. */
async function openMapAt(page: Page, url: string, view: View, flavor: Flavor): Promise<void> {
  await page.addInitScript((stored) => {
    window.sessionStorage.setItem('lastViewMode', 'map');
    window.sessionStorage.setItem('mapView', stored);
  }, JSON.stringify(view));
  if (flavor === 'old')
    await page.route('**/functions/v1/map-config', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          basemap_url: LAND_BASEMAP_PATH,
          attribution: LAND_BASEMAP_ATTRIBUTION,
          flavor: 'natural-earth',
          assets_url: '/basemap',
        }),
      }),
    );
  await page.goto(`${url}/listings`);
  await page.locator('[data-map-loaded="true"]').waitFor({ timeout: 120_000 });
  await page.locator('[data-map-idle="true"]').waitFor({ timeout: 120_000 });
}

const pathOf = (request: string) => request.split(' ')[1]?.split('?')[0] ?? '';

/** The bytes of the basemap and of the map's scripts among what the proxy carried. */
function mapBytes(responses: CarriedResponse[]): { basemap: number; scripts: number; basemapFiles: string } {
  const basemap = responses.filter(({ request }) => pathOf(request).startsWith('/basemap/'));
  const scripts = responses.filter(({ request }) =>
    // MapLibre and the basemap's style are in a chunk the list map shares with the detail page's (vite.config.ts).
    /\/assets\/((ListingsMap|basemap-style)-[^/]*\.(js|css)|maplibre-gl-worker-[^/]*\.mjs)$/.test(pathOf(request)),
  );
  const sum = (list: CarriedResponse[]) => list.reduce((total, { bytes }) => total + bytes, 0);
  const basemapFiles = basemap
    .map(({ request, times, bytes }) => `${pathOf(request)} ${times}x ${Math.round(bytes / 1024)} KB`)
    .join('; ');
  return { basemap: sum(basemap), scripts: sum(scripts), basemapFiles };
}

async function firstViewBytes(browser: Browser, url: string, flavor: Flavor) {
  const proxy = await startThrottlingProxy(url);
  try {
    proxy.reset(LIGHTHOUSE_MOBILE_NETWORK);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await openMapAt(page, proxy.url, AMSTERDAM_Z12, flavor);
      return mapBytes(proxy.responses());
    } finally {
      await context.close();
    }
  } finally {
    await proxy.close();
  }
}

/** Bytes the service worker keeps of the basemap (its caches) after the canal ring was viewed at zoom 15. */
async function storedAfterCanalRing(browser: Browser, url: string, flavor: Flavor): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await openMapAt(page, url, CANAL_RING_Z15, flavor);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled from this load on: what the map reads now goes through the worker.
    await page.reload();
    await page.locator('[data-map-idle="true"]').waitFor({ timeout: 120_000 });
    // The worker keeps ranges as it answers them: give its cache writes a moment to land.
    await page.waitForTimeout(2_000);
    return await page.evaluate(async () => {
      let total = 0;
      for (const name of ['basemap-viewed', 'basemap-saved', 'basemap-assets']) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) total += (await (await cache.match(key))?.blob())?.size ?? 0;
      }
      return total;
    });
  } finally {
    await context.close();
  }
}

export type BasemapCost = { firstView: { basemap: number; scripts: number; basemapFiles: string }; stored: number };

/** The basemap's bytes for each flavour, on one backend with 1,000 listings. */
export async function measureBasemapCost(
  distDir = 'dist',
): Promise<Record<Flavor, BasemapCost> & { savedArea: number; oldFile: number }> {
  const backend = await startTestBackend({ distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await insertSyntheticListings(backend.db, LISTINGS);
    const result = {} as Record<Flavor, BasemapCost>;
    for (const flavor of ['street', 'old'] as const)
      result[flavor] = {
        firstView: await firstViewBytes(browser, backend.url, flavor),
        stored: await storedAfterCanalRing(browser, backend.url, flavor),
      };
    const size = (file: string) => statSync(path.join(distDir, file)).size;
    return {
      ...result,
      savedArea: size(DEFAULT_BASEMAP_PATH) + size(LAND_BASEMAP_PATH),
      oldFile: size(LAND_BASEMAP_PATH),
    };
  } finally {
    await browser.close();
    await backend.stop();
  }
}
