// Starts supabase/local: opens the database, applies migrations, loads the schema cache, and serves the
// API and the app on one origin. `npm start` and the integration tests both start it through here.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiKeys, randomSecrets, type ApiKeys, type LocalSecrets } from './emulator/auth/keys.ts';
import { closePasswordHasher } from './emulator/auth/password-hasher.ts';
import { createApiRouter } from './api-router.ts';
import type { Database } from './emulator/db/database.ts';
import { migrate } from './emulator/db/migrate.ts';
import { openDatabase } from './emulator/db/open-database.ts';
import { LocalMailbox } from './emulator/mailbox.ts';
import { createSmtpMailer } from '../functions/_shared/smtp-mailer.ts';
import { escapeHtml } from '../../src/domain/content/escape-html.ts';
import { createRealtimeServer } from './emulator/realtime/realtime-server.ts';
import { loadSchemaCache } from './emulator/rest/schema-cache.ts';
import { startLocalServer } from './app-host/server.ts';
import { createListingPages } from './app-host/listing-preview.ts';
import { createListingsPages } from './app-host/listings-page.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { isAllowedOrigin, isLoopbackAuthority } from './emulator/origins.ts';
import { clientAddressReader } from './emulator/client-address.ts';
import { openObjectFiles, type ObjectFiles } from './emulator/storage/object-files.ts';
import { AREA_POINTS_PER_MINUTE } from './emulator/rest/area-write-budget.ts';

/**
 * `demo` (npm start): the development doors are open (the local identity provider signs anyone in, every
 * mail is readable at /_dev/mail, the test checkout grants Premium) and only loopback may reach the API.
 * `production`: none of them; return addresses and CORS come from SITE_URL only.
 */
export type ServerMode = 'demo' | 'production';

export type BackendOptions = {
  port: number;
  host?: string;
  /** Demo unless said otherwise; see ServerMode. */
  mode?: ServerMode;
  /** The app's public origin(s), SITE_URL: return addresses, mail links and the origins CORS admits. */
  siteUrls?: readonly string[];
  /** How many reverse proxies in front add to X-Forwarded-For (TRUST_PROXY_HOPS); 0 (none) when absent. */
  trustProxyHops?: number;
  /** Random ones, kept in memory only, when absent (tests); main.ts keeps them in the data folder. */
  secrets?: LocalSecrets;
  distDir: string;
  /** PGlite's data folder; in memory when absent. Ignored when databaseUrl is given. */
  dataDir?: string;
  /**
   * Where Storage keeps its objects' bytes (`<storageDir>/<bucket>/<name>`), beside the database whichever it
   * is; a temporary folder removed at stop when absent (tests). Not inside PGlite's folder, which is its own.
   */
  storageDir?: string;
  databaseUrl?: string;
  authRateLimit?: { attempts: number; windowMs: number };
  /** The points of areas a member may write a minute (rest/area-write-budget.ts); benches that measure raise it. */
  areaPointsPerMinute?: number;
  bcryptCost?: number;
  /** How often the local scheduler runs send-alerts (pg_cron does in production); off when absent or 0. */
  alertIntervalMs?: number;
};

/** The local stand-in for pg_cron: POSTs to send-alerts on a fixed interval, as the production schedule does. */
function startAlertScheduler(url: string, serviceRoleKey: string, intervalMs: number): ReturnType<typeof setInterval> {
  const timer = setInterval(() => {
    fetch(`${url}/functions/v1/send-alerts`, { method: 'POST', headers: { Authorization: `Bearer ${serviceRoleKey}` } })
      .then((response) => {
        if (!response.ok) console.warn(`The scheduled send-alerts run answered ${response.status}`);
      })
      .catch((error: unknown) => console.warn('The scheduled send-alerts run failed', error));
  }, intervalMs);
  timer.unref();
  return timer;
}

/** Whether a WebSocket upgrade comes from a page (or a non-browser client) the API would answer. */
function isAllowedUpgrade(request: IncomingMessage, mode: ServerMode, siteUrls: readonly string[]): boolean {
  if (mode === 'demo' && !isLoopbackAuthority(request.headers.host)) return false;
  const origin = request.headers.origin;
  return origin === undefined || isAllowedOrigin(origin, { siteUrls, allowLoopbackOrigins: mode === 'demo' });
}

export type Backend = {
  url: string;
  mode: ServerMode;
  keys: ApiKeys;
  db: Database;
  mailbox: LocalMailbox;
  server: Server;
  /** Tells /_dev/ready the demo data is in place (main.ts, once it has seeded). */
  markSeeded(): void;
  stop(): Promise<void>;
};

