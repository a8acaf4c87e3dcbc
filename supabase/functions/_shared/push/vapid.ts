// The server's VAPID identity (RFC 8292): the key pair push services know this server by, and a contact
// address for their operators. Production reads it from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
// VAPID_SUBJECT; see the README); the one-machine server makes a pair once and keeps it in its data folder.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { FunctionEnv } from '../function-deps.ts';

export type VapidKeys = { publicKey: string; privateKey: string };
export type VapidIdentity = VapidKeys & { subject: string };

// A P-256 public key (65 bytes) and private key (32 bytes), base64url without padding.
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** A fresh key pair; a new one makes every device's subscription useless, so it is made once. */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** Whether the two keys are well formed and one pair (the public key is the private key's). */
export function isVapidKeyPair(keys: Partial<VapidKeys>): keys is VapidKeys {
  if (!PUBLIC_KEY.test(keys.publicKey ?? '') || !PRIVATE_KEY.test(keys.privateKey ?? '')) return false;
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(keys.privateKey as string, 'base64url'));
    return curve.getPublicKey().toString('base64url') === keys.publicKey;
  } catch {
    return false;
  }
}

/**
 * Whom a push service's operator contacts about this server: VAPID_SUBJECT (a mailto: or https: address),
 * else the app's https address. Apple's service refuses a localhost one.
 */
function subjectOf(env: FunctionEnv): string {
  const given = env.get('VAPID_SUBJECT');
  if (given && /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(given)) return given;
  const site = (env.get('SITE_URL') ?? '').split(',')[0]?.trim() ?? '';
  if (site.startsWith('https://')) return site;
  return 'mailto:alerts@roomradar.invalid';
}

/** The identity to push with, or null when this server has no (valid) VAPID keys: push is then off. */
export function vapidIdentity(env: FunctionEnv): VapidIdentity | null {
  const keys = { publicKey: env.get('VAPID_PUBLIC_KEY'), privateKey: env.get('VAPID_PRIVATE_KEY') };
  if (!isVapidKeyPair(keys)) return null;
  return { ...keys, subject: subjectOf(env) };
}
