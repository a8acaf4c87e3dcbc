// Starts supabase/local in-process for a test file: in-memory PGlite, a free port, cheap password hashing
// and rate limits out of the way (the rate-limit test sets its own).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend, type Backend, type BackendOptions } from '../../supabase/local/backend.ts';

export type TestBackend = Backend;

export function startTestBackend(overrides: Partial<BackendOptions> = {}): Promise<Backend> {
  return startBackend({
    port: 0,
    distDir: 'dist',
    bcryptCost: 4,
    authRateLimit: { attempts: 100_000, windowMs: 60_000 },
    databaseUrl: process.env.TEST_DATABASE_URL,
    ...overrides,
  });
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

/** Creates a confirmed member (optionally Premium) and returns a client signed in as them. */
export async function createMember(backend: Backend, options: { premium?: boolean; name?: string } = {}): Promise<TestUser> {
  userCounter += 1;
  const email = `${options.name ?? 'member'}-${userCounter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const client = anonClient(backend);
  const { error: signUpError } = await client.auth.signUp({ email, password, options: { data: { first_name: options.name ?? 'Member' } } });
  if (signUpError) throw signUpError;
  const id = await backend.db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ id: string }>('update auth.users set email_confirmed_at = now() where email = $1 returning id', [email]);
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
      const columns = Object.keys(record).map((name) => `"${name}"`).join(', ');
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
