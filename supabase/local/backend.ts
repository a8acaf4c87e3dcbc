// Starts supabase/local: opens the database, applies migrations, loads the schema cache, and serves the
// API and the app on one origin. `npm start` and the integration tests both start it through here.
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiKeys, type ApiKeys } from './auth/keys.ts';
import { createApiRouter } from './api-router.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { LocalMailbox } from './mailbox.ts';
import { createSmtpMailer } from '../functions/_shared/smtp-mailer.ts';
import { createRealtimeServer } from './realtime/realtime-server.ts';
import { loadSchemaCache } from './rest/schema-cache.ts';
import { startLocalServer } from './server.ts';

export type BackendOptions = {
  port: number;
  host?: string;
  distDir: string;
  /** PGlite's data folder; in memory when absent. Ignored when databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  jwtSecret?: string;
  authRateLimit?: { attempts: number; windowMs: number };
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

export type Backend = {
  url: string;
  keys: ApiKeys;
  db: Database;
  mailbox: LocalMailbox;
  server: Server;
  stop(): Promise<void>;
};

export async function startBackend(options: BackendOptions): Promise<Backend> {
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await migrate(db);
  await db.execScript(await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'db', 'realtime-triggers.sql'), 'utf8'));
  const schema = await loadSchemaCache(db);
  const publishedTables = await db.asOwner(async (sql) =>
    new Set((await sql.query<{ name: string }>(`select tablename as name from pg_publication_tables where pubname = 'supabase_realtime'`)).rows.map((row) => row.name)),
  );
  const keys = apiKeys(options.jwtSecret);
  const smtpUrl = process.env.SMTP_URL;
  const mailbox = new LocalMailbox(smtpUrl ? createSmtpMailer(smtpUrl, process.env.EMAIL_FROM ?? 'RoomRadar <no-reply@roomradar.local>') : null);
  let siteUrl = '';
  const api = createApiRouter({
    db,
    keys,
    schema: () => schema,
    mailbox,
    siteUrl: () => siteUrl,
    authRateLimit: options.authRateLimit ?? { attempts: 30, windowMs: 5 * 60 * 1000 },
    bcryptCost: options.bcryptCost ?? 10,
  });
  const realtime = createRealtimeServer({ db, jwtSecret: keys.jwtSecret, schema: () => schema, publishedTables });
  await realtime.start();
  const { server, url } = await startLocalServer({
    port: options.port,
    host: options.host,
    distDir: options.distDir,
    api,
    upgrade: (request, socket, head) => realtime.upgrade(request, socket, head),
  });
  siteUrl = url;
  const scheduler = options.alertIntervalMs ? startAlertScheduler(url, keys.serviceRoleKey, options.alertIntervalMs) : null;
  return {
    url,
    keys,
    db,
    mailbox,
    server,
    stop: async () => {
      if (scheduler) clearInterval(scheduler);
      await realtime.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
