// Routes API requests to their handlers: /rest/v1, /auth/v1, /storage/v1, /functions/v1 and, in demo mode
// only, the development doors under /_dev (the local mailbox and the test checkout). Anything else is the app's.
// CORS and preflight requests are answered here for every API path, from the caller's origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import ws from 'ws';
import type { Mailer } from '../functions/_shared/mail.ts';
import { createGoTrueHandler } from './emulator/auth/gotrue-handler.ts';
import { createLocalCheckoutProvider } from '../functions/_shared/payments/local-checkout-provider.ts';
import { createDevCheckout } from './app-host/dev-checkout.ts';
import { createFunctionsHost } from './app-host/functions-host.ts';
import type { ApiKeys } from './emulator/auth/keys.ts';
import type { Database } from './emulator/db/database.ts';
import { HttpError, sendJson } from './emulator/node-request-response.ts';
import type { LocalMailbox } from './emulator/mailbox.ts';
import { createRestHandler } from './emulator/rest/rest-handler.ts';
import { createAreaWriteBudget } from './emulator/rest/area-write-budget.ts';
import { withCachedAnonReads } from './emulator/rest/cached-reads.ts';
import type { ObjectFiles } from './emulator/storage/object-files.ts';
import { createStorageHandler } from './emulator/storage/storage-handler.ts';
import type { SchemaCache } from './emulator/rest/schema-cache.ts';
import { isApiPath } from '../../sw/shell-pages.ts';
import type { PaymentProvider } from '../functions/_shared/payments/payment-provider.ts';
import { createStripeProvider } from '../functions/_shared/payments/stripe-provider.ts';
import { corsHeaders, isLoopbackAuthority, requestOrigin, type OriginPolicy } from './emulator/origins.ts';
import type { ServerMode } from './backend.ts';
import type { ClientAddressOf } from './emulator/client-address.ts';
import { PHOTO_FETCH_LIMITS } from '../functions/_shared/photos/fetch-photo.ts';
import { createSharpPhotoCodec } from '../functions/_shared/photos/sharp-photo-codec.ts';

export type ApiOptions = {
  db: Database;
  keys: ApiKeys;
  schema: () => SchemaCache;
  mailbox: LocalMailbox & Mailer;
  /** The app's public address: SITE_URL's first origin, else the server's own. */
  siteUrl: () => string;
  /** Where this server listens, for the functions' own calls to the API. */
  serverUrl: () => string;
  mode: ServerMode;
  clientAddressOf: ClientAddressOf;
  /** SITE_URL's origins; empty when unset. */
  siteUrls: readonly string[];
  authRateLimit: { attempts: number; windowMs: number };
  areaPointsPerMinute: number;
  bcryptCost: number;
  /** Whether the demo data is in place (a demo server seeds after it listens); /_dev/ready tells. */
  isSeeded: () => boolean;
  /** Where Storage keeps its objects' bytes. */
  objectFiles: ObjectFiles;
};

/** Payments in production mode: Stripe when its keys are set, else a clear refusal. */
function productionPayments(): PaymentProvider {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  const priceId = process.env.STRIPE_PRICE_ID;
  if (secretKey && priceId) return createStripeProvider(secretKey, priceId);
  const notConfigured = (): never => {
    throw new HttpError(503, {
      message: 'Payments are not configured on this server (STRIPE_SECRET_KEY and STRIPE_PRICE_ID)',
    });
  };
  return {
    ensureCustomer: notConfigured,
    createCheckout: notConfigured,
    createPortal: notConfigured,
    cancelSubscriptions: async () => 0,
  };
}

/**
 * /_dev/ready, for whoever starts a demo server and must wait for its data (the e2e run), not for people:
 * 200 once the demo data is in, 503 before; it only reads.
 */
function answerReadiness(request: IncomingMessage, response: ServerResponse, seeded: boolean): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, { message: 'Use GET to ask whether the demo data is in' }, { Allow: 'GET, HEAD' });
    return;
  }
  sendJson(response, seeded ? 200 : 503, { seeded });
}

