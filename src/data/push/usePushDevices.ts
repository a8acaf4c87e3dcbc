// The member's devices with notifications on, and this device's part in them, for the alert views. The list
// is the server's (it needs the network); this device counts as on when the server has its subscription.
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { isSignedInAtom } from '../../state/auth.ts';
import { currentSubscription, pushDevices, removePushDevice, turnOnPushOnThisDevice } from './push-device.ts';
import type { PushDeviceRow, TurnOnResult } from './push-device.ts';
import { pushSupport, type PushSupport } from './push-support.ts';

export type PushDevicesState = {
  support: PushSupport;
  /** The member's devices; null until read (or when the list could not be read, e.g. offline). */
  devices: PushDeviceRow[] | null;
  /** This browser's subscription endpoint, when it has one. */
  thisEndpoint: string | null;
  /** What the last turn-on attempt ended in. */
  lastResult: TurnOnResult | null;
  turnOn(): Promise<TurnOnResult>;
  remove(device: PushDeviceRow): Promise<void>;
};

export function usePushDevices(): PushDevicesState {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const [devices, setDevices] = useState<PushDeviceRow[] | null>(null);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  // Blocked earlier in this browser: said before any click, which could not ask again anyway.
  const [lastResult, setLastResult] = useState<TurnOnResult | null>(() =>
    typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'denied' : null,
  );
  const [version, setVersion] = useState(0);
  const support = pushSupport();

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    void pushDevices()
      .then((rows) => isCurrent && setDevices(rows))
      .catch(() => isCurrent && setDevices(null));
    void currentSubscription()
      .then((subscription) => isCurrent && setThisEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, version]);

  const turnOn = useCallback(async () => {
    try {
      const result = await turnOnPushOnThisDevice();
      setLastResult(result);
      return result;
    } finally {
      setVersion((current) => current + 1);
    }
  }, []);

  const remove = useCallback(async (device: PushDeviceRow) => {
    try {
      await removePushDevice(device);
    } finally {
      setVersion((current) => current + 1);
    }
  }, []);

  return { support, devices, thisEndpoint, lastResult, turnOn, remove };
}
