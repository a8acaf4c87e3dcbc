// 'Clear Cache & Retry': the listings, favorites and alert on this device, and the session storage, go;
// the next load syncs afresh.
import { dataWorkers } from './data-workers.ts';

export async function clearDeviceData(): Promise<void> {
  try {
    window.sessionStorage.clear();
  } catch {
    // Blocked storage has nothing to clear.
  }
  try {
    await (await dataWorkers()).sync.clearEverything();
  } catch (error) {
    console.warn('Clearing the device data failed', error);
  }
}
