// map: the map mode in Chromium (WebGL on SwiftShader, so slower than a phone's GPU) on a device that
// synced N listings: from the map's creation to its first idle frame with every listing clustered, and from
// a committed filter change to the map idle with the new points. Steady at 20,000 listings against 1,000,
// and during a new device's first copy of 20,000 against steady at 20,000, all in the same run.
import type { Page } from 'playwright-core';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type BenchScale, type ReportRow, type Stats } from './harness.ts';
import {
  CHROMIUM_ARGS,
  ensureBuilt,
  rentChanger,
  timeRentChanges,
  whileCopying,
  withSyncedDevice,
  type SyncedDevice,
} from './synced-device.ts';

const WEBGL_ARGS = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const VIEWPORT = { width: 1280, height: 900 };
/** Every page of the group opens the listings as a map. */
const inMapMode = (page: Page) => page.addInitScript(() => window.sessionStorage.setItem('lastViewMode', 'map'));

async function firstIdle({ page }: SyncedDevice): Promise<number> {
  await page.reload();
  return markGap(page, 'map-start', 'map-first-idle');
}

function steady(count: number, scale: BenchScale): Promise<{ firstIdle: Stats; filterUpdate: Stats }> {
  const options = { viewport: VIEWPORT, args: WEBGL_ARGS, prepare: inMapMode };
  return withSyncedDevice(count, options, async (device) => {
    const idle = summarize(await sample(() => firstIdle(device), scale.runs(5), scale.warmups(1)));
    const filterUpdate = await timeRentChanges(device.page, 'map-updated', scale.runs(10), scale.warmups(2));
    return { firstIdle: idle, filterUpdate };
  });
}

async function duringCopy(count: number, scale: BenchScale) {
  const options = { viewport: VIEWPORT, args: WEBGL_ARGS, prepare: inMapMode, requireCopying: !scale.smoke };
  const changers = new WeakMap<Page, () => Promise<number>>();
  const changeRent = ({ page }: SyncedDevice) => {
    const change = changers.get(page) ?? rentChanger(page, 'map-updated');
    changers.set(page, change);
    return change();
  };
  const idle = await whileCopying(count, { ...options, wanted: scale.runs(5) }, firstIdle);
  const filterUpdate = await whileCopying(count, { ...options, wanted: scale.runs(10) }, changeRent);
  return { firstIdle: idle, filterUpdate };
}

export const mapBench: BenchGroup = {
  name: 'map',
  promises: [
    'map.first_idle.20000.ms',
    'map.first_idle.1000.ms',
    'map.first_idle.20000.during_copy.ms',
    'map.filter_update.20000.ms',
    'map.filter_update.1000.ms',
    'map.filter_update.20000.during_copy.ms',
  ],
  description:
    "Chromium: map first idle and filter update at 20,000 listings, steady (baseline: 1,000) and during a new device's first copy (baseline: steady)",
  async run(_args, scale) {
    ensureBuilt();
    const large = await steady(scale.size(20_000), scale);
    const small = await steady(scale.size(1_000), scale);
    const copying = await duringCopy(scale.size(20_000), scale);
    const rows: ReportRow[] = [
      {
        name: 'map.first_idle.20000.ms',
        unit: 'ms',
        stats: large.firstIdle,
        baseline: { name: 'same at 1,000 listings', stats: small.firstIdle },
      },
      {
        name: `map.first_idle.20000.during_copy.ms (${copying.firstIdle.devices} devices)`,
        unit: 'ms',
        stats: copying.firstIdle.stats,
        baseline: { name: 'steady at 20,000', stats: large.firstIdle },
      },
      {
        name: 'map.filter_update.20000.ms',
        unit: 'ms',
        stats: large.filterUpdate,
        baseline: { name: 'same at 1,000 listings', stats: small.filterUpdate },
      },
      {
        name: `map.filter_update.20000.during_copy.ms (${copying.filterUpdate.devices} devices)`,
        unit: 'ms',
        stats: copying.filterUpdate.stats,
        baseline: { name: 'steady at 20,000', stats: large.filterUpdate },
      },
    ];
    return {
      rows,
      metrics: {
        'map.first_idle.20000.ms': Math.round(large.firstIdle.median),
        'map.first_idle.1000.ms': Math.round(small.firstIdle.median),
        'map.first_idle.20000.during_copy.ms': Math.round(copying.firstIdle.stats.median),
        'map.filter_update.20000.ms': Math.round(large.filterUpdate.median),
        'map.filter_update.1000.ms': Math.round(small.filterUpdate.median),
        'map.filter_update.20000.during_copy.ms': Math.round(copying.filterUpdate.stats.median),
      },
    };
  },
};
