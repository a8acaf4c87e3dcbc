// 'Clear Cache & Retry': the listings, favorites (and their photos) and alert on this device, the session storage and
// the map's remembered view of the results go; the next load syncs afresh.
import { dataWorkers } from '../workers/data-workers.ts';
import { clearSessionStorage } from './session-storage.ts';
import { keepFavoritePhotos } from './favorite-photos.ts';
import { forgetResultsBounds } from './map-results-view.ts';

export async function clearDeviceData(): Promise<void> {
  clearSessionStorage();
  forgetResultsBounds();
  await keepFavoritePhotos([]).catch(() => undefined);
  try {
    await (await dataWorkers()).sync.clearEverything();
  } catch (error) {
    console.warn('Clearing the device data failed', error);
  }
}
