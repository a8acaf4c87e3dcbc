// /functions/v1/<name>: runs the same handler modules Supabase deploys, as Fetch API handlers, with
// dependencies from the local backend (the mailbox for mail, this server for the API).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDeps, FunctionHandler } from '../../functions/_shared/function-deps.ts';
import { ALERT_UNSUBSCRIBE_METHODS, createAlertUnsubscribe } from '../../functions/alert-unsubscribe/handler.ts';
import { createCancelSubscription } from '../../functions/cancel-subscription/handler.ts';
import { createCheckSubscription } from '../../functions/check-subscription/handler.ts';
import { createCreateCheckout } from '../../functions/create-checkout/handler.ts';
import { createCustomerPortal } from '../../functions/customer-portal/handler.ts';
import { createDeleteAccount } from '../../functions/delete-account/handler.ts';
import { createExportAccountData } from '../../functions/export-account-data/handler.ts';
import { FIRST_RESULTS_METHODS, createFirstResults } from '../../functions/first-results/handler.ts';
import { INGEST_POSTS_METHODS, createIngestPosts } from '../../functions/ingest-posts/handler.ts';
import { LISTINGS_SNAPSHOT_METHODS, createListingsSnapshot } from '../../functions/listings-snapshot/handler.ts';
import { MAP_CONFIG_METHODS, createMapConfig } from '../../functions/map-config/handler.ts';
import { PUSH_CONFIG_METHODS, createPushConfig } from '../../functions/push-config/handler.ts';
import { SEND_ALERTS_METHODS, createSendAlerts } from '../../functions/send-alerts/handler.ts';
import { STRIPE_WEBHOOK_METHODS, createStripeWebhook } from '../../functions/stripe-webhook/handler.ts';
import { SEND_CONTACT_EMAIL_METHODS, createSendContactEmail } from '../../functions/send-contact-email/handler.ts';
import { MEMBER_FUNCTION_METHODS } from '../../functions/_shared/member-function.ts';
import { HttpError, readBody, sendJson, withVary } from '../emulator/node-request-response.ts';
import { securityHeaders } from '../emulator/security-headers.ts';
import type { ClientAddressOf } from '../emulator/client-address.ts';

type FunctionEntry = { create: (deps: FunctionDeps) => FunctionHandler; methods: readonly string[] };

// A Map, not an object literal: a name such as toString or __proto__ must find nothing, not Object's own.
const FUNCTIONS = new Map<string, FunctionEntry>([
  ['send-contact-email', { create: createSendContactEmail, methods: SEND_CONTACT_EMAIL_METHODS }],
  ['ingest-posts', { create: createIngestPosts, methods: INGEST_POSTS_METHODS }],
  ['create-checkout', { create: createCreateCheckout, methods: MEMBER_FUNCTION_METHODS }],
  ['customer-portal', { create: createCustomerPortal, methods: MEMBER_FUNCTION_METHODS }],
  ['check-subscription', { create: createCheckSubscription, methods: MEMBER_FUNCTION_METHODS }],
  ['cancel-subscription', { create: createCancelSubscription, methods: MEMBER_FUNCTION_METHODS }],
  ['delete-account', { create: createDeleteAccount, methods: MEMBER_FUNCTION_METHODS }],
  ['export-account-data', { create: createExportAccountData, methods: MEMBER_FUNCTION_METHODS }],
  ['stripe-webhook', { create: createStripeWebhook, methods: STRIPE_WEBHOOK_METHODS }],
  ['send-alerts', { create: createSendAlerts, methods: SEND_ALERTS_METHODS }],
  ['alert-unsubscribe', { create: createAlertUnsubscribe, methods: ALERT_UNSUBSCRIBE_METHODS }],
  ['map-config', { create: createMapConfig, methods: MAP_CONFIG_METHODS }],
  ['push-config', { create: createPushConfig, methods: PUSH_CONFIG_METHODS }],
  ['first-results', { create: (deps) => createFirstResults(deps), methods: FIRST_RESULTS_METHODS }],
  ['listings-snapshot', { create: (deps) => createListingsSnapshot(deps), methods: LISTINGS_SNAPSHOT_METHODS }],
]);

/** The names /functions/v1/<name> answers to. */
export const FUNCTION_NAMES: readonly string[] = [...FUNCTIONS.keys()];

const MAX_BODY = 10 * 1024 * 1024;

/** The request's headers as the Fetch API takes them; a value it refuses is left out rather than failing the call. */
function fetchHeaders(request: IncomingMessage, clientAddress: string): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string') continue;
    try {
      headers.set(key, value);
    } catch {
      // Node accepts a few bytes in header values that the Fetch API does not; no function reads such a header.
    }
  }
  // The platform's proxy sets the caller's address: here, the one the server trusts (see client-address.ts).
  headers.set('x-forwarded-for', clientAddress);
  return headers;
}

/**
 * `originOf` is the app's origin as the caller reached it: a function's request carries it as its URL, as a
 * deployed function's carries its own address, so an address a function hands out leads back to that origin.
 */
export function createFunctionsHost(
  deps: () => FunctionDeps,
  originOf: (request: IncomingMessage) => string,
  clientAddressOf: ClientAddressOf,
) {
  const handlers = new Map<string, FunctionHandler>();
  const handlerFor = (name: string, entry: FunctionEntry): FunctionHandler => {
    let handler = handlers.get(name);
    if (!handler) {
      handler = entry.create(deps());
      handlers.set(name, handler);
    }
    return handler;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const entry = FUNCTIONS.get(name);
    if (!entry) {
      request.resume();
      sendJson(response, 404, { error: `No function named ${name.slice(0, 64)}` });
      return;
    }
    // Checked here as well as in each function, because the Fetch API cannot even carry some methods (TRACE, CONNECT).
    const method = request.method ?? 'GET';
    if (!entry.methods.includes(method)) {
      request.resume();
      sendJson(
        response,
        405,
        { error: `${name} takes ${entry.methods.join(', ')}` },
        { Allow: entry.methods.join(', ') },
      );
      return;
    }
    try {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request, MAX_BODY);
      const answer = await handlerFor(
        name,
        entry,
      )(
        new Request(`${originOf(request)}${url.pathname}${url.search}`, {
          method,
          headers: fetchHeaders(request, clientAddressOf(request)),
          ...(body ? { body: new Uint8Array(body) } : {}),
        }),
      );
      const outgoing: Record<string, string> = { ...securityHeaders() };
      answer.headers.forEach((value, key) => {
        // CORS is the server's to decide (the API router sets it from the caller's origin), not a function's '*'.
        if (!key.startsWith('access-control-')) outgoing[key] = value;
      });
      // A function's own Vary (Accept-Encoding, say) joins the router's Origin rather than replacing it.
      response.writeHead(answer.status, withVary(response, outgoing));
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(response, error.status, { error: error.message });
        return;
      }
      // A client that hung up mid-body needs no answer.
      if (request.destroyed && !request.complete) return;
      console.error(`Function ${name} failed`, error);
      sendJson(response, 500, { error: 'The function failed' });
    }
  };
}
