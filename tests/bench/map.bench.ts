// map: the map mode in Chromium (WebGL on SwiftShader, so slower than a phone's GPU) on a device that
// synced N listings: from the map's creation to its first idle frame with every listing clustered, and from
// a committed filter change to the map idle with the new points. 20,000 listings against 1,000, same run.
// Issue 32: the same at 20,000 on the old land-only basemap beside the street map, and the basemap's bytes
// (map-basemap.ts): until the first view at Amsterdam zoom 12 on a phone, kept after viewing the canal ring
// at zoom 15, and the saved area's size.
import type { Page } from 'playwright-core';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type ReportRow, type Stats } from './harness.ts';
import { waitForListingSnapshot } from './listing-snapshot.ts';
import { CHROMIUM_ARGS, ensureBuilt, timeRentChanges, withSyncedDevice } from './synced-device.ts';
import { measureBasemapCost } from './map-basemap.ts';
import { LAND_BASEMAP_ATTRIBUTION, LAND_BASEMAP_PATH } from '../../src/domain/constants.ts';

const WEBGL_ARGS = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const OLD = 'same on the old land-only basemap';
const kb = (bytes: number) => summarize([Math.round(bytes / 1024)]);
const against = (name: string, unit: string, stats: Stats, baseline: string, baselineStats: Stats): ReportRow => ({
  name,
  unit,
  stats,
  baseline: { name: baseline, stats: baselineStats },
});

/** The old land-only basemap, as map-config named it before issue 32. */
const OLD_BASEMAP_CONFIG = JSON.stringify({
  basemap_url: LAND_BASEMAP_PATH,
  attribution: LAND_BASEMAP_ATTRIBUTION,
  flavor: 'natural-earth',
  assets_url: '/basemap',
});

function measure(count: number, isOldBasemap = false): Promise<{ firstIdle: Stats; filterUpdate: Stats }> {
  const prepare = isOldBasemap
    ? (page: Page) =>
        page.route('**/functions/v1/map-config', (route) =>
          route.fulfill({ contentType: 'application/json', body: OLD_BASEMAP_CONFIG }),
        )
    : undefined;
  const options = { viewport: { width: 1280, height: 900 }, args: WEBGL_ARGS, prepare };
  return withSyncedDevice(count, options, async ({ page }) => {
    await waitForListingSnapshot(page, count);
    await page.evaluate(() => window.sessionStorage.setItem('lastViewMode', 'map'));
    const firstIdle = summarize(
      await sample(
        async () => {
          await page.reload();
          return markGap(page, 'map-start', 'map-first-idle');
        },
        5,
        1,
      ),
    );
    const filterUpdate = await timeRentChanges(page, 'map-updated', 10, 2);
    return { firstIdle, filterUpdate };
  });
}

export const mapBench: BenchGroup = {
  name: 'map',
  description:
    'Chromium: map first idle and filter update at 20,000 listings (baselines: 1,000, and the old land-only basemap); ' +
    'basemap bytes until the first view at Amsterdam z12 on the mobile profile, kept after the canal ring at z15, saved area',
  async run() {
    ensureBuilt();
    const large = await measure(20_000);
    const small = await measure(1_000);
    const largeOld = await measure(20_000, true);
    const cost = await measureBasemapCost();
    const { street, old } = cost;
    process.stderr.write(
      `map: first view at Amsterdam z12 (mobile), basemap files: street ${cost.street.firstView.basemapFiles}; ` +
        `old ${cost.old.firstView.basemapFiles}\n`,
    );
    return {
      rows: [
        {
          name: 'map.first_idle.20000.ms',
          unit: 'ms',
          stats: large.firstIdle,
          baseline: { name: 'same at 1,000 listings', stats: small.firstIdle },
        },
        {
          name: 'map.filter_update.20000.ms',
          unit: 'ms',
          stats: large.filterUpdate,
          baseline: { name: 'same at 1,000 listings', stats: small.filterUpdate },
        },
        against('map.first_idle.20000.ms (street basemap)', 'ms', large.firstIdle, OLD, largeOld.firstIdle),
        against('map.filter_update.20000.ms (street basemap)', 'ms', large.filterUpdate, OLD, largeOld.filterUpdate),
        against(
          'map.first_view_z12.basemap.kb (mobile)',
          'KB',
          kb(street.firstView.basemap),
          OLD,
          kb(old.firstView.basemap),
        ),
        against(
          'map.first_view_z12.scripts.kb (mobile)',
          'KB',
          kb(street.firstView.scripts),
          OLD,
          kb(old.firstView.scripts),
        ),
        against('map.stored_after_canal_ring_z15.kb', 'KB', kb(street.stored), OLD, kb(old.stored)),
        against(
          'map.saved_area.kb',
          'KB',
          kb(cost.savedArea),
          'the old basemap file, kept whole on the first view',
          kb(cost.oldFile),
        ),
      ],
      metrics: {
        'map.first_idle.20000.ms': Math.round(large.firstIdle.median),
        'map.filter_update.20000.ms': Math.round(large.filterUpdate.median),
        'map.old_basemap.first_idle.20000.ms': Math.round(largeOld.firstIdle.median),
        'map.old_basemap.filter_update.20000.ms': Math.round(largeOld.filterUpdate.median),
        'map.first_view_z12.basemap.kb': Math.round(cost.street.firstView.basemap / 1024),
        'map.old_basemap.first_view_z12.basemap.kb': Math.round(cost.old.firstView.basemap / 1024),
        'map.stored_after_canal_ring_z15.kb': Math.round(cost.street.stored / 1024),
        'map.saved_area.kb': Math.round(cost.savedArea / 1024),
      },
    };
  },
};
