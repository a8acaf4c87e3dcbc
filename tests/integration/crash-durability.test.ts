// `kill -9` of the real server (supabase/local/main.ts, its own process) in the middle of favorite and alert
// writes: after a restart on the same data, every write it acknowledged is there, and no write is half there.
// On PGlite's folder in the default pass, on a database of its own in the Postgres pass.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import {
  createMember,
  createTestDatabase,
  insertListings,
  startTestBackend,
  type TestUser,
} from '../support/test-backend.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEMBERS = 8;
const LISTINGS = 24;
const BATCH = 3;
/** The kill comes when this many writes have been acknowledged, with every writer's next one in flight. */
const KILL_AFTER_ACKS = 120;
const STARTUP_MS = 45_000;

type Server = { url: string; anonKey: string; serviceRoleKey: string; child: ChildProcess; exited: Promise<void> };

const dataRoot = await mkdtemp(path.join(tmpdir(), 'roomradar-crash-'));
const database = await createTestDatabase();
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataRoot, { recursive: true, force: true });
  await database?.stop();
});

/** Starts `npm run serve` as the user does (node with tsx, not a tsx wrapper process, so the kill reaches the server itself). */
async function startServer(): Promise<Server> {
  // The developer's own server settings stay out: demo mode, this data folder, this database, no mail relay.
  const inherited = Object.entries(process.env).filter(
    ([name]) => !['DATABASE_URL', 'ROOMRADAR_MODE', 'SITE_URL', 'SMTP_URL'].includes(name),
  );
  const environment: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    ROOMRADAR_DATA_DIR: dataRoot,
    PORT: '0',
    HOST: '127.0.0.1',
    ALERT_INTERVAL_MS: '0',
  };
  if (database) environment.DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: projectRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${STARTUP_MS} ms:\n${output}`)),
      STARTUP_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /RoomRadar .*is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before it was running:\n${output}`));
    });
  });
  // main.ts writes local.json before it prints the line above.
  const status = JSON.parse(await readFile(path.join(dataRoot, 'local.json'), 'utf8')) as {
    anon_key: string;
    service_role_key: string;
  };
  return { url, anonKey: status.anon_key, serviceRoleKey: status.service_role_key, child, exited };
}

async function signIn(server: Server, member: TestUser): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const rest = (server: Server, token: string, pathAndQuery: string, init: RequestInit = {}) =>
  fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });

type Ledger = {
  /** Favorite batches by key (`member:first listing`): their row ids, and whether the server acknowledged them. */
  batches: Map<string, { ids: string[]; isAcknowledged: boolean }>;
  /** Per member: the last alert version acknowledged and the last one sent. */
  alerts: Map<string, { acknowledged: number; sent: number }>;
  acknowledged: number;
  inFlight: number;
  inFlightAtKill: number;
};

