// The server's secrets and the members' addresses against `npm start` with its defaults: an address is never
// a filter in the export, no secret can be derived from the public demo one, a sign-up never tells whose
// address is taken, and a return address never comes from the Origin header. Each of these once passed for
// an attacker (an attacker's review of the server found them).
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../support/forged-jwt.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/emulator/auth/keys.ts';
import { signWebhookPayload } from '../../supabase/functions/_shared/payments/webhook-signature.ts';
import { unsubscribeToken } from '../../supabase/functions/_shared/alerts/unsubscribe-token.ts';
import { anonClient, createMember, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let victim: TestUser;

beforeAll(async () => {
  victim = await createMember(backend, { name: 'victim' });
}, 60_000);

const functionUrl = (name: string) => `${backend.url}/functions/v1/${name}`;

/** The secrets the old server derived from the public demo JWT secret, as anyone could. */
const DERIVED_FROM_DEMO = {
  ingest: createHmac('sha256', DEMO_JWT_SECRET).update('roomradar-ingest').digest('hex'),
  webhook: `whsec_${createHmac('sha256', DEMO_JWT_SECRET).update('roomradar-webhook').digest('hex')}`,
  alerts: createHmac('sha256', DEMO_JWT_SECRET).update('roomradar-alerts').digest('hex'),
};

describe('export-account-data', () => {
  it("refuses at sign-up the address that turned the export's filter into everyone's messages", async () => {
    const { error } = await anonClient(backend).auth.signUp({
      email: 'x,email.neq.nobody@example.com',
      password: 'correct-horse-battery',
    });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('refuses addresses GoTrue refuses, on sign-up and on an e-mail change', async () => {
    for (const email of ['a(b)@example.com', 'a"b@example.com', 'a b@example.com', 'a@b', 'a@-b.com']) {
      const { error } = await anonClient(backend).auth.signUp({ email, password: 'correct-horse-battery' });
      expect(error?.message, email).toBe('Unable to validate email address: invalid format');
    }
    const { error } = await victim.client.auth.updateUser({
      email: 'y,user_id.neq.00000000-0000-0000-0000-000000000000@example.com',
    });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it("gives a member whose address reads as a filter only that member's own messages", async () => {
    // As if a permissive address check had let the address in: the export must not read it as a filter.
    const attacker = await createMember(backend, { name: 'attacker' });
    const hostileEmail = 'x,email.neq.nobody@example.com';
    await backend.db.asOwner((sql) =>
      sql.query('update auth.users set email = $2 where id = $1', [attacker.id, hostileEmail]),
    );
    const service = serviceClient(backend);
    const { error } = await service.from('contact_messages').insert([
      { user_id: victim.id, name: 'Victim', email: victim.email, subject: 'private', message: 'VICTIM-SECRET-MESSAGE' },
      { user_id: attacker.id, name: 'Attacker', email: hostileEmail, subject: 'mine', message: 'ATTACKER-OWN-MESSAGE' },
    ]);
    expect(error).toBeNull();
    const response = await fetch(functionUrl('export-account-data'), {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${attacker.accessToken}` },
    });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { messages: Array<{ message: string }> };
    expect(document.messages.map((row) => row.message)).toEqual(['ATTACKER-OWN-MESSAGE']);
  });
});

describe('the server secrets', () => {
  it('refuse a service_role token signed with the public demo secret', async () => {
    const forged = signJwt({ role: 'service_role', iss: 'supabase-demo', exp: 1983812996 }, DEMO_JWT_SECRET);
    const rest = await fetch(`${backend.url}/rest/v1/contact_messages?select=message`, {
      headers: { apikey: forged, Authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    const admin = await fetch(`${backend.url}/auth/v1/admin/users/${victim.id}`, {
      headers: { apikey: forged, Authorization: `Bearer ${forged}` },
    });
    expect(admin.status).toBeGreaterThanOrEqual(401);
    expect(admin.status).toBeLessThan(500);
  });

  it('are not the demo secret nor derived from it', () => {
    expect(backend.keys.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(backend.keys.ingestSecret).not.toBe(DERIVED_FROM_DEMO.ingest);
    expect(backend.keys.webhookSecret).not.toBe(DERIVED_FROM_DEMO.webhook);
    expect(backend.keys.alertSigningSecret).not.toBe(DERIVED_FROM_DEMO.alerts);
  });

  it('refuse the ingest secret derived from the demo secret', async () => {
    const response = await fetch(functionUrl('ingest-posts'), {
      method: 'POST',
      headers: { 'x-ingest-secret': DERIVED_FROM_DEMO.ingest },
      body: '{"id":"1","text":"Kamer te huur"}',
    });
    expect(response.status).toBe(401);
  });

  it('refuse a webhook event signed with the secret derived from the demo secret, and grant nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          customer: 'cus_forged',
          client_reference_id: victim.id,
          mode: 'subscription',
          payment_status: 'paid',
          status: 'complete',
          subscription: 'sub_forged',
        },
      },
    });
    const response = await fetch(functionUrl('stripe-webhook'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': await signWebhookPayload(payload, DERIVED_FROM_DEMO.webhook),
      },
      body: payload,
    });
    expect(response.status).toBe(400);
    const { data } = await serviceClient(backend)
      .from('subscribers')
      .select('subscribed')
      .eq('user_id', victim.id)
      .maybeSingle();
    expect(data?.subscribed ?? false).toBe(false);
  });

  it('refuse an unsubscribe link signed with the secret derived from the demo secret', async () => {
    const token = await unsubscribeToken(victim.id, DERIVED_FROM_DEMO.alerts);
    const response = await fetch(`${functionUrl('alert-unsubscribe')}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-up with an address that has an account', () => {
  it("answers a made-up user: not the account's id, sign-in time or name", async () => {
    const { data, error } = await anonClient(backend).auth.signUp({
      email: victim.email,
      password: 'another-password-1',
    });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(victim.id);
    expect(data.user?.last_sign_in_at ?? null).toBeNull();
    expect(data.user?.user_metadata).toEqual({});
    expect(data.user?.identities).toEqual([]);
  });

  it('answers a new address in the same shape, with an identity', async () => {
    const { data, error } = await anonClient(backend).auth.signUp({
      email: `fresh-${Date.now()}@example.com`,
      password: 'another-password-1',
    });
    expect(error).toBeNull();
    expect(Object.keys(data.user ?? {}).sort()).toEqual(
      Object.keys(
        (await anonClient(backend).auth.signUp({ email: victim.email, password: 'x-password-1' })).data.user ?? {},
      ).sort(),
    );
    expect(data.user?.identities).toEqual([{ provider: 'email' }]);
  });
});

describe('return addresses of create-checkout', () => {
  it("come from the app's own origin, never from the Origin header", async () => {
    const member = await createMember(backend, { name: 'payer' });
    const response = await fetch(functionUrl('create-checkout'), {
      method: 'POST',
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${member.accessToken}`,
        Origin: 'https://evil.example',
      },
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    // Paying at the test checkout sends the member to the success address the function chose.
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '');
    expect(location.origin).toBe(backend.url);
    expect(location.pathname).toBe('/subscription');
  });
});
