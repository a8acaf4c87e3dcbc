// stripe-webhook: the provider's subscription events. The signature is checked on the raw body before
// anything else (a bad or missing one is 400 and changes nothing); each event is applied once and in order
// by apply_subscription_event, in one transaction with the record of its id; Premium is granted only for
// statuses that pay.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { failure, json, methodNotAllowed } from '../_shared/http.ts';
import { parseBoundedJson } from '../_shared/bounded-json.ts';
import { verifyWebhookSignature } from '../_shared/payments/webhook-signature.ts';
import { serviceClient } from '../_shared/service-client.ts';

const MAX_BODY = 512 * 1024;

type StripeObject = Record<string, unknown>;
type StripeEvent = { id: string; type: string; created: number; data: { object: StripeObject } };

/** A Unix time in seconds that a Date can hold (up to the year 9999): the provider's timestamps. */
function isUnixTime(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 253_402_300_799;
}

function isEvent(value: unknown): value is StripeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  const data = event.data as Record<string, unknown> | undefined;
  return (
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    isUnixTime(event.created) &&
    typeof data?.object === 'object' &&
    data.object !== null
  );
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const uuid = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : null;

/** Half of a surrogate pair without the other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether every text in the event can be stored: Postgres' text holds no NUL and UTF-8 no lone surrogate.
 * The provider never sends either; an event that does would fail in the database on every delivery.
 */
function hasStorableTexts(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, inner]) => hasStorableTexts(key) && hasStorableTexts(inner));
}

/** Postgres' code for a row that names a missing row (here: a member who is not there). */
const FOREIGN_KEY_VIOLATION = '23503';

/** The arguments of apply_subscription_event for the events that concern subscriptions, or null to ignore it. */
export function eventChange(event: StripeEvent): Record<string, unknown> | null {
  const object = event.data.object;
  const base = {
    p_event_id: event.id,
    p_event_type: event.type,
    p_event_created: new Date(event.created * 1000).toISOString(),
  };
  if (event.type === 'checkout.session.completed') {
    return {
      ...base,
      p_customer_id: text(object.customer),
      p_user_id: uuid(object.client_reference_id),
      p_email: text(object.customer_email) ?? text((object.customer_details as StripeObject | undefined)?.email),
      p_subscription_id: null,
      p_status: null,
      p_period_end: null,
    };
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const metadata = (object.metadata as StripeObject | undefined) ?? {};
    const items = ((object.items as StripeObject | undefined)?.data as StripeObject[] | undefined) ?? [];
    const periodEnd =
      typeof object.current_period_end === 'number'
        ? object.current_period_end
        : (items[0]?.current_period_end as number | undefined);
    return {
      ...base,
      p_customer_id: text(object.customer),
      p_user_id: uuid(metadata.user_id),
      p_email: null,
      p_subscription_id: text(object.id),
      p_status: event.type === 'customer.subscription.deleted' ? 'canceled' : (text(object.status) ?? 'unknown'),
      p_period_end: isUnixTime(periodEnd) ? new Date(periodEnd * 1000).toISOString() : null,
    };
  }
  return null;
}

/** The methods stripe-webhook takes. */
export const STRIPE_WEBHOOK_METHODS: readonly string[] = ['POST'];

export function createStripeWebhook(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed(STRIPE_WEBHOOK_METHODS, 'Use POST');
    const secret = deps.env.get('STRIPE_WEBHOOK_SECRET');
    if (!secret) return failure(503, 'The webhook is not configured (STRIPE_WEBHOOK_SECRET)');
    const payload = await request.text();
    if (payload.length > MAX_BODY) return failure(413, 'The event is too large');
    const check = await verifyWebhookSignature(payload, request.headers.get('stripe-signature'), secret);
    if (!check.ok) return failure(400, `Webhook signature verification failed: ${check.reason}`);
    const parsed = parseBoundedJson(payload);
    if (!parsed.ok) return failure(400, parsed.isSyntax ? 'The event is not valid JSON' : parsed.problem);
    const event = parsed.value;
    if (!isEvent(event)) return failure(400, 'The event lacks an id, type, created time or object');
    if (!hasStorableTexts(event))
      return failure(400, 'The event holds text that cannot be stored (NUL or a lone surrogate)');
    const recordIgnored = async (outcome: string) => {
      const { error } = await service
        .from('payment_events')
        .upsert(
          { id: event.id, type: event.type, created_at: new Date(event.created * 1000).toISOString() },
          { onConflict: 'id', ignoreDuplicates: true },
        );
      if (error) return failure(500, 'Could not record the event');
      return json({ received: true, outcome });
    };
    const change = eventChange(event);
    if (!change) return recordIgnored('ignored');
    const { data, error } = await service.rpc('apply_subscription_event', change);
    // An event for an account that no longer exists (deleted since checkout) can never apply: it is recorded
    // and acknowledged, or the provider would deliver it again for days.
    if (error?.code === FOREIGN_KEY_VIOLATION) return recordIgnored('no such member');
    // Any other failure answers 500, so the provider delivers the event again later.
    if (error) return failure(500, 'Could not apply the event');
    return json({ received: true, outcome: data });
  };
}
