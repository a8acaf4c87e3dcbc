// Sends one Web Push message to one device: encrypted for the device's keys (RFC 8291) and signed with the
// server's VAPID key (RFC 8292) by the maintained `web-push` library, then posted through the guarded
// connection (net/guarded-request.ts) to an endpoint that passed pushEndpointRefusal. The push service's
// answer becomes an outcome: accepted (2xx); gone (404 or 410: the browser unsubscribed; 401 or 403: the
// subscription belongs to another server key; or a subscription no message can be made for): the device
// must be forgotten; rejected (400 or 413: this message will never be taken, the device may be fine); or
// retry (anything else, with the service's Retry-After when it gave one).
import webpush from 'web-push';
import { OutboundRefusal, sendGuarded } from '../net/guarded-request.ts';
import type { AddressPolicy } from '../net/public-address.ts';
import { pushEndpointRefusal } from './push-endpoint.ts';
import type { VapidIdentity } from './vapid.ts';

export type PushDevice = { id: string; endpoint: string; p256dh: string; auth_secret: string };

export type PushMessage = {
  /** The JSON the service worker reads (at most about 3 KB: push services take 4 KB encrypted). */
  payload: string;
  /** Replaces a message to the same device with the same topic that is still waiting in the push service. */
  topic: string;
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
};

export type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone'; reason: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null };

export interface PushSender {
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
}

export type PushSenderOptions = { vapid: VapidIdentity; network: AddressPolicy; timeoutMs?: number };

/** Retry-After as milliseconds (seconds or an HTTP date), or null. */
function retryAfterMs(header: string | string[] | undefined, nowMs: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/** How long a VAPID token is valid (RFC 8292 allows at most 24 h); one is renewed with an hour left. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_RENEW_MS = 3600_000;

/**
 * The VAPID Authorization header for a push service, signed once per service and reused until it nears its
 * expiry: signing is most of the server's work per push (0.7 of 0.9 ms), and a run pushes to a handful of
 * services for thousands of devices.
 */
function vapidAuthorizations(vapid: VapidIdentity): (endpoint: URL) => string {
  const signed = new Map<string, { authorization: string; expiresAtMs: number }>();
  return (endpoint) => {
    const audience = endpoint.origin;
    const known = signed.get(audience);
    if (known && known.expiresAtMs - Date.now() > VAPID_RENEW_MS) return known.authorization;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization: authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    signed.set(audience, { authorization, expiresAtMs: expiration * 1000 });
    return authorization;
  };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorizationFor = vapidAuthorizations(options.vapid);
  return {
    async send(device, message) {
      const refusal = pushEndpointRefusal(device.endpoint, options.network);
      if (refusal) return { kind: 'gone', reason: `the endpoint is ${refusal}` };
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth_secret } },
          message.payload,
          {
            headers: { Authorization: authorizationFor(new URL(device.endpoint)) },
            contentEncoding: 'aes128gcm',
            TTL: message.ttlSeconds,
            urgency: 'high',
            topic: message.topic,
          },
        );
      } catch (error) {
        // Keys that are not a P-256 point or an auth secret: no message can ever be made for this device.
        return { kind: 'gone', reason: `the device's keys are unusable (${(error as Error).message})` };
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const { response, release } = await sendGuarded(
          new URL(details.endpoint),
          {
            method: details.method,
            headers: details.headers as Record<string, string | number>,
            body: details.body ? new Uint8Array(details.body) : undefined,
            signal,
          },
          options.network,
        );
        const status = response.statusCode ?? 0;
        const after = retryAfterMs(response.headers['retry-after'], Date.now());
        release();
        if (status >= 200 && status < 300) return { kind: 'accepted' };
        const answered = `the push service answered ${status}`;
        if ([401, 403, 404, 410].includes(status)) return { kind: 'gone', reason: answered };
        if (status === 400 || status === 413) return { kind: 'rejected', reason: answered };
        return { kind: 'retry', reason: answered, retryAfterMs: after };
      } catch (error) {
        if (error instanceof OutboundRefusal) return { kind: 'gone', reason: `the endpoint is ${error.message}` };
        const reason = signal.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : `the push service could not be reached (${(error as { code?: string }).code ?? (error as Error).message})`;
        return { kind: 'retry', reason, retryAfterMs: null };
      }
    },
  };
}
