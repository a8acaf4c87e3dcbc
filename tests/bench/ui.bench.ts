// ui: the app in Chromium on a device that synced N listings. filter_to_list is the time from the
// committed (debounced) filter change to the updated list painted; detail_open from a card's click to
// the listing painted. Measured at 20,000 listings against the same at 1,000, in the same run.
import { markGap } from './browser-marks.ts';
import { sample, summarize, type BenchGroup, type Stats } from './harness.ts';
import { ensureBuilt, timeRentChanges, withSyncedDevice } from './synced-device.ts';

function measure(count: number): Promise<{ filterToList: Stats; detailOpen: Stats }> {
  return withSyncedDevice(count, { viewport: { width: 1280, height: 900 } }, async ({ backend, page }) => {
    const filterToList = await timeRentChanges(page, 'list-painted', 12, 2);
    let card = 0;
    const detailOpen = summarize(
      await sample(
        async () => {
          await page.goto(`${backend.url}/listings`);
          await page
            .getByRole('list', { name: 'Listings' })
            .getByRole('link')
            .nth(card % 5)
            .waitFor();
          await page.evaluate(() => performance.clearMarks());
          await page
            .getByRole('list', { name: 'Listings' })
            .getByRole('link')
            .nth(card % 5)
            .click();
          card += 1;
          return markGap(page, 'detail-open', 'detail-shown');
        },
        8,
        1,
      ),
    );
    return { filterToList, detailOpen };
  });
}

export const uiBench: BenchGroup = {
  name: 'ui',
  description:
    'Chromium: committed filter change to painted list, and opening a listing, at 20,000 listings (baseline: 1,000)',
  async run() {
    ensureBuilt();
    const large = await measure(20_000);
    const small = await measure(1_000);
    return {
      rows: [
        {
          name: 'ui.filter_to_list.20000.median_ms',
          unit: 'ms',
          stats: large.filterToList,
          baseline: { name: 'same at 1,000 listings', stats: small.filterToList },
        },
        {
          name: 'ui.detail_open.median_ms',
          unit: 'ms',
          stats: large.detailOpen,
          baseline: { name: 'same at 1,000 listings', stats: small.detailOpen },
        },
      ],
      metrics: {
        'ui.filter_to_list.20000.median_ms': Number(large.filterToList.median.toFixed(1)),
        'ui.detail_open.median_ms': Number(large.detailOpen.median.toFixed(1)),
      },
    };
  },
};
