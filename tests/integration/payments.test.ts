// Payments end to end on the local stack: the real functions (create-checkout, check-subscription,
// customer-portal, cancel-subscription, stripe-webhook), the local test checkout posting signed events, and
// the webhook's guarantees under bad signatures, retries, out-of-order and unknown events.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  signWebhookPayload,
  verifyWebhookSignature,
} from '../../supabase/functions/_shared/payments/webhook-signature.ts';
import {
  anonClient,
  createMember,
  restartableDatabase,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

const invoke = (name: string, member: TestUser | null, body: unknown = {}) =>
  fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: backend.url,
      Authorization: `Bearer ${member ? member.accessToken : backend.keys.anonKey}`,
    },
    body: JSON.stringify(body),
  });

async function subscriber(
  userId: string,
): Promise<{ subscribed: boolean; subscription_status: string | null } | undefined> {
  return backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<{ subscribed: boolean; subscription_status: string | null }>(
          'select subscribed, subscription_status from public.subscribers where user_id = $1',
          [userId],
        )
      ).rows[0],
  );
}

async function eventCount(): Promise<number> {
  return backend.db.asOwner(
    async (sql) =>
      (await sql.query<{ count: number }>('select count(*)::int as count from public.payment_events')).rows[0]?.count ??
      0,
  );
}