/** Writes favorites (in batches of several rows, one request each) and alert versions as every member, until the kill. */
async function writeUntilKilled(
  server: Server,
  members: Array<{ member: TestUser; token: string }>,
  listings: number[],
): Promise<Ledger> {
  const ledger: Ledger = { batches: new Map(), alerts: new Map(), acknowledged: 0, inFlight: 0, inFlightAtKill: -1 };
  let isKilled = false;
  const send = async (pathAndQuery: string, token: string, body: unknown, prefer: string): Promise<boolean> => {
    ledger.inFlight += 1;
    try {
      const response = await rest(server, token, pathAndQuery, {
        method: 'POST',
        headers: { Prefer: prefer },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
      return true;
    } catch (error) {
      // A request the kill cut off is unacknowledged; any other failure is the test's.
      if (isKilled) return false;
      throw error;
    } finally {
      ledger.inFlight -= 1;
    }
  };
  const acknowledge = () => {
    ledger.acknowledged += 1;
    if (ledger.acknowledged === KILL_AFTER_ACKS) {
      ledger.inFlightAtKill = ledger.inFlight;
      isKilled = true;
      server.child.kill('SIGKILL');
    }
  };
  const favorites = async ({ member, token }: { member: TestUser; token: string }) => {
    for (let start = 0; start < listings.length && !isKilled; start += BATCH) {
      const rows = listings
        .slice(start, start + BATCH)
        .map((listing) => ({ id: `${member.id}:${listing}`, listing_id: listing }));
      const batch = { ids: rows.map((row) => row.id), isAcknowledged: false };
      ledger.batches.set(`${member.id}:${start}`, batch);
      if (!(await send('favorites', token, rows, 'return=minimal'))) return;
      batch.isAcknowledged = true;
      acknowledge();
    }
  };
  const alerts = async ({ member, token }: { member: TestUser; token: string }) => {
    const versions = { acknowledged: 0, sent: 0 };
    ledger.alerts.set(member.id, versions);
    for (let version = 1; !isKilled; version += 1) {
      versions.sent = version;
      const alert = {
        id: `alert:${member.id}`,
        name: `Alert ${version}`,
        price_min: version,
        price_max: version + 100,
      };
      if (!(await send('saved_filters?on_conflict=id', token, alert, 'return=minimal,resolution=merge-duplicates')))
        return;
      versions.acknowledged = version;
      acknowledge();
    }
  };
  await Promise.all(members.flatMap((writer) => [favorites(writer), alerts(writer)]));
  return ledger;
}

it('loses no acknowledged favorite or alert to a kill -9 in the middle of writes, and leaves no write half done', async () => {
  // Members and listings are made in-process on the same data, so the server finds a database that is not
  // empty (no demo seeding) and only the writes under test go through the process that is killed.
  const setup = await startTestBackend(
    database ? { databaseUrl: database.url } : { dataDir: path.join(dataRoot, 'pglite'), databaseUrl: undefined },
  );
  let members: TestUser[];
  let listings: number[];
  try {
    listings = await insertListings(
      setup,
      Array.from({ length: LISTINGS }, (_, index) => ({ title: `Crash ${index}` })),
    );
    members = [];
    for (let index = 0; index < MEMBERS; index += 1)
      members.push(await createMember(setup, { name: `crash${index}`, premium: true }));
  } finally {
    await setup.stop();
  }

  const first = await startServer();
  const writers = await Promise.all(members.map(async (member) => ({ member, token: await signIn(first, member) })));
  const ledger = await writeUntilKilled(first, writers, listings);
  await first.exited;
  expect(ledger.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  // The kill came with writes in flight, not between them.
  expect(ledger.inFlightAtKill).toBeGreaterThan(0);

  const second = await startServer();
  try {
    const favorites = (await (
      await rest(second, second.serviceRoleKey, 'favorites?select=id,user_id,listing_id,_deleted')
    ).json()) as Array<{ id: string; user_id: string; listing_id: number; _deleted: boolean }>;
    const stored = new Set(favorites.map((row) => row.id));
    for (const row of favorites) expect(row).toMatchObject({ id: `${row.user_id}:${row.listing_id}`, _deleted: false });
    let acknowledgedBatches = 0;
    for (const [key, batch] of ledger.batches) {
      const present = batch.ids.filter((id) => stored.has(id)).length;
      if (batch.isAcknowledged) {
        acknowledgedBatches += 1;
        expect(present, `acknowledged batch ${key}`).toBe(batch.ids.length);
      } else expect([0, batch.ids.length], `unacknowledged batch ${key} is whole or absent`).toContain(present);
    }
    expect(acknowledgedBatches).toBeGreaterThan(0);

    const alerts = (await (
      await rest(second, second.serviceRoleKey, 'saved_filters?select=user_id,name,price_min,price_max')
    ).json()) as Array<{ user_id: string; name: string; price_min: number; price_max: number }>;
    for (const [userId, versions] of ledger.alerts) {
      const alert = alerts.find((row) => row.user_id === userId);
      if (versions.acknowledged === 0 && !alert) continue;
      expect(alert, `the alert of ${userId}`).toBeDefined();
      const version = alert?.price_min ?? -1;
      // The last acknowledged version, or the one in flight at the kill if it committed; never an older one.
      expect(version).toBeGreaterThanOrEqual(versions.acknowledged);
      expect(version).toBeLessThanOrEqual(versions.sent);
      expect(alert).toMatchObject({ name: `Alert ${version}`, price_max: version + 100 });
    }

    // The recovered database takes new writes.
    const [member] = members;
    const token = await signIn(second, member as TestUser);
    const after = await rest(second, token, 'saved_filters?on_conflict=id', {
      method: 'POST',
      headers: { Prefer: 'return=representation,resolution=merge-duplicates' },
      body: JSON.stringify({ id: `alert:${member?.id}`, name: 'After the crash', price_min: 1, price_max: 101 }),
    });
    expect(after.status).toBe(201);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}, 120_000);
