// Links to original posts are a Premium benefit: no anonymous or free session may receive one through any
// path the API offers. Realtime is covered in tests/integration/realtime.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createMember, insertListings, serviceClient } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let sessions: Record<'anon' | 'free' | 'premium' | 'service', SupabaseClient>;
const LINK = 'https://www.facebook.com/groups/test/posts/';

beforeAll(async () => {
  await insertListings(backend, [{ title: 'one' }, { title: 'two' }, { title: 'three' }]);
  sessions = {
    anon: anonClient(backend),
    free: (await createMember(backend, { name: 'free' })).client,
    premium: (await createMember(backend, { name: 'paid', premium: true })).client,
    service: serviceClient(backend),
  };
}, 60_000);

async function rawGet(path: string, token: string): Promise<string> {
  const response = await fetch(`${backend.url}${path}`, {
    headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` },
  });
  return response.text();
}

describe.each(['anon', 'free'] as const)('a %s session', (who) => {
  it('reads listings through the view with url_post always null', async () => {
    const { data, error } = await sessions[who].from('full_details_housing').select('id, url_post');
    expect(error).toBeNull();
    expect(data?.length).toBe(3);
    expect(data?.every((row) => row.url_post === null)).toBe(true);
  });

  it('cannot use url_post in a filter as an oracle', async () => {
    for (const filter of ['url_post.not.is.null', 'url_post.like.*facebook*', 'url_post.ilike.*groups*,id.lt.0']) {
      const { data } = await sessions[who].from('full_details_housing').select('id').or(filter);
      expect(data, filter).toEqual([]);
    }
  });

  it('reads no row of the link table', async () => {
    const { data } = await sessions[who].from('listing_sources').select('*');
    expect(data).toEqual([]);
  });

  it('finds no url_post column on the listings table', async () => {
    const { error, status } = await sessions[who].from('listings').select('url_post');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('gets no link from any function', async () => {
    for (const fn of ['is_premium', 'replication_horizon']) {
      const { data } = await sessions[who].rpc(fn);
      expect(JSON.stringify(data)).not.toContain(LINK);
    }
  });

  it('gets no link in any raw answer of the REST API', async () => {
    const token =
      who === 'anon'
        ? backend.keys.anonKey
        : ((await sessions.free.auth.getSession()).data.session?.access_token ?? '');
    for (const path of [
      '/rest/v1/full_details_housing?select=*',
      '/rest/v1/listing_sources?select=*',
      '/rest/v1/listings?select=*',
      '/rest/v1/rpc/is_premium',
    ]) {
      expect(await rawGet(path, token), path).not.toContain(LINK);
    }
  });
});

describe('a Premium session', () => {
  it('reads the link of every listing', async () => {
    const { data } = await sessions.premium.from('full_details_housing').select('id, url_post');
    expect(data?.length).toBe(3);
    expect(data?.every((row) => String(row.url_post).startsWith(LINK))).toBe(true);
  });

  it('loses the links when the subscription ends', async () => {
    const { data: user } = await sessions.premium.auth.getUser();
    await backend.db.asOwner((sql) =>
      sql.query(`update public.subscribers set subscription_end = now() - interval '1 minute' where user_id = $1`, [
        user.user?.id,
      ]),
    );
    const { data } = await sessions.premium.from('full_details_housing').select('url_post');
    expect(data?.every((row) => row.url_post === null)).toBe(true);
    await backend.db.asOwner((sql) =>
      sql.query(`update public.subscribers set subscription_end = now() + interval '30 days' where user_id = $1`, [
        user.user?.id,
      ]),
    );
  });
});

it('the service role reads every link', async () => {
  const { data } = await sessions.service.from('full_details_housing').select('url_post');
  expect(data?.every((row) => String(row.url_post).startsWith(LINK))).toBe(true);
});