let eventCounter = 0;
async function sendEvent(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; id?: string; secret?: string; signature?: string | null } = {},
): Promise<Response> {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature =
    options.signature === undefined
      ? await signWebhookPayload(payload, options.secret ?? backend.keys.webhookSecret)
      : options.signature;
  return fetch(`${backend.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body: payload,
  });
}

const subscriptionObject = (member: TestUser, id: string, status: string) => ({
  id,
  object: 'subscription',
  customer: `cus_${member.id.slice(0, 8)}`,
  status,
  current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
  metadata: { user_id: member.id },
});

describe('the webhook signature scheme', () => {
  const secret = 'whsec_test_secret';
  it('accepts its own signatures and Stripe SDK ones, and refuses tampering, other secrets and stale timestamps', async () => {
    const payload = '{"id":"evt_1"}';
    expect(await verifyWebhookSignature(payload, await signWebhookPayload(payload, secret), secret)).toEqual({
      ok: true,
    });
    const sdkHeader = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
    expect(await verifyWebhookSignature(payload, sdkHeader, secret)).toEqual({ ok: true });
    expect(
      new Stripe('sk_test_unused').webhooks.constructEvent(payload, await signWebhookPayload(payload, secret), secret),
    ).toMatchObject({ id: 'evt_1' });
    expect(
      await verifyWebhookSignature('{"id":"evt_2"}', await signWebhookPayload(payload, secret), secret),
    ).toMatchObject({ ok: false });
    expect(
      await verifyWebhookSignature(payload, await signWebhookPayload(payload, 'whsec_other'), secret),
    ).toMatchObject({ ok: false });
    expect(
      await verifyWebhookSignature(
        payload,
        await signWebhookPayload(payload, secret, Math.floor(Date.now() / 1000) - 3600),
        secret,
      ),
    ).toMatchObject({ ok: false, reason: 'The signature timestamp is outside the tolerance' });
    expect(await verifyWebhookSignature(payload, null, secret)).toMatchObject({ ok: false });
    expect(await verifyWebhookSignature(payload, 'garbage', secret)).toMatchObject({ ok: false });
  });
});

describe('stripe-webhook', () => {
  it('answers a bad or missing signature with 400 and changes nothing', async () => {
    const member = await createMember(backend, { name: 'unsigned' });
    const before = await eventCount();
    for (const response of [
      await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_bad', 'active'), {
        signature: null,
      }),
      await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_bad', 'active'), {
        secret: 'whsec_wrong',
      }),
      await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_bad', 'active'), {
        signature: 't=1,v1=00',
      }),
    ]) {
      expect(response.status).toBe(400);
      expect((await response.json()) as { error: string }).toMatchObject({
        error: expect.stringContaining('signature'),
      });
    }
    expect(await eventCount()).toBe(before);
    expect(await subscriber(member.id)).toBeUndefined();
  });

  it('rejects malformed events with 400 once the signature holds', async () => {
    const payload = '{"not":"an event"}';
    const response = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': await signWebhookPayload(payload, backend.keys.webhookSecret) },
      body: payload,
    });
    expect(response.status).toBe(400);
  });

  it('applies the same event once', async () => {
    const member = await createMember(backend, { name: 'twice' });
    const id = `evt_twice_${Date.now()}`;
    const first = await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_twice', 'active'), {
      id,
    });
    expect(await first.json()).toMatchObject({ outcome: 'applied' });
    await backend.db.asOwner((sql) =>
      sql.query("update public.subscribers set subscription_status = 'marker' where user_id = $1", [member.id]),
    );
    const again = await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_twice', 'active'), {
      id,
    });
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await subscriber(member.id)).toMatchObject({ subscribed: true, subscription_status: 'marker' });
  });

  it("ends free when 'deleted' arrives before an older 'updated'", async () => {
    const member = await createMember(backend, { name: 'order' });
    const now = Math.floor(Date.now() / 1000);
    await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_order', 'active'), {
      created: now - 100,
    });
    await sendEvent('customer.subscription.deleted', subscriptionObject(member, 'sub_order', 'canceled'), {
      created: now - 10,
    });
    const late = await sendEvent('customer.subscription.updated', subscriptionObject(member, 'sub_order', 'active'), {
      created: now - 50,
    });
    expect(await late.json()).toMatchObject({ outcome: 'stale' });
    const sameSecond = await sendEvent(
      'customer.subscription.updated',
      subscriptionObject(member, 'sub_order', 'active'),
      { created: now - 10 },
    );
    expect(await sameSecond.json()).toMatchObject({ outcome: 'stale' });
    expect(await subscriber(member.id)).toMatchObject({ subscribed: false, subscription_status: 'canceled' });
  });

  it('grants Premium only for statuses that pay', async () => {
    const member = await createMember(backend, { name: 'status' });
    const now = Math.floor(Date.now() / 1000);
    await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_status', 'trialing'), {
      created: now - 40,
    });
    expect(await subscriber(member.id)).toMatchObject({ subscribed: true });
    for (const [offset, status] of [
      [30, 'past_due'],
      [20, 'incomplete'],
      [10, 'something_new'],
    ] as const) {
      await sendEvent('customer.subscription.updated', subscriptionObject(member, 'sub_status', status), {
        created: now - offset,
      });
      expect(await subscriber(member.id)).toMatchObject({ subscribed: false, subscription_status: status });
    }
  });

  it('does not let a replayed old event undo a newer state', async () => {
    const member = await createMember(backend, { name: 'replay' });
    const now = Math.floor(Date.now() / 1000);
    await sendEvent('customer.subscription.created', subscriptionObject(member, 'sub_replay', 'incomplete'), {
      created: now - 60,
      id: 'evt_replay_old',
    });
    await sendEvent('customer.subscription.updated', subscriptionObject(member, 'sub_replay', 'active'), {
      created: now - 30,
    });
    expect(await subscriber(member.id)).toMatchObject({ subscribed: true });
    const replay = await sendEvent(
      'customer.subscription.created',
      subscriptionObject(member, 'sub_replay', 'incomplete'),
      { created: now - 60 },
    );
    expect(await replay.json()).toMatchObject({ outcome: 'stale' });
    expect(await subscriber(member.id)).toMatchObject({ subscribed: true, subscription_status: 'active' });
  });

  it('records and ignores events it has no use for', async () => {
    const response = await sendEvent('invoice.paid', { id: 'in_1', customer: 'cus_x' });
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('checkout, subscription check, portal and cancellation through the local test checkout', () => {
  it('makes a member Premium after paying and free after canceling in the portal', async () => {
    const member = await createMember(backend, { name: 'buyer' });
    expect(await (await invoke('check-subscription', member)).json()).toMatchObject({ subscribed: false });
    const checkout = (await (await invoke('create-checkout', member)).json()) as { url: string };
    expect(checkout.url).toMatch(new RegExp(`^${backend.url}/_dev/checkout/cs_local_`));
    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain('Pay €6.99 / month');
    const paid = await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${backend.url}/subscription?success=true`);
    expect(await (await invoke('check-subscription', member)).json()).toMatchObject({
      subscribed: true,
      subscription_tier: 'premium',
    });
    expect((await invoke('create-checkout', member)).status).toBe(409);

    const portal = (await (await invoke('customer-portal', member)).json()) as { url: string };
    expect(await (await fetch(portal.url)).text()).toContain('Cancel subscription');
    const canceled = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(canceled.headers.get('location')).toBe(`${backend.url}/account`);
    expect(await (await invoke('check-subscription', member)).json()).toMatchObject({
      subscribed: false,
      subscription_tier: null,
    });
  });

  it('cancels a subscription on request', async () => {
    const member = await createMember(backend, { name: 'leaver' });
    const checkout = (await (await invoke('create-checkout', member)).json()) as { url: string };
    await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await (await invoke('cancel-subscription', member)).json()).toEqual({ canceled: 1 });
    expect(await (await invoke('check-subscription', member)).json()).toMatchObject({ subscribed: false });
  });

  it('needs a member session for every payment function', async () => {
    for (const name of [
      'create-checkout',
      'customer-portal',
      'check-subscription',
      'cancel-subscription',
      'delete-account',
      'export-account-data',
    ]) {
      const response = await invoke(name, null);
      expect(response.status, name).toBe(401);
    }
    const noCustomer = await createMember(backend, { name: 'portal-less' });
    expect((await invoke('customer-portal', noCustomer)).status).toBe(404);
  });
});

