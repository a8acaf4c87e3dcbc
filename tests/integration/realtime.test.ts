// postgres_changes through realtime-js against supabase/local: each subscriber hears only what row-level
// security lets it read, and links to original posts never travel this way.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createMember, insertListings, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

type Heard = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

const backend = useTestBackend();
let alice: TestUser;
let bob: TestUser;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  alice = await createMember(backend, { name: 'alice', premium: true });
  bob = await createMember(backend, { name: 'bob' });
}, 60_000);

afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe();
});

/** Subscribes and resolves once the server confirmed the subscription. */
function listen(
  client: SupabaseClient,
  table: string,
  filter?: string,
): Promise<{ heard: Heard[]; status: string; error?: Error }> {
  const heard: Heard[] = [];
  return new Promise((resolve) => {
    const channel = client
      .channel(`test-${table}-${Math.random()}`)
      .on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload: Heard) => heard.push(payload),
      )
      .subscribe((status: string, error?: Error) => {
        if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR') return;
        resolve({ heard, status, ...(error ? { error } : {}) });
      });
    channels.push(channel);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('favorites', () => {
  it('a member hears their own changes and nothing of another member', async () => {
    const [listing] = await insertListings(backend, [{ title: 'heard' }]);
    const aliceFeed = await listen(alice.client, 'favorites');
    expect(aliceFeed.status).toBe('SUBSCRIBED');
    await alice.client.from('favorites').insert({ id: `${alice.id}:${listing}`, listing_id: listing });
    await bob.client.from('favorites').insert({ id: `${bob.id}:${listing}`, listing_id: listing });
    await bob.client.from('favorites').update({ _deleted: true }).eq('id', `${bob.id}:${listing}`);
    await bob.client.from('favorites').delete().eq('id', `${bob.id}:${listing}`);
    await alice.client.from('favorites').update({ _deleted: true }).eq('id', `${alice.id}:${listing}`);
    await settle();
    expect(aliceFeed.heard.map((change) => [change.eventType, change.new.user_id ?? null])).toEqual([
      ['INSERT', alice.id],
      ['UPDATE', alice.id],
    ]);
    expect(JSON.stringify(aliceFeed.heard)).not.toContain(bob.id);
  });

  it('an anonymous subscriber hears no favorite at all', async () => {
    const [listing] = await insertListings(backend, [{ title: 'quiet' }]);
    const anonFeed = await listen(anonClient(backend), 'favorites');
    await alice.client.from('favorites').insert({ id: `${alice.id}:${listing}`, listing_id: listing });
    await settle();
    expect(anonFeed.heard).toEqual([]);
  });
});

describe('listings', () => {
  it('reach every subscriber, without a link to the original post', async () => {
    const anonFeed = await listen(anonClient(backend), 'listings');
    const premiumFeed = await listen(alice.client, 'listings');
    const [id] = await insertListings(backend, [{ title: 'Fresh room' }]);
    await backend.db.asOwner((sql) =>
      sql.query(`update public.listings set is_unavailable_or_double = 'unavailable' where id = $1`, [id]),
    );
    await settle();
    for (const feed of [anonFeed, premiumFeed]) {
      expect(feed.heard.map((change) => [change.eventType, change.new.id, change.new.title])).toEqual([
        ['INSERT', id, 'Fresh room'],
        ['UPDATE', id, 'Fresh room'],
      ]);
      expect(JSON.stringify(feed.heard)).not.toContain('facebook.com');
      expect(feed.heard.every((change) => !('url_post' in change.new))).toBe(true);
    }
  });

  it('a filter narrows what a subscriber hears', async () => {
    const feed = await listen(anonClient(backend), 'listings', 'city_of_group=eq.Utrecht');
    await insertListings(backend, [
      { title: 'In Utrecht', city_of_group: 'Utrecht' },
      { title: 'In Amsterdam', city_of_group: 'Amsterdam' },
    ]);
    await settle();
    expect(feed.heard.map((change) => change.new.title)).toEqual(['In Utrecht']);
  });
});

describe('refusals', () => {
  it('the link table is not published', async () => {
    const result = await listen(alice.client, 'listing_sources');
    expect(result.status).toBe('CHANNEL_ERROR');
  });

  it('a socket without a valid key is refused', async () => {
    const { default: WebSocket } = await import('ws');
    const code = await new Promise<string>((resolve) => {
      const socket = new WebSocket(
        `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`,
      );
      socket.on('unexpected-response', (_request, response) => resolve(String(response.statusCode)));
      socket.on('open', () => resolve('open'));
      socket.on('error', () => undefined);
    });
    expect(code).toBe('401');
  });
});
