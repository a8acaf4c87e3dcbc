// The door to the browser's own state for the app: the network, session storage (the listings screen's
// preferences, the return to the list, form drafts), the last visit and last sync kept in local storage, the
// service worker, files handed to the browser, the clipboard and the share sheet, the listing to return to after
// signing in or upgrading, the performance marks the benches read, and clearing what this device holds.
export { clearDeviceData } from './clear-device-data.ts';
export { deviceLanguage, rememberLanguage, storedLanguage } from './language-choice.ts';
export { storedLastSync } from './last-sync.ts';
export { newSince } from './last-visit.ts';
export { isOffline, useIsOnline } from './network.ts';
export {
  clearReturnMarksLater,
  markReturnFromDetail,
  pendingReturn,
  rememberListPosition,
  type ReturnPoint,
} from './return-position.ts';
export { rememberListingToReturnTo, takeListingToReturnTo } from './return-to-listing.ts';
export { copyText, downloadTextFile } from './save-file.ts';
export { listingAddress, shareLink, type ShareOutcome } from './share-link.ts';
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
