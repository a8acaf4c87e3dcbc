// Performance marks the UI benchmark reads (npm run bench -- ui): they cost nothing and name the exact
// moments the budgets are about.

export type PerfMark =
  | 'filters-committed'
  | 'list-painted'
  | 'detail-open'
  | 'detail-shown'
  | 'map-start'
  | 'map-first-idle'
  | 'map-updated';

export function markPerf(name: PerfMark): void {
  performance.mark(`roomradar:${name}`);
}

/** Marks once the browser has painted what React just committed. */
export function markAfterPaint(name: PerfMark): void {
  requestAnimationFrame(() => setTimeout(() => markPerf(name), 0));
}
