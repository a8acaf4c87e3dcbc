// map: the map mode in Chromium (WebGL on SwiftShader, so slower than a phone's GPU) on a device that
// synced N listings: from the map's mount (its configuration and style included) to its first idle frame
// with every listing clustered, and from a committed filter change to the map idle with the new points.
// The first idle twice: reopened on the place this device showed before (the map starts where it last showed
// its results, map-results-view.ts) and on a place it never showed (it starts on Amsterdam, then fits).
// Steady at 20,000 listings against 1,000, and during a new device's first copy of 20,000 against steady at
// 20,000, all in the same run.
// Issue 32: the same at 20,000 on the old land-only basemap beside the street map, and the basemap's bytes
// (map-basemap.ts): until the first view at Amsterdam zoom 12 on a phone, kept after viewing the canal ring
// at zoom 15, and the saved area's size.
import type { Page } from 'playwright-core';
import { LAND_BASEMAP_ATTRIBUTION, LAND_BASEMAP_PATH, LOCAL_KEYS } from '../../src/domain/constants.ts';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type BenchScale, type ReportRow, type Stats } from './harness.ts';
import { measureBasemapCost } from './map-basemap.ts';
import {
  CHROMIUM_ARGS,
  ensureBuilt,
  rentChangerPerPage,
  timeRentChanges,
  whileCopying,
  withSyncedDevice,
  type SyncedDevice,
} from './synced-device.ts';

const WEBGL_ARGS = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const VIEWPORT = { width: 1280, height: 900 };
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

/** Every page of the group opens the listings as a map; on the old basemap when asked. */
const inMapMode = (isOldBasemap: boolean) => async (page: Page) => {
  await page.addInitScript(() => window.sessionStorage.setItem('lastViewMode', 'map'));
  if (isOldBasemap)
    await page.route('**/functions/v1/map-config', (route) =>
      route.fulfill({ contentType: 'application/json', body: OLD_BASEMAP_CONFIG }),
    );
};

async function firstIdle({ page }: SyncedDevice): Promise<number> {
  await page.reload();
  return markGap(page, 'map-start', 'map-first-idle');
}

/** The first idle of a map whose place this device has not shown before: it starts on Amsterdam, then fits. */
async function firstIdleOfNewPlace(device: SyncedDevice): Promise<number> {
  await device.page.evaluate((key) => window.localStorage.removeItem(key), LOCAL_KEYS.mapResultsView);
  return firstIdle(device);
}

function steady(
  count: number,
  scale: BenchScale,
  isOldBasemap = false,
): Promise<{ firstIdle: Stats; firstIdleOfNewPlace: Stats; filterUpdate: Stats }> {
  const options = { viewport: VIEWPORT, args: WEBGL_ARGS, prepare: inMapMode(isOldBasemap) };
  return withSyncedDevice(count, options, async (device) => {
    const idle = summarize(await sample(() => firstIdle(device), scale.runs(5), scale.warmups(1)));
    const newPlace = summarize(await sample(() => firstIdleOfNewPlace(device), scale.runs(5), 0));
    // Twenty: an update ends on a frame, so one run moves by a frame or two; ten left the median 5 ms apart.
    const filterUpdate = await timeRentChanges(device.page, 'map-updated', scale.runs(20), scale.warmups(2));
    return { firstIdle: idle, firstIdleOfNewPlace: newPlace, filterUpdate };
  });
}

/**
 * A filter change on a new device's map, once the map has shown its first listings: a change made before
 * that (the street map's first idle can come after the copy was handed) is the map's first view, which
 * `firstIdle` measures, and marks 'map-first-idle', never 'map-updated'.
 */
function mapUpdaterPerPage(): (device: SyncedDevice) => Promise<number> {
  const changeRent = rentChangerPerPage('map-updated');
  return async (device) => {
    await device.page.waitForFunction(() => performance.getEntriesByName('roomradar:map-first-idle').length > 0, null, {
      timeout: 60_000,
    });
    return changeRent(device);
  };
}

async function duringCopy(count: number, scale: BenchScale) {
  const options = { viewport: VIEWPORT, args: WEBGL_ARGS, prepare: inMapMode(false), requireCopying: !scale.smoke };
  const idle = await whileCopying(count, { ...options, wanted: scale.runs(5) }, firstIdle);
  const filterUpdate = await whileCopying(count, { ...options, wanted: scale.runs(10) }, mapUpdaterPerPage());
  return { firstIdle: idle, filterUpdate };
}