/** A handler that answers API paths and returns false for everything else. */
export function createApiRouter(options: ApiOptions) {
  const isDemo = options.mode === 'demo';
  // A developer's Vite server (npm run dev) calls a demo server from another loopback origin.
  const originPolicy: OriginPolicy = { siteUrls: options.siteUrls, allowLoopbackOrigins: isDemo };
  // The app's origin as each request reached it: one rule for auth's mail links and the functions' addresses.
  const originOf = (request: IncomingMessage) => requestOrigin(request.headers, options.siteUrls, options.siteUrl());
  const rest = withCachedAnonReads(
    createRestHandler({
      db: options.db,
      schema: options.schema,
      jwtSecret: options.keys.jwtSecret,
      maxRows: 1000,
      maxBodyBytes: 1024 * 1024,
      serviceMaxBodyBytes: 64 * 1024 * 1024,
      weighWrite: createAreaWriteBudget(options.areaPointsPerMinute),
    }),
    { db: options.db, jwtSecret: options.keys.jwtSecret },
  );
  const storage = createStorageHandler({
    db: options.db,
    jwtSecret: options.keys.jwtSecret,
    files: options.objectFiles,
    // Supabase's global file size limit; a bucket's own limit may only be lower.
    maxUploadBytes: 50 * 1024 * 1024,
  });
  let auth: ReturnType<typeof createGoTrueHandler> | null = null;
  // The site's URL is known only once the server listens (PORT may be 0 in tests).
  const authHandler = () =>
    (auth ??= createGoTrueHandler({
      db: options.db,
      mailer: options.mailbox,
      jwtSecret: options.keys.jwtSecret,
      siteUrl: options.serverUrl(),
      siteUrlFor: originOf,
      accessTokenSeconds: 3600,
      bcryptCost: options.bcryptCost,
      rateLimit: options.authRateLimit,
      localIdentityProvider: isDemo,
      clientAddressOf: options.clientAddressOf,
    }));

  // Secrets the local stack makes for itself; the test checkout signs with the same webhook secret.
  const localSecrets: Record<string, string> = {
    INGEST_SECRET: options.keys.ingestSecret,
    STRIPE_WEBHOOK_SECRET: options.keys.webhookSecret,
    ALERT_SIGNING_SECRET: options.keys.alertSigningSecret,
    VAPID_PUBLIC_KEY: options.keys.vapidPublicKey,
    VAPID_PRIVATE_KEY: options.keys.vapidPrivateKey,
    SITE_URL: options.siteUrls.join(','),
  };
  const devCheckout = createDevCheckout({
    db: options.db,
    siteUrl: options.serverUrl,
    serviceRoleKey: options.keys.serviceRoleKey,
    webhookSecret: options.keys.webhookSecret,
  });
  const photoCodec = createSharpPhotoCodec();
  const functions = createFunctionsHost(
    () => ({
      // The server's own secrets and SITE_URL win over the environment (which holds the rest of the settings).
      env: { get: (name) => (Object.hasOwn(localSecrets, name) ? localSecrets[name] : process.env[name]) || undefined },
      mailer: options.mailbox,
      supabaseUrl: options.serverUrl(),
      anonKey: options.keys.anonKey,
      serviceRoleKey: options.keys.serviceRoleKey,
      payments: isDemo
        ? createLocalCheckoutProvider(options.serverUrl(), options.keys.serviceRoleKey)
        : productionPayments(),
      webSocket: ws,
      // A demo server may fetch photos from loopback hosts (the tests' photo host); production never.
      photos: { codec: photoCodec, limits: { ...PHOTO_FETCH_LIMITS, allowLoopback: isDemo } },
      // Likewise pushes to a loopback push service (the tests' stand-in); production only to the known services.
      pushNetwork: { allowLoopback: isDemo },
    }),
    originOf,
    options.clientAddressOf,
  );

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!isApiPath(url.pathname)) return false;
    if (isDemo && !isLoopbackAuthority(request.headers.host)) {
      sendJson(response, 421, {
        message: 'A demo server answers only at a loopback address (localhost, 127.0.0.1 or [::1])',
      });
      return true;
    }
    for (const [name, value] of Object.entries(corsHeaders(request.headers.origin, originPolicy)))
      response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return true;
    }
    if (url.pathname.startsWith('/rest/v1/')) await rest(request, response, url);
    else if (url.pathname.startsWith('/auth/v1/')) await authHandler()(request, response, url);
    else if (url.pathname.startsWith('/storage/v1/')) await storage(request, response);
    else if (url.pathname.startsWith('/functions/v1/')) await functions(request, response, url);
    else if (isDemo && (url.pathname === '/_dev/mail' || url.pathname.startsWith('/_dev/mail/')))
      options.mailbox.handle(request, response, url);
    else if (isDemo && /^\/_dev\/(?:payments|checkout|portal)\//.test(url.pathname))
      await devCheckout(request, response, url);
    else if (isDemo && url.pathname === '/_dev/ready') answerReadiness(request, response, options.isSeeded());
    else sendJson(response, 404, { message: 'Not found' });
    return true;
  };
}