export async function startBackend(options: BackendOptions): Promise<Backend> {
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let objectFiles: ObjectFiles | null = null;
  try {
    objectFiles = await openObjectFiles(options.storageDir);
    return await serveBackend(db, objectFiles, options);
  } catch (error) {
    // A start that fails half-way (a migration, a port in use) leaves no open database, pool or folder behind.
    await db.close().catch(() => undefined);
    await objectFiles?.close().catch(() => undefined);
    throw error;
  }
}

async function serveBackend(db: Database, objectFiles: ObjectFiles, options: BackendOptions): Promise<Backend> {
  await migrate(db);
  await db.execScript(
    await readFile(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'emulator', 'db', 'realtime-triggers.sql'),
      'utf8',
    ),
  );
  const schema = await loadSchemaCache(db);
  const publishedTables = await db.asOwner(
    async (sql) =>
      new Set(
        (
          await sql.query<{ name: string }>(
            `select tablename as name from pg_publication_tables where pubname = 'supabase_realtime'`,
          )
        ).rows.map((row) => row.name),
      ),
  );
  const keys = await apiKeys(options.secrets ?? randomSecrets());
  const mode = options.mode ?? 'demo';
  const siteUrls = options.siteUrls ?? [];
  if (mode === 'production' && siteUrls.length === 0)
    throw new Error('Production mode needs SITE_URL, the address the app is served at');
  const smtpUrl = process.env.SMTP_URL;
  const mailbox = new LocalMailbox(
    smtpUrl ? createSmtpMailer(smtpUrl, process.env.EMAIL_FROM ?? 'RoomRadar <no-reply@roomradar.local>') : null,
  );
  // Known once the server listens (the port may be 0).
  let serverUrl = '';
  const clientAddressOf = clientAddressReader(options.trustProxyHops ?? 0);
  let seeded = false;
  const api = createApiRouter({
    db,
    clientAddressOf,
    keys,
    schema: () => schema,
    mailbox,
    siteUrl: () => siteUrls[0] ?? serverUrl,
    serverUrl: () => serverUrl,
    mode,
    siteUrls,
    authRateLimit: options.authRateLimit ?? { attempts: 30, windowMs: 5 * 60 * 1000 },
    areaPointsPerMinute: options.areaPointsPerMinute ?? AREA_POINTS_PER_MINUTE,
    bcryptCost: options.bcryptCost ?? 10,
    isSeeded: () => seeded,
    objectFiles,
  });
  const realtime = createRealtimeServer({
    db,
    jwtSecret: keys.jwtSecret,
    schema: () => schema,
    publishedTables,
    clientAddressOf,
  });
  await realtime.start();
  // A first visit's /listings carries its first cards; their answer is the function's, asked as a visitor.
  const listingsPages = createListingsPages({
    distDir: options.distDir,
    askFirstResults: async (query) => {
      const response = await fetch(`${serverUrl}/functions/v1/first-results?${query}`, {
        headers: { apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey}` },
      });
      return response.ok ? ((await response.json()) as unknown) : null;
    },
  });
  const { server, url } = await startLocalServer({
    port: options.port,
    host: options.host,
    distDir: options.distDir,
    // The build cannot know this server's anon key (its secret is made on first start): every page names it.
    pageHead: `<meta name="supabase-anon-key" content="${escapeHtml(keys.anonKey)}">`,
    // A shared listing's link shows its preview in a chat app, which reads the page without running it.
    listingPages: createListingPages({ db, siteUrls, serverUrl: () => serverUrl }),
    listingsPages,
    api,
    // WebSockets know no CORS: the same origins and host names as the API, checked here.
    upgrade: (request, socket, head) =>
      isAllowedUpgrade(request, mode, siteUrls) && realtime.upgrade(request, socket, head),
  }).catch(async (error: unknown) => {
    await realtime.stop();
    throw error;
  });
  serverUrl = url;
  const scheduler = options.alertIntervalMs
    ? startAlertScheduler(url, keys.serviceRoleKey, options.alertIntervalMs)
    : null;
  return {
    url,
    mode,
    keys,
    db,
    mailbox,
    server,
    markSeeded: () => {
      seeded = true;
      // The demo listings are in: the first visitors' /listings can be drawn with them.
      listingsPages.prepare(LANGUAGES);
    },
    stop: async () => {
      if (scheduler) clearInterval(scheduler);
      await realtime.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closePasswordHasher();
      await db.close();
      await objectFiles.close();
    },
  };
}