export const mapBench: BenchGroup = {
  name: 'map',
  description:
    "Chromium: map first idle and filter update at 20,000 listings, steady (baselines: 1,000, and the old land-only basemap) and during a new device's first copy (baseline: steady); " +
    'basemap bytes until the first view at Amsterdam z12 on the mobile profile, kept after the canal ring at z15, saved area',
  promises: [
    'map.first_idle.20000.ms',
    'map.first_idle.1000.ms',
    'map.first_idle.20000.new_place.ms',
    'map.first_idle.20000.during_copy.ms',
    'map.filter_update.20000.during_copy.ms',
    'map.filter_update.20000.ms',
    'map.filter_update.1000.ms',
    'map.old_basemap.first_idle.20000.ms',
    'map.old_basemap.filter_update.20000.ms',
    'map.first_view_z12.basemap.kb',
    'map.old_basemap.first_view_z12.basemap.kb',
    'map.stored_after_canal_ring_z15.kb',
    'map.saved_area.kb',
  ],
  budgets: {
    // Issue 32: the basemap a phone downloads for its first view of Amsterdam at zoom 12 (390 KB when set).
    'map.first_view_z12.basemap.kb': 600,
  },
  async run(_args, scale) {
    ensureBuilt();
    const large = await steady(scale.size(20_000), scale);
    const small = await steady(scale.size(1_000), scale);
    const copying = await duringCopy(scale.size(20_000), scale);
    const largeOld = await steady(scale.size(20_000), scale, true);
    const cost = await measureBasemapCost();
    const { street, old } = cost;
    process.stderr.write(
      `map: first view at Amsterdam z12 (mobile), basemap files: street ${street.firstView.basemapFiles}; ` +
        `old ${old.firstView.basemapFiles}\n`,
    );
    const rows: ReportRow[] = [
      against('map.first_idle.20000.ms', 'ms', large.firstIdle, 'same at 1,000 listings', small.firstIdle),
      against(
        'map.first_idle.20000.new_place.ms',
        'ms',
        large.firstIdleOfNewPlace,
        'steady at 20,000 (the place shown before)',
        large.firstIdle,
      ),
      against(
        `map.first_idle.20000.during_copy.ms (${copying.firstIdle.devices} devices)`,
        'ms',
        copying.firstIdle.stats,
        'steady at 20,000',
        large.firstIdle,
      ),
      against('map.filter_update.20000.ms', 'ms', large.filterUpdate, 'same at 1,000 listings', small.filterUpdate),
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
    ];
    rows.push(
      against(
        `map.filter_update.20000.during_copy.ms (${copying.filterUpdate.devices} devices)`,
        'ms',
        copying.filterUpdate.stats,
        'steady at 20,000',
        large.filterUpdate,
      ),
    );
    return {
      rows,
      metrics: {
        'map.filter_update.20000.during_copy.ms': Math.round(copying.filterUpdate.stats.median),
        'map.first_idle.20000.ms': Math.round(large.firstIdle.median),
        'map.first_idle.1000.ms': Math.round(small.firstIdle.median),
        'map.first_idle.20000.new_place.ms': Math.round(large.firstIdleOfNewPlace.median),
        'map.first_idle.20000.during_copy.ms': Math.round(copying.firstIdle.stats.median),
        'map.filter_update.20000.ms': Math.round(large.filterUpdate.median),
        'map.filter_update.1000.ms': Math.round(small.filterUpdate.median),
        'map.old_basemap.first_idle.20000.ms': Math.round(largeOld.firstIdle.median),
        'map.old_basemap.filter_update.20000.ms': Math.round(largeOld.filterUpdate.median),
        'map.first_view_z12.basemap.kb': Math.round(street.firstView.basemap / 1024),
        'map.old_basemap.first_view_z12.basemap.kb': Math.round(old.firstView.basemap / 1024),
        'map.stored_after_canal_ring_z15.kb': Math.round(street.stored / 1024),
        'map.saved_area.kb': Math.round(cost.savedArea / 1024),
      },
    };
  },
};
