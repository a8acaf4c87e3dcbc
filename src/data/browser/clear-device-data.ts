// 'Clear Cache & Retry': the listings, favorites and alert on this device, and the session storage, go;
// the next load syncs afresh.
import { dataWorkers } from '../workers/data-workers.ts';
import { clearSessionStorage } from './session-storage.ts';

export async function clearDeviceData(): Promise<void> {
  clearSessionStorage();
  try {
    await (await dataWorkers()).sync.clearEverything();
  } catch (error) {
    console.warn('Clearing the device data failed', error);
  }
}
