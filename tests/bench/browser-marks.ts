// Reading the app's performance marks (src/data/browser/perf-marks.ts) from a benchmark's browser page.
import type { Page } from 'playwright-core';

/** Milliseconds from the newest `from` mark to the first `to` mark after it. */
export async function markGap(page: Page, from: string, to: string): Promise<number> {
  await page.waitForFunction(
    ([start, end]) => {
      const begun = performance.getEntriesByName(`roomradar:${start}`).at(-1);
      return (
        begun !== undefined &&
        performance.getEntriesByName(`roomradar:${end}`).some((entry) => entry.startTime >= begun.startTime)
      );
    },
    [from, to],
    { timeout: 30_000 },
  );
  return page.evaluate(
    ([start, end]) => {
      const begun = performance.getEntriesByName(`roomradar:${start}`).at(-1) as PerformanceEntry;
      const done = performance
        .getEntriesByName(`roomradar:${end}`)
        .find((entry) => entry.startTime >= begun.startTime) as PerformanceEntry;
      return done.startTime - begun.startTime;
    },
    [from, to],
  );
}
