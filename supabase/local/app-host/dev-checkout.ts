// The local test checkout standing in for Stripe: customers, checkout sessions, subscriptions and portal
// sessions kept in the database (dev-checkout-store.ts), so they outlive a restart; pages at /_dev/checkout/<id> and /_dev/portal/<id> where a tester pays or cancels; and
// the webhook events a real provider would send, signed with the same secret and scheme and posted to the
// real stripe-webhook function. The API under /_dev/payments takes the service role key only.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../../src/domain/content/escape-html.ts';
import { signWebhookPayload } from '../../functions/_shared/payments/webhook-signature.ts';
import type { Database } from '../emulator/db/database.ts';
import { createDevCheckoutStore, type Subscription } from './dev-checkout-store.ts';
import { HttpError, readBody, sendJson, sendRaw } from '../emulator/node-request-response.ts';

const PRICE_LABEL = '€6.99 / month';
const PERIOD_SECONDS = 30 * 24 * 3600;

function newId(prefix: string): string {
  return `${prefix}_local_${randomBytes(9).toString('hex')}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #333;cursor:pointer;margin-right:.5rem}.pay{background:#111;color:#fff}</style></head>
<body><p>Test checkout of supabase/local: no money moves.</p>${body}</body></html>`;
}

/**
 * The checkout's pages are served on the origin the member returns to (the app's, as the member reached it),
 * so the page, its forms and the redirect after them stay on that origin, as its CSP (form-action 'self')
 * requires. The addresses come from create-checkout through the service-role API.
 */