describe("the account's data", () => {
  it('exports everything held about the member and deletion leaves no row of them', async () => {
    const member = await createMember(backend, { name: 'gdpr' });
    const [listingId] = await backend.db.asOwner(async (sql) =>
      (
        await sql.query<{ id: number }>(
          "insert into public.listings (post_type, latitude, longitude, title) values ('HAS_HOUSING_AVAILABLE', 52.37, 4.89, 'GDPR room') returning id",
        )
      ).rows.map((row) => row.id),
    );
    await member.client
      .from('favorites')
      .insert({ id: `${member.id}:${listingId}`, user_id: member.id, listing_id: listingId });
    await member.client
      .from('saved_filters')
      .insert({ id: `alert:${member.id}`, user_id: member.id, name: 'My Alert', city: 'Utrecht' });
    await invoke('send-contact-email', member, {
      name: 'Gdpr',
      email: member.email,
      subject: 'Contact form',
      message: 'Hello',
    });
    const checkout = (await (await invoke('create-checkout', member)).json()) as { url: string };
    await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });

    const exported = await invoke('export-account-data', member);
    if (exported.status !== 200) throw new Error(await exported.text());
    expect(exported.headers.get('content-disposition')).toContain('roomradar-data.json');
    expect(await exported.json()).toMatchObject({
      account: { id: member.id, email: member.email },
      profile: { first_name: 'gdpr', email: member.email, language: 'en' },
      subscription: { subscribed: true },
      favorites: [{ listing_id: listingId }],
      room_alerts: [{ city: 'Utrecht' }],
      messages: [{ message: 'Hello' }],
    });

    expect(await (await invoke('delete-account', member)).json()).toEqual({ deleted: true });
    const remaining = await backend.db.asOwner(async (sql) => {
      const counts: Record<string, number> = {};
      for (const [table, where] of [
        ['auth.users', 'id = $1'],
        ['public.profiles', 'user_id = $1'],
        ['public.subscribers', 'user_id = $1'],
        ['public.favorites', 'user_id = $1'],
        ['public.saved_filters', 'user_id = $1'],
        ['public.alert_deliveries', 'user_id = $1'],
        ['public.alert_cursors', 'user_id = $1'],
        ['public.contact_messages', 'user_id = $1 or email = $2'],
      ] as const)
        counts[table] =
          (
            await sql.query<{ count: number }>(
              `select count(*)::int as count from ${table} where ${where}`,
              where.includes('$2') ? [member.id, member.email] : [member.id],
            )
          ).rows[0]?.count ?? -1;
      return counts;
    });
    expect(Object.values(remaining).every((count) => count === 0)).toBe(true);
    expect(
      (await member.client.auth.signInWithPassword({ email: member.email, password: member.password })).error,
    ).not.toBeNull();
  });
});

