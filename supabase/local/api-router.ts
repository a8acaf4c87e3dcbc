// Routes API requests to their handlers: /rest/v1, /auth/v1 and the local mailbox. Anything else is the
// app's. Preflight requests are answered here for every API path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import ws from 'ws';
import type { Mailer } from '../functions/_shared/mail.ts';
import { createGoTrueHandler } from './auth/gotrue-handler.ts';
import { createLocalCheckoutProvider } from '../functions/_shared/payments/local-checkout-provider.ts';
import { createDevCheckout } from './dev-checkout.ts';
import { createFunctionsHost } from './functions-host.ts';
import type { ApiKeys } from './auth/keys.ts';
import type { Database } from './db/database.ts';
import { CORS_HEADERS, sendJson } from './http.ts';
import type { LocalMailbox } from './mailbox.ts';
import { createRestHandler } from './rest/rest-handler.ts';
import type { SchemaCache } from './rest/schema-cache.ts';
import { isApiPath } from '../../sw/shell-pages.ts';

export type ApiOptions = {
  db: Database;
  keys: ApiKeys;
  schema: () => SchemaCache;
  mailbox: LocalMailbox & Mailer;
  siteUrl: () => string;
  authRateLimit: { attempts: number; windowMs: number };
  bcryptCost: number;
};

/** A handler that answers API paths and returns false for everything else. */
export function createApiRouter(options: ApiOptions) {
  const rest = createRestHandler({ db: options.db, schema: options.schema, jwtSecret: options.keys.jwtSecret, maxRows: 1000, maxBodyBytes: 1024 * 1024 });
  let auth: ReturnType<typeof createGoTrueHandler> | null = null;
  // The site's URL is known only once the server listens (PORT may be 0 in tests).
  const authHandler = () =>
    (auth ??= createGoTrueHandler({
      db: options.db,
      mailer: options.mailbox,
      jwtSecret: options.keys.jwtSecret,
      siteUrl: options.siteUrl(),
      accessTokenSeconds: 3600,
      bcryptCost: options.bcryptCost,
      rateLimit: options.authRateLimit,
    }));

  // Secrets the local stack makes for itself; the test checkout signs with the same webhook secret.
  const localSecrets: Record<string, string> = { INGEST_SECRET: options.keys.ingestSecret, STRIPE_WEBHOOK_SECRET: options.keys.webhookSecret, ALERT_SIGNING_SECRET: options.keys.alertSigningSecret };
  const devCheckout = createDevCheckout({ siteUrl: options.siteUrl, serviceRoleKey: options.keys.serviceRoleKey, webhookSecret: options.keys.webhookSecret });
  const functions = createFunctionsHost(() => ({
    env: { get: (name) => localSecrets[name] ?? process.env[name] },
    mailer: options.mailbox,
    supabaseUrl: options.siteUrl(),
    anonKey: options.keys.anonKey,
    serviceRoleKey: options.keys.serviceRoleKey,
    payments: createLocalCheckoutProvider(options.siteUrl(), options.keys.serviceRoleKey),
    webSocket: ws,
  }));

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!isApiPath(url.pathname)) return false;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return true;
    }
    if (url.pathname.startsWith('/rest/v1/')) await rest(request, response, url);
    else if (url.pathname.startsWith('/auth/v1/')) await authHandler()(request, response, url);
    else if (url.pathname.startsWith('/functions/v1/')) await functions(request, response, url);
    else if (url.pathname === '/_dev/mail' || url.pathname.startsWith('/_dev/mail/')) options.mailbox.handle(request, response, url);
    else if (/^\/_dev\/(?:payments|checkout|portal)\//.test(url.pathname)) await devCheckout(request, response, url);
    else sendJson(response, 404, { message: 'Not found' });
    return true;
  };
}
