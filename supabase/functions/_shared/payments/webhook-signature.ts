// Stripe's webhook signature scheme, in Web Crypto so it runs in Deno and Node alike: the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`.
// The local test checkout signs its events the same way, so they pass through the same check.

import { constantTimeEqual, hmacSha256 } from '../secrets.ts';

async function hmacHex(secret: string, message: string): Promise<string> {
  return [...(await hmacSha256(secret, message))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks a signature header against the raw body; a timestamp older than the tolerance is refused (replays). */
export async function verifyWebhookSignature(
  payload: string,
  header: string | null,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now(),
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'The Stripe-Signature header is missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'The Stripe-Signature header is malformed' };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds)
    return { ok: false, reason: 'The signature timestamp is outside the tolerance' };
  const expected = await hmacHex(secret, `${timestamp}.${payload}`);
  return signatures.some((signature) => constantTimeEqual(signature, expected))
    ? { ok: true }
    : { ok: false, reason: 'No signature matches the payload' };
}
