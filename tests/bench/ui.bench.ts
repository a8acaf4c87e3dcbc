// ui: the app in Chromium on a device that synced N listings. filter_to_list is the time from the
// committed (debounced) filter change to the updated list painted; detail_open from a card's click to
// the listing painted. Steady (every listing stored, the page idle) at 20,000 listings against the same at
// 1,000, and during a new device's first copy of 20,000 (from the count shown until the copy is stored)
// against steady at 20,000, all in the same run.
import type { Page } from 'playwright-core';
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type BenchScale, type ReportRow, type Stats } from './harness.ts';
import {
  clearMarks,
  ensureBuilt,
  rentChangerPerPage,
  timeRentChanges,
  whileCopying,
  withSyncedDevice,
  type SyncedDevice,
} from './synced-device.ts';

const VIEWPORT = { width: 1280, height: 900 };

/** From a card's click (the fifth of the first five in turn) to the listing painted, after a fresh load of the list. */
function detailOpener(): (device: SyncedDevice) => Promise<number> {
  let card = 0;
  return async ({ backend, page }) => {
    await page.goto(`${backend.url}/listings`);
    const link = (at: Page) =>
      at
        .getByRole('list', { name: 'Listings' })
        .getByRole('link')
        .nth(card % 5);
    await link(page).waitFor();
    await clearMarks(page, 'detail-open', 'detail-shown');
    await link(page).click();
    card += 1;
    return markGap(page, 'detail-open', 'detail-shown');
  };
}

function steady(count: number, scale: BenchScale): Promise<{ filterToList: Stats; detailOpen: Stats }> {
  return withSyncedDevice(count, { viewport: VIEWPORT }, async (device) => {
    const filterToList = await timeRentChanges(device.page, 'list-painted', scale.runs(12), scale.warmups(2));
    const open = detailOpener();
    const detailOpen = summarize(await sample(() => open(device), scale.runs(8), scale.warmups(1)));
    return { filterToList, detailOpen };
  });
}

async function duringCopy(count: number, scale: BenchScale) {
  const options = { viewport: VIEWPORT, requireCopying: !scale.smoke };
  const filterToList = await whileCopying(
    count,
    { ...options, wanted: scale.runs(12) },
    rentChangerPerPage('list-painted'),
  );
  const detailOpen = await whileCopying(count, { ...options, wanted: scale.runs(8) }, detailOpener());
  return { filterToList, detailOpen };
}

export const uiBench: BenchGroup = {
  name: 'ui',
  promises: [
    'ui.filter_to_list.20000.median_ms',
    'ui.filter_to_list.1000.median_ms',
    'ui.filter_to_list.20000.during_copy.median_ms',
    'ui.detail_open.median_ms',
    'ui.detail_open.1000.median_ms',
    'ui.detail_open.during_copy.median_ms',
  ],
  description:
    "Chromium: committed filter change to painted list, and opening a listing, at 20,000 listings, steady (baseline: 1,000) and during a new device's first copy (baseline: steady)",
  async run(_args, scale) {
    ensureBuilt();
    const large = await steady(scale.size(20_000), scale);
    const small = await steady(scale.size(1_000), scale);
    const copying = await duringCopy(scale.size(20_000), scale);
    const rows: ReportRow[] = [
      {
        name: 'ui.filter_to_list.20000.median_ms',
        unit: 'ms',
        stats: large.filterToList,
        baseline: { name: 'same at 1,000 listings', stats: small.filterToList },
      },
      {
        name: `ui.filter_to_list.20000.during_copy.median_ms (${copying.filterToList.devices} devices)`,
        unit: 'ms',
        stats: copying.filterToList.stats,
        baseline: { name: 'steady at 20,000', stats: large.filterToList },
      },
      {
        name: 'ui.detail_open.median_ms',
        unit: 'ms',
        stats: large.detailOpen,
        baseline: { name: 'same at 1,000 listings', stats: small.detailOpen },
      },
      {
        name: `ui.detail_open.during_copy.median_ms (${copying.detailOpen.devices} devices)`,
        unit: 'ms',
        stats: copying.detailOpen.stats,
        baseline: { name: 'steady at 20,000', stats: large.detailOpen },
      },
    ];
    return {
      rows,
      metrics: {
        'ui.filter_to_list.20000.median_ms': Number(large.filterToList.median.toFixed(1)),
        'ui.filter_to_list.1000.median_ms': Number(small.filterToList.median.toFixed(1)),
        'ui.filter_to_list.20000.during_copy.median_ms': Number(copying.filterToList.stats.median.toFixed(1)),
        'ui.detail_open.median_ms': Number(large.detailOpen.median.toFixed(1)),
        'ui.detail_open.1000.median_ms': Number(small.detailOpen.median.toFixed(1)),
        'ui.detail_open.during_copy.median_ms': Number(copying.detailOpen.stats.median.toFixed(1)),
      },
    };
  },
};
