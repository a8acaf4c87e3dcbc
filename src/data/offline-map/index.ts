// 'Save the Amsterdam map for offline': the saved area's size, state, saving and removal. A door of its own, so
// that the first screens, which import src/data/browser, do not carry it (it is the map's and the account's).
export {
  NotEnoughSpaceError,
  offlineMapSize,
  offlineMapState,
  removeOfflineMap,
  saveOfflineMap,
  type OfflineMapState,
} from './offline-map.ts';
