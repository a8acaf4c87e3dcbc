// map: the map mode in Chromium (WebGL on SwiftShader, so slower than a phone's GPU) on a device that
// synced N listings: from the map's creation to its first idle frame with every listing clustered, and from
// a committed filter change to the map idle with the new points. 20,000 listings against 1,000, same run.
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type Stats } from './harness.ts';
import { waitForListingSnapshot } from './listing-snapshot.ts';
import { CHROMIUM_ARGS, ensureBuilt, timeRentChanges, withSyncedDevice } from './synced-device.ts';

const WEBGL_ARGS = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

function measure(count: number): Promise<{ firstIdle: Stats; filterUpdate: Stats }> {
  return withSyncedDevice(count, { viewport: { width: 1280, height: 900 }, args: WEBGL_ARGS }, async ({ page }) => {
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
  description: 'Chromium: map first idle and filter update at 20,000 listings (baseline: 1,000)',
  async run() {
    ensureBuilt();
    const large = await measure(20_000);
    const small = await measure(1_000);
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
      ],
      metrics: {
        'map.first_idle.20000.ms': Math.round(large.firstIdle.median),
        'map.filter_update.20000.ms': Math.round(large.filterUpdate.median),
      },
    };
  },
};
