// The door to the browser's own state for the app: the network, session storage (the listings screen's
// preferences, the return to the list, form drafts), the last visit and last sync kept in local storage, the
// service worker, files handed to the browser and the clipboard, the performance marks the benches read, and clearing what this device holds.
export { clearDeviceData } from './clear-device-data.ts';
export { deviceLanguage, rememberLanguage, storedLanguage } from './language-choice.ts';
export { storedLastSync } from './last-sync.ts';
export { newSince } from './last-visit.ts';
export { rememberedResultsBounds, rememberResultsBounds } from './map-results-view.ts';
export { isOffline, useIsOnline } from './network.ts';
export {
  clearReturnMarksLater,
  markReturnFromDetail,
  pendingReturn,
  rememberListPosition,
  type ReturnPoint,
} from './return-position.ts';
export { copyText, downloadTextFile } from './save-file.ts';
export { registerServiceWorker } from './service-worker.ts';
export { markAfterPaint, markOnceAfterPaint, markPerf, type PerfMark } from './perf-marks.ts';
export {
  filtersAtom,
  hasSessionFilters,
  holdMapSelection,
  readStoredMapView,
  readStoredSelection,
  rememberMapSelection,
  rememberMapView,
  type MapView,
  showOnMap,
  viewModeAtom,
} from './session-preferences.ts';
export { readSessionStorage, removeFromSessionStorage, writeSessionStorage } from './session-storage.ts';
export { listOrderAtom } from './list-order.ts';
