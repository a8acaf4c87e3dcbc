// Stripe's webhook signature scheme, through the Stripe SDK's own helpers with its SubtleCrypto provider, so it
// runs in Deno and Node alike: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
// with the endpoint's secret. The local test checkout signs its events the same way, so they pass the same check.
import Stripe from 'stripe';

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const { webhooks } = Stripe;

/** A Stripe-Signature header for `payload`, as Stripe signs an event (and as its SDK signs test events). */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  return webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider });
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

// The SDK's refusals, by the start of their messages, in the words this endpoint answers with; any other
// refusal answers with the first line of the SDK's own message.
const REASONS: ReadonlyArray<readonly [string, string]> = [
  ['No stripe-signature header value', 'The Stripe-Signature header is missing'],
  ['Unable to extract timestamp and signatures', 'The Stripe-Signature header is malformed'],
  ['No signatures found with expected scheme', 'The Stripe-Signature header is malformed'],
  ['No signatures found matching', 'No signature matches the payload'],
  ['Timestamp outside the tolerance zone', 'The signature timestamp is outside the tolerance'],
  ['No webhook payload was provided', 'The event is empty'],
];

/**
 * Checks a signature header against the raw body with Stripe's verifier (what constructEventAsync runs before
 * it parses the event, which the webhook does itself): one v1 signature must match, and a timestamp more than
 * `toleranceSeconds` old is refused as a replay. Like Stripe's, it sets no bound on a timestamp ahead of the
 * clock: only the holder of the secret can sign one.
 */
export async function verifyWebhookSignature(
  payload: string,
  header: string | null,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now(),
): Promise<SignatureCheck> {
  const verifier = webhooks.signature;
  if (!verifier) throw new Error('The Stripe SDK has no webhook signature verifier');
  try {
    await verifier.verifyHeaderAsync(payload, header ?? '', secret, toleranceSeconds, cryptoProvider, now);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    const { message } = error;
    const reason = REASONS.find(([start]) => message.startsWith(start))?.[1] ?? message.split('\n')[0];
    return { ok: false, reason: reason || 'The signature could not be verified' };
  }
}
