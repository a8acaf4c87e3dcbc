// Starts supabase/local in-process for a test file: in-memory PGlite, a free port, cheap password hashing
// and rate limits out of the way (the rate-limit test sets its own). In the Postgres pass
// (`npm run test:postgres`, TEST_BACKEND_DATABASE=postgres) each backend gets a fresh database of its own on
// the pass's one private cluster instead, dropped when it stops; TEST_DATABASE_URL names one database to use.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend, type Backend, type BackendOptions } from '../../supabase/local/backend.ts';
import { createDatabase } from './private-postgres.ts';

export type TestBackend = Backend;

/** Whether this run is the Postgres pass, where every backend runs on a real Postgres. */
export const isPostgresPass = process.env.TEST_BACKEND_DATABASE === 'postgres';

/** A fresh database on the Postgres pass's cluster; null outside that pass. */
export async function createTestDatabase(): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (!isPostgresPass) return null;
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl)
    throw new Error('The Postgres pass runs through vitest.postgres.config.ts, whose global setup starts the server');
  return createDatabase(serverUrl);
}

export async function startTestBackend(overrides: Partial<BackendOptions> = {}): Promise<Backend> {
  const options: BackendOptions = {
    port: 0,
    distDir: 'dist',
    bcryptCost: 4,
    authRateLimit: { attempts: 100_000, windowMs: 60_000 },
    databaseUrl: process.env.TEST_DATABASE_URL,
    ...overrides,
  };
  // A caller that names its database (or PGlite's folder) keeps it; otherwise the pass decides.
  const choosesItsDatabase = 'databaseUrl' in overrides || 'dataDir' in overrides || options.databaseUrl !== undefined;
  const database = choosesItsDatabase ? null : await createTestDatabase();
  if (!database) return startBackend(options);
  try {
    const backend = await startBackend({ ...options, databaseUrl: database.url });
    return {
      ...backend,
      stop: async () => {
        await backend.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * A database that outlives one backend, for restart tests: PGlite's folder in a temporary directory, or in the
 * Postgres pass a database of its own, and a folder for Storage's files either way. Start each backend with
 * `options`; `remove` when done.
 */
export async function restartableDatabase(): Promise<{ options: Partial<BackendOptions>; remove(): Promise<void> }> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'roomradar-storage-'));
  const removeStorage = () => rm(storageDir, { recursive: true, force: true });
  const database = await createTestDatabase();
  if (database)
    return {
      options: { databaseUrl: database.url, storageDir },
      remove: async () => {
        await database.stop();
        await removeStorage();
      },
    };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roomradar-data-'));
  return {
    options: { dataDir, storageDir, databaseUrl: undefined },
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await removeStorage();
    },
  };
}

/** A supabase-js client as the app makes one, pointed at the test backend. */
export function anonClient(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

export function serviceClient(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

export type TestUser = { id: string; email: string; password: string; client: SupabaseClient; accessToken: string };

let userCounter = 0;

/**
 * Creates a confirmed member (optionally Premium) and returns a client signed in as them; `language` is sent
 * at sign-up as the app sends it (the user's metadata), none by default.
 */
export async function createMember(
  backend: Backend,
  options: { premium?: boolean; name?: string; language?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = `${options.name ?? 'member'}-${userCounter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const client = anonClient(backend);
  const { error: signUpError } = await client.auth.signUp({
    email,
    password,
    options: {
      data: {
        first_name: options.name ?? 'Member',
        ...(options.language === undefined ? {} : { language: options.language }),
      },
    },
  });
  if (signUpError) throw signUpError;
  const id = await backend.db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ id: string }>(
      'update auth.users set email_confirmed_at = now() where email = $1 returning id',
      [email],
    );
    if (options.premium) {
      await sql.query(
        `insert into public.subscribers (user_id, email, subscribed, subscription_tier, subscription_end, subscription_status)
         values ($1, $2, true, 'premium', now() + interval '30 days', 'active')`,
        [rows[0]?.id, email],
      );
    }
    return rows[0]?.id as string;
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { id, email, password, client, accessToken: data.session.access_token };
}

/** Inserts listings with their sources as the ingestion would; returns their ids. */
export async function insertListings(backend: Backend, rows: Array<Record<string, unknown>>): Promise<number[]> {
  return backend.db.asOwner(async (sql) => {
    const ids: number[] = [];
    for (const [index, row] of rows.entries()) {
      const record = { post_type: 'HAS_HOUSING_AVAILABLE', latitude: 52.37, longitude: 4.89, ...row };
      const columns = Object.keys(record)
        .map((name) => `"${name}"`)
        .join(', ');
      const { rows: inserted } = await sql.query<{ id: number }>(
        `insert into public.listings (${columns}) select ${columns} from json_populate_record(null::public.listings, $1::json) returning id`,
        [JSON.stringify(record)],
      );
      const id = inserted[0]?.id as number;
      await sql.query('insert into public.listing_sources (listing_id, source_post_id, url_post) values ($1, $2, $3)', [
        id,
        `test-${Date.now()}-${index}-${Math.random()}`,
        `https://www.facebook.com/groups/test/posts/${id}`,
      ]);
      ids.push(id);
    }
    return ids;
  });
}

/** The roles every row-level security matrix asks about: anonymous, two free members, Premium, service. */
export type MatrixRole = 'anon' | 'userA' | 'userB' | 'premium' | 'service';
export const MATRIX_ROLES: MatrixRole[] = ['anon', 'userA', 'userB', 'premium', 'service'];

/** Two free members and a Premium member, and a signed-in client for each matrix role. */
export async function roleClients(backend: Backend): Promise<{
  users: Record<'userA' | 'userB' | 'premium', TestUser>;
  clients: Record<MatrixRole, SupabaseClient>;
}> {
  const users = {
    userA: await createMember(backend, { name: 'alice' }),
    userB: await createMember(backend, { name: 'bob' }),
    premium: await createMember(backend, { name: 'pia', premium: true }),
  };
  const clients = {
    anon: anonClient(backend),
    userA: users.userA.client,
    userB: users.userB.client,
    premium: users.premium.client,
    service: serviceClient(backend),
  };
  return { users, clients };
}
