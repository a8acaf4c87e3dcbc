// `npm start` (after the build): supabase/local with the app, on http://localhost:8080 (PORT to change).
// Data persists in .data/pglite (`--reset` starts empty); DATABASE_URL switches to a real Postgres.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { startBackend } from './backend.ts';
import { seedDemoData } from './demo-seed.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// ROOMRADAR_DATA_DIR lets the end-to-end tests keep their own database apart from the developer's.
const dataRoot = path.resolve(projectRoot, process.env.ROOMRADAR_DATA_DIR ?? '.data');

function portFromEnvironment(): number {
  const raw = process.env.PORT ?? '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return port;
}

const shouldReset = process.argv.includes('--reset');
if (shouldReset) await rm(path.join(dataRoot, 'pglite'), { recursive: true, force: true });
await mkdir(dataRoot, { recursive: true });

const backend = await startBackend({
  port: portFromEnvironment(),
  host: process.env.HOST ?? '127.0.0.1',
  distDir: path.join(projectRoot, 'dist'),
  dataDir: path.join(dataRoot, 'pglite'),
  databaseUrl: process.env.DATABASE_URL,
  authRateLimit: process.env.AUTH_RATE_LIMIT ? { attempts: Number(process.env.AUTH_RATE_LIMIT), windowMs: 5 * 60 * 1000 } : undefined,
  // Every minute, as pg_cron runs it in production (ALERT_INTERVAL_MS to change, 0 to turn off).
  alertIntervalMs: Number(process.env.ALERT_INTERVAL_MS ?? 60_000),
});
const seeded = await seedDemoData(backend);

const status = {
  url: backend.url,
  anon_key: backend.keys.anonKey,
  service_role_key: backend.keys.serviceRoleKey,
  ingest_secret: backend.keys.ingestSecret,
  demo_accounts: demoAccounts.map(({ email, password, tier }) => ({ email, password, tier })),
};
await writeFile(path.join(dataRoot, 'local.json'), `${JSON.stringify(status, null, 2)}\n`);

process.stdout.write(
  [
    `RoomRadar is running at ${backend.url}`,
    `API URL:          ${backend.url} (REST ${backend.url}/rest/v1, auth ${backend.url}/auth/v1)`,
    `Local mailbox:    ${backend.url}/_dev/mail`,
    `anon key:         ${backend.keys.anonKey}`,
    `service_role key: ${backend.keys.serviceRoleKey}`,
    seeded ? 'Demo data loaded into the empty database.' : 'Using the existing database (npm start -- --reset starts empty).',
    'Demo accounts:',
    ...demoAccounts.map((account) => `  ${account.tier.padEnd(8)} ${account.email} / ${account.password}`),
    `(also written to ${path.relative(process.cwd(), path.join(dataRoot, 'local.json'))})`,
    '',
  ].join('\n'),
);

const shutDown = () => {
  backend.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