describe('the local test checkout across a restart', () => {
  /** A function call on `server` as `member`, who signs in again there (a restart may bring new signing keys). */
  const call = async (server: TestBackend, member: TestUser, name: string) => {
    const { data } = await anonClient(server).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    return fetch(`${server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.url,
        Authorization: `Bearer ${data.session?.access_token}`,
      },
      body: '{}',
    });
  };
  const customerOf = (server: TestBackend, member: TestUser): Promise<string | undefined> =>
    server.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ id: string }>(
            'select stripe_customer_id as id from public.subscribers where user_id = $1',
            [member.id],
          )
        ).rows[0]?.id,
    );

  it('keeps customers and subscriptions: the portal, cancelling and a new checkout work for a member who paid before', async () => {
    const database = await restartableDatabase();
    try {
      const first = await startTestBackend(database.options);
      const member = await createMember(first, { name: 'returning' });
      try {
        const { url } = (await (await call(first, member, 'create-checkout')).json()) as { url: string };
        expect((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      } finally {
        await first.stop();
      }

      const second = await startTestBackend(database.options);
      try {
        const customer = await customerOf(second, member);
        expect(customer).toMatch(/^cus_local_/);
        const portalAnswer = await call(second, member, 'customer-portal');
        expect(portalAnswer.status).toBe(200);
        const portal = (await portalAnswer.json()) as { url: string };
        expect(await (await fetch(portal.url)).text()).toContain('Cancel subscription');
        expect((await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
        expect(await (await call(second, member, 'check-subscription')).json()).toMatchObject({ subscribed: false });

        const checkoutAnswer = await call(second, member, 'create-checkout');
        expect(checkoutAnswer.status).toBe(200);
        const checkout = (await checkoutAnswer.json()) as { url: string };
        expect((await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
        expect(await (await call(second, member, 'check-subscription')).json()).toMatchObject({ subscribed: true });
        expect(await customerOf(second, member)).toBe(customer);
      } finally {
        await second.stop();
      }
    } finally {
      await database.remove();
    }
  }, 60_000);

  it('makes a new customer for a member whose customer the checkout has forgotten, and opens their portal', async () => {
    const forget = () =>
      backend.db.asOwner((sql) =>
        sql.query(
          'truncate dev_checkout.customers, dev_checkout.checkout_sessions, dev_checkout.portal_sessions, dev_checkout.subscriptions',
        ),
      );
    const member = await createMember(backend, { name: 'forgotten' });
    expect((await invoke('create-checkout', member)).status).toBe(200);
    const forgotten = await customerOf(backend, member);
    await forget();

    const checkout = await invoke('create-checkout', member);
    expect(checkout.status).toBe(200);
    const renewed = await customerOf(backend, member);
    expect(renewed).toMatch(/^cus_local_/);
    expect(renewed).not.toBe(forgotten);
    await fetch(`${((await checkout.json()) as { url: string }).url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await (await invoke('check-subscription', member)).json()).toMatchObject({ subscribed: true });

    await forget();
    const portal = await invoke('customer-portal', member);
    expect(portal.status).toBe(200);
    expect(await (await fetch(((await portal.json()) as { url: string }).url)).text()).toContain(
      'No active subscription',
    );
  });

  it('keeps its records where no API role can read them', async () => {
    const member = await createMember(backend, { name: 'snoop' });
    expect((await invoke('create-checkout', member)).status).toBe(200);
    const tables = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ name: string; rls: boolean; readable: boolean }>(
            `select c.relname as name, c.relrowsecurity as rls,
               has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT') or has_table_privilege('service_role', c.oid, 'SELECT') as readable
             from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'dev_checkout' and c.relkind = 'r' order by 1`,
          )
        ).rows,
    );
    expect(tables.map((table) => table.name)).toEqual([
      'checkout_sessions',
      'customers',
      'portal_sessions',
      'subscriptions',
    ]);
    expect(tables.every((table) => table.rls && !table.readable)).toBe(true);
    for (const key of [backend.keys.anonKey, backend.keys.serviceRoleKey]) {
      const response = await fetch(`${backend.url}/rest/v1/customers?select=*`, {
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Accept-Profile': 'dev_checkout' },
      });
      expect(response.status).toBe(406);
    }
  });
});
