// This device's notifications: turned on only from the member's click (the browser's permission prompt,
// a push subscription for the server's VAPID key, the device registered with the server), off again from
// the list of devices, on sign-out and with the account. A subscription made for an older server key is
// replaced, since the push services would refuse every push signed with the new one.
import { backendConfig } from '../backend/backend-config.ts';
import { supabaseClient } from '../backend/lazy-supabase.ts';
import { deviceLabel, pushSupport } from './push-support.ts';

export type PushDeviceRow = {
  id: string;
  device_label: string;
  created_at: string;
  last_sent_at: string | null;
  endpoint: string;
};

/**
 * How long turning on may take once the member allowed notifications (the worker, the browser's push service,
 * our server): a push service the device cannot reach leaves the browser's subscribe waiting for ever, and the
 * member must be told, with the button back to try again.
 */
export const TURN_ON_TIMEOUT_MS = 15_000;

export type TurnOnResult =
  'on' | 'denied' | 'dismissed' | 'unsupported' | 'needs-home-screen' | 'not-configured' | 'timed-out';

async function serverPublicKey(): Promise<string | null> {
  const { url, anonKey } = backendConfig();
  const response = await fetch(`${url}/functions/v1/push-config`, { headers: { apikey: anonKey } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`push-config answered ${response.status}`);
  const { public_key: key } = (await response.json()) as { public_key?: unknown };
  return typeof key === 'string' && /^[A-Za-z0-9_-]{87}$/.test(key) ? key : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** This browser's push subscription to RoomRadar, if it has one (never prompts). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission (this is the member's click), subscribes this browser and registers the device. */
export async function turnOnPushOnThisDevice(): Promise<TurnOnResult> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed-out'>(
    (resolve) => (timer = setTimeout(() => resolve('timed-out'), TURN_ON_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([subscribeAndRegister(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Subscribes this browser to pushes (the member allowed them) and registers it as one of their devices. */
async function subscribeAndRegister(): Promise<'on' | 'not-configured'> {
  const publicKey = await serverPublicKey();
  if (!publicKey) return 'not-configured';
  const key = keyBytes(publicKey);
  // The worker installs once the first copy of the listings is in; a page without one (a development
  // server) times out like any other step.
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  const supabase = await supabaseClient();
  const { error } = await supabase.rpc('register_push_device', {
    p_endpoint: endpoint,
    p_p256dh: keys?.p256dh,
    p_auth_secret: keys?.auth,
    p_device_label: deviceLabel(navigator.userAgent),
  });
  if (error) throw new Error(error.message);
  return 'on';
}

/** The member's devices with notifications on, newest first. */
export async function pushDevices(): Promise<PushDeviceRow[]> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase
    .from('push_subscriptions')
    .select('id, device_label, created_at, last_sent_at, endpoint')
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as PushDeviceRow[];
}

/** Stops pushes to one of the member's devices; this browser's subscription ends too when it is this one. */
export async function removePushDevice(device: PushDeviceRow): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('push_subscriptions').delete().eq('id', device.id);
  if (error) throw new Error(error.message);
  const subscription = await currentSubscription();
  if (subscription?.endpoint === device.endpoint) await subscription.unsubscribe();
}

/**
 * Before signing out: the server forgets this device (while the session still allows it) and the browser
 * ends its subscription. Offline, the subscription still ends here; the push service then answers 410 to the
 * next push and the server forgets the device itself.
 */
export async function forgetThisDeviceForPush(options: { onServer: boolean }): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  if (options.onServer) {
    const supabase = await supabaseClient();
    await supabase
      .from('push_subscriptions')
      .delete()
      .eq('endpoint', subscription.endpoint)
      .then(
        () => undefined,
        () => undefined,
      );
  }
  await subscription.unsubscribe().catch(() => false);
}
