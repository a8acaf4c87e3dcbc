// /functions/v1/<name>: runs the same handler modules Supabase deploys, as Fetch API handlers, with
// dependencies from the local backend (the mailbox for mail, this server for the API).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDeps, FunctionHandler } from '../functions/_shared/function-deps.ts';
import { createAlertUnsubscribe } from '../functions/alert-unsubscribe/handler.ts';
import { createCancelSubscription } from '../functions/cancel-subscription/handler.ts';
import { createCheckSubscription } from '../functions/check-subscription/handler.ts';
import { createCreateCheckout } from '../functions/create-checkout/handler.ts';
import { createCustomerPortal } from '../functions/customer-portal/handler.ts';
import { createDeleteAccount } from '../functions/delete-account/handler.ts';
import { createExportAccountData } from '../functions/export-account-data/handler.ts';
import { createIngestPosts } from '../functions/ingest-posts/handler.ts';
import { createMapConfig } from '../functions/map-config/handler.ts';
import { createSendAlerts } from '../functions/send-alerts/handler.ts';
import { createStripeWebhook } from '../functions/stripe-webhook/handler.ts';
import { createSendContactEmail } from '../functions/send-contact-email/handler.ts';
import { HttpError, readBody, sendJson } from './http.ts';
import { securityHeaders } from './security-headers.ts';

const FACTORIES: Record<string, (deps: FunctionDeps) => FunctionHandler> = {
  'send-contact-email': createSendContactEmail,
  'ingest-posts': createIngestPosts,
  'create-checkout': createCreateCheckout,
  'customer-portal': createCustomerPortal,
  'check-subscription': createCheckSubscription,
  'cancel-subscription': createCancelSubscription,
  'delete-account': createDeleteAccount,
  'export-account-data': createExportAccountData,
  'stripe-webhook': createStripeWebhook,
  'send-alerts': createSendAlerts,
  'alert-unsubscribe': createAlertUnsubscribe,
  'map-config': createMapConfig,
};

const MAX_BODY = 10 * 1024 * 1024;

export function createFunctionsHost(deps: () => FunctionDeps) {
  const handlers = new Map<string, FunctionHandler>();
  const handlerFor = (name: string): FunctionHandler | null => {
    const factory = FACTORIES[name];
    if (!factory) return null;
    let handler = handlers.get(name);
    if (!handler) {
      handler = factory(deps());
      handlers.set(name, handler);
    }
    return handler;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const handler = handlerFor(name);
    if (!handler) {
      sendJson(response, 404, { error: `No function named ${name.slice(0, 64)}` });
      return;
    }
    try {
      const method = request.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request, MAX_BODY);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(key, value);
      }
      // The platform's proxy sets the caller's address; here the socket knows it.
      headers.set('x-forwarded-for', request.socket.remoteAddress ?? 'unknown');
      const answer = await handler(new Request(`http://localhost${url.pathname}${url.search}`, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) }));
      const outgoing: Record<string, string> = { ...securityHeaders() };
      answer.headers.forEach((value, key) => {
        outgoing[key] = value;
      });
      response.writeHead(answer.status, outgoing);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(response, error.status, { error: error.message });
        return;
      }
      console.error(`Function ${name} failed`, error);
      sendJson(response, 500, { error: 'The function failed' });
    }
  };
}
