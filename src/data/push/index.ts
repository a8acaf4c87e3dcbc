// The door to this device's notifications (Web Push) for the rest of the app.
export type { PushDeviceRow, TurnOnResult } from './push-device.ts';
export type { PushSupport } from './push-support.ts';
export { usePushDevices, type PushDevicesState } from './usePushDevices.ts';
