// `npm start` (after the build): supabase/local with the app, on http://localhost:8080 (PORT to change).
// Data persists in .data/pglite and Storage's files in .data/storage (`--reset` starts empty); DATABASE_URL
// switches to a real Postgres.
// Demo mode (the default) has the development doors and the demo accounts and listens on loopback only;
// `--production` closes the doors and needs SITE_URL (see the README's threat model).
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { startBackend, type ServerMode } from './backend.ts';
import { seedDemoData } from './app-host/demo-seed.ts';
import { loadLocalSecrets, SecretsError } from './app-host/local-secrets.ts';
import { isLoopbackAuthority, parseSiteUrls } from './emulator/origins.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// ROOMRADAR_DATA_DIR lets the end-to-end tests keep their own database apart from the developer's.
const dataRoot = path.resolve(projectRoot, process.env.ROOMRADAR_DATA_DIR ?? '.data');

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

function portFromEnvironment(): number {
  const raw = process.env.PORT ?? '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    refuse(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(raw)}`);
  return port;
}

function siteUrlsFromEnvironment(): string[] {
  try {
    return parseSiteUrls(process.env.SITE_URL);
  } catch (error) {
    return refuse((error as Error).message);
  }
}

const mode: ServerMode =
  process.argv.includes('--production') || process.env.ROOMRADAR_MODE === 'production' ? 'production' : 'demo';
const host = process.env.HOST ?? '127.0.0.1';
const siteUrls = siteUrlsFromEnvironment();
if (mode === 'demo' && !isLoopbackAuthority(host)) {
  refuse(
    [
      `Refusing to start in demo mode on HOST=${host}: demo mode lets anyone sign in as any address, read every`,
      'mail at /_dev/mail and take Premium for free, so it listens on loopback only.',
      'To serve RoomRadar to others, run production mode:',
      `  SITE_URL=https://rooms.example.org HOST=${host} SMTP_URL=smtp://… npm run serve -- --production`,
      "(see 'Threat model' in the README for what it closes and which secrets to set).",
    ].join('\n'),
  );
}
if (mode === 'production' && siteUrls.length === 0) {
  refuse(
    'Production mode needs SITE_URL, the address the app is served at (for example SITE_URL=https://rooms.example.org).',
  );
}

function trustProxyHopsFromEnvironment(): number {
  const raw = process.env.TRUST_PROXY_HOPS ?? '0';
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    refuse(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, not ${JSON.stringify(raw)}`);
  return hops;
}
const trustProxyHops = trustProxyHopsFromEnvironment();

// The database, the secrets and the keys are the server's alone: whatever it writes is readable by its owner
// only (PGlite creates its files 0666 otherwise), and so is the data folder, also one an older version made.
process.umask(0o077);

const shouldReset = process.argv.includes('--reset');
if (shouldReset) {
  await rm(path.join(dataRoot, 'pglite'), { recursive: true, force: true });
  // Storage's files belong to the database's rows: they go with PGlite's, and stay with a Postgres that stays.
  if (!process.env.DATABASE_URL) await rm(path.join(dataRoot, 'storage'), { recursive: true, force: true });
}
await mkdir(dataRoot, { recursive: true, mode: 0o700 });
await chmod(dataRoot, 0o700);

let secrets;
try {
  secrets = await loadLocalSecrets(path.join(dataRoot, 'secrets.json'), process.env, mode === 'production');
} catch (error) {
  if (error instanceof SecretsError) refuse(error.message);
  throw error;
}

const backend = await startBackend({
  port: portFromEnvironment(),
  host,
  mode,
  siteUrls,
  secrets,
  trustProxyHops,
  distDir: path.join(projectRoot, 'dist'),
  dataDir: path.join(dataRoot, 'pglite'),
  storageDir: path.join(dataRoot, 'storage'),
  databaseUrl: process.env.DATABASE_URL,
  authRateLimit: process.env.AUTH_RATE_LIMIT
    ? { attempts: Number(process.env.AUTH_RATE_LIMIT), windowMs: 5 * 60 * 1000 }
    : undefined,
  // Every minute, as pg_cron runs it in production (ALERT_INTERVAL_MS to change, 0 to turn off).
  alertIntervalMs: Number(process.env.ALERT_INTERVAL_MS ?? 60_000),
});

// The keys the ingest and seed commands use (npm run ingest), readable by the server's owner only.
const statusFile = path.join(dataRoot, 'local.json');
const seeded = mode === 'demo' && (await seedDemoData(backend));
backend.markSeeded();
const status = {
  url: backend.url,
  mode,
  anon_key: backend.keys.anonKey,
  service_role_key: backend.keys.serviceRoleKey,
  ingest_secret: backend.keys.ingestSecret,
  // The demo accounts' passwords are public, so they exist only in demo mode.
  ...(mode === 'demo'
    ? { demo_accounts: demoAccounts.map(({ email, password, tier }) => ({ email, password, tier })) }
    : {}),
};
await writeFile(statusFile, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
await chmod(statusFile, 0o600);
const keysAt = `The service role key and the ingest secret are in ${path.relative(process.cwd(), statusFile)} (readable by you only).`;

if (mode === 'production') {
  if (!process.env.SMTP_URL)
    console.warn('SMTP_URL is not set: sign-up confirmations, password resets and alerts are not delivered.');
  if (trustProxyHops === 0)
    console.warn(
      'TRUST_PROXY_HOPS is 0: behind a reverse proxy every visitor has its address and shares one rate limit; set TRUST_PROXY_HOPS=1 there.',
    );
  process.stdout.write(
    [`RoomRadar (production mode) is running at ${backend.url}, for ${siteUrls.join(', ')}`, keysAt, ''].join('\n'),
  );
} else {
  // Short on purpose: the address, the mailbox and the accounts are what someone trying the demo needs.
  const [firstAccount, ...otherAccounts] = demoAccounts.map(
    (account) => `${account.email} / ${account.password} (${account.tier})`,
  );
  process.stdout.write(
    [
      '',
      `RoomRadar is running at ${backend.url} (demo mode, listening on ${host}:${new URL(backend.url).port} only)`,
      `  Mailbox        ${backend.url}/_dev/mail`,
      `  Demo accounts  ${firstAccount ?? 'none'}`,
      ...otherAccounts.map((account) => `                 ${account}`),
      `  Data           ${seeded ? 'demo listings loaded into a new database' : 'the existing database (npm start -- --reset starts empty)'}`,
      `  ${keysAt}`,
      '',
    ].join('\n'),
  );
}

const shutDown = () => {
  backend.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