function pageOrigin(returnAddress: string | undefined): string {
  try {
    const url = new URL(returnAddress ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Not an absolute address: the server's own origin below.
  }
  return '';
}

export type DevCheckoutOptions = { db: Database; siteUrl: () => string; serviceRoleKey: string; webhookSecret: string };

export function createDevCheckout(options: DevCheckoutOptions) {
  const store = createDevCheckoutStore(options.db);

  const sendEvent = async (type: string, object: Record<string, unknown>) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const response = await fetch(`${options.siteUrl()}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': await signWebhookPayload(payload, options.webhookSecret),
      },
      body: payload,
    }).catch((error: unknown) => {
      console.error(`The local checkout could not post ${type}`, error);
      return null;
    });
    if (!response?.ok) {
      if (response) console.error(`stripe-webhook answered ${response.status} to ${type}`);
      throw new HttpError(502, { error: 'The local checkout could not reach stripe-webhook' });
    }
  };

  const subscriptionObject = (subscription: Subscription) => ({
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    current_period_end: subscription.periodEnd,
    metadata: { user_id: subscription.userId },
  });

  // Events go out after the change has committed (stripe-webhook reads the same database, and PGlite has one
  // connection); a webhook that fails then is answered 502, as Stripe would retry it.
  const cancelAll = async (customer: string): Promise<number> => {
    const canceled = await store.cancelSubscriptions(customer);
    for (const subscription of canceled)
      await sendEvent('customer.subscription.deleted', subscriptionObject(subscription));
    return canceled.length;
  };

  async function api(request: IncomingMessage, response: ServerResponse, action: string): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.serviceRoleKey}`)
      throw new HttpError(401, { error: 'The payments API takes the service role key' });
    if (request.method !== 'POST') throw new HttpError(405, { error: 'Use POST' });
    let body: Record<string, string>;
    try {
      body = JSON.parse((await readBody(request, 64 * 1024)).toString('utf8') || '{}') as Record<string, string>;
    } catch {
      throw new HttpError(400, { error: 'The body is not valid JSON' });
    }
    if (action === 'customers') {
      // The member's customer when the checkout knows it, else a new one (after a reset of the checkout's records).
      const id = await store.ensureCustomer(body.customerId, newId('cus'), body.email ?? '', body.userId ?? '');
      sendJson(response, 200, { id });
    } else if (action === 'checkout-sessions') {
      if (!body.customerId || !(await store.hasCustomer(body.customerId)))
        throw new HttpError(400, { error: 'Unknown customer' });
      const id = newId('cs');
      await store.createCheckoutSession({
        id,
        customer: body.customerId,
        userId: body.userId ?? '',
        successUrl: body.successUrl ?? '/',
        cancelUrl: body.cancelUrl ?? '/',
      });
      sendJson(response, 200, { id, url: `${pageOrigin(body.successUrl)}/_dev/checkout/${id}` });
    } else if (action === 'portal-sessions') {
      if (!body.customerId) throw new HttpError(400, { error: 'Unknown customer' });
      // A customer the checkout has forgotten has no subscription: its portal says so instead of failing.
      await store.adoptCustomer(body.customerId);
      const id = newId('bps');
      await store.createPortalSession({ id, customer: body.customerId, returnUrl: body.returnUrl ?? '/' });
      sendJson(response, 200, { url: `${pageOrigin(body.returnUrl)}/_dev/portal/${id}` });
    } else if (action === 'cancel') {
      sendJson(response, 200, { canceled: await cancelAll(body.customerId ?? '') });
    } else throw new HttpError(404, { error: 'No such payments call' });
  }

  async function checkoutPage(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    action: string | undefined,
  ): Promise<void> {
    const session = await store.checkoutSession(id);
    if (!session) throw new HttpError(404, { error: 'No such checkout session' });
    // A second Pay (a double click, a resent form) finds the session paid and starts nothing.
    const subscription =
      request.method === 'POST' && action === 'pay' && !session.isDone
        ? await store.completeCheckout(session.id, newId('sub'), Math.floor(Date.now() / 1000) + PERIOD_SECONDS)
        : undefined;
    if (subscription) {
      await sendEvent('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        customer: session.customer,
        client_reference_id: session.userId,
        customer_email: (await store.customerEmail(session.customer)) || null,
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        subscription: subscription.id,
      });
      await sendEvent('customer.subscription.created', subscriptionObject(subscription));
      response.writeHead(303, { Location: session.successUrl }).end();
      return;
    }
    if (request.method === 'POST' && action === 'cancel') {
      response.writeHead(303, { Location: session.cancelUrl }).end();
      return;
    }
    const email = await store.customerEmail(session.customer);
    sendRaw(
      response,
      200,
      page(
        'RoomRadar Premium checkout',
        `<h1>RoomRadar Premium</h1><p>${PRICE_LABEL}, billed to ${escapeHtml(email)}</p>
<form method="post" action="/_dev/checkout/${escapeHtml(id)}/pay"><button class="pay" type="submit">Pay ${PRICE_LABEL}</button></form>
<form method="post" action="/_dev/checkout/${escapeHtml(id)}/cancel"><button type="submit">Cancel and return</button></form>`,
      ),
      { 'Content-Type': 'text/html; charset=utf-8' },
    );
  }

  async function portalPage(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    action: string | undefined,
  ): Promise<void> {
    const portal = await store.portalSession(id);
    if (!portal) throw new HttpError(404, { error: 'No such portal session' });
    if (request.method === 'POST' && action === 'cancel') {
      await cancelAll(portal.customer);
      response.writeHead(303, { Location: portal.returnUrl }).end();
      return;
    }
    const live = await store.liveSubscriptions(portal.customer);
    const status =
      live.length > 0
        ? `<p>Premium, ${PRICE_LABEL}: active until ${new Date((live[0]?.periodEnd ?? 0) * 1000).toDateString()}</p>
<form method="post" action="/_dev/portal/${escapeHtml(id)}/cancel"><button type="submit">Cancel subscription</button></form>`
        : '<p>No active subscription.</p>';
    sendRaw(
      response,
      200,
      page(
        'Manage your subscription',
        `<h1>Manage your subscription</h1>${status}<p><a href="${escapeHtml(portal.returnUrl)}">Return to RoomRadar</a></p>`,
      ),
      { 'Content-Type': 'text/html; charset=utf-8' },
    );
  }

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const [, , area, id, action] = url.pathname.split('/');
    try {
      if (area === 'payments' && id) await api(request, response, id);
      else if (area === 'checkout' && id) await checkoutPage(request, response, id, action);
      else if (area === 'portal' && id) await portalPage(request, response, id, action);
      else throw new HttpError(404, { error: 'Not found' });
    } catch (error) {
      if (error instanceof HttpError) sendJson(response, error.status, error.body);
      else {
        console.error('The local checkout failed', error);
        sendJson(response, 500, { error: 'The local checkout failed' });
      }
    }
  };
}
