// Performance marks the UI benchmark reads (npm run bench -- ui): they cost nothing and name the exact
// moments the budgets are about.

export type PerfMark =
  | 'filters-committed'
  | 'list-painted'
  | 'detail-open'
  | 'detail-shown'
  | 'map-start'
  | 'map-first-idle'
  | 'map-updated'
  | 'first-results'
  | 'copy-handed'
  | 'copy-stored';

export function markPerf(name: PerfMark): void {
  performance.mark(`roomradar:${name}`);
}

/** Marks once the browser has painted what React just committed. */
export function markAfterPaint(name: PerfMark): void {
  requestAnimationFrame(() => setTimeout(() => markPerf(name), 0));
}

const markedOnce = new Set<PerfMark>();

/** As markAfterPaint, the first time of the page only (the first results of a visit). */
export function markOnceAfterPaint(name: PerfMark): void {
  if (markedOnce.has(name)) return;
  markedOnce.add(name);
  markAfterPaint(name);
}
