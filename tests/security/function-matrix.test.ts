// The authorization matrix of the functions and the auth API: anonymous, two free members, a Premium member,
// forged tokens and forged webhook events. A member's call acts on that member alone; a forged credential
// gets a 4xx and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../support/forged-jwt.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/emulator/auth/keys.ts';
import { signWebhookPayload } from '../../supabase/functions/_shared/payments/webhook-signature.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let userA: TestUser;
let userB: TestUser;
let premium: TestUser;
let listingIds: number[];

const MEMBER_FUNCTIONS = [
  'export-account-data',
  'check-subscription',
  'create-checkout',
  'customer-portal',
  'cancel-subscription',
  'delete-account',
];

beforeAll(async () => {
  [userA, userB, premium] = await Promise.all([
    createMember(backend, { name: 'a' }),
    createMember(backend, { name: 'b' }),
    createMember(backend, { name: 'p', premium: true }),
  ]);
  listingIds = await insertListings(backend, [{ title: 'Room one' }, { title: 'Room two' }]);
  for (const [member, listingId] of [
    [userA, listingIds[0]],
    [userB, listingIds[1]],
    [premium, listingIds[1]],
  ] as const) {
    const { error } = await member.client.from('favorites').insert({ id: `fav-${member.id}`, listing_id: listingId });
    if (error) throw new Error(error.message);
  }
}, 60_000);

const call = (name: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    ...init,
    headers: {
      apikey: backend.keys.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

/** Tokens that claim to be userA without being signed by this server as userA's session. */
function forgedTokens(): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: userA.id, role: 'authenticated', aud: 'authenticated', email: userA.email, exp: now + 3600 };
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  return {
    'signed with the public demo secret': signJwt(claims, DEMO_JWT_SECRET),
    'signed with another secret': signJwt(claims, 'another-secret-of-at-least-thirty-two-characters'),
    'with alg none': none,
    expired: signJwt({ ...claims, exp: now - 10 }, backend.keys.jwtSecret),
    'the anon key': backend.keys.anonKey,
    'a service_role token signed with the demo secret': signJwt(
      { role: 'service_role', exp: now + 3600 },
      DEMO_JWT_SECRET,
    ),
    "userA's token with its signature cut": userA.accessToken.split('.').slice(0, 2).join('.') + '.',
  };
}

async function favoritesOf(member: TestUser): Promise<string[]> {
  const { data } = await serviceClient(backend)
    .from('favorites')
    .select('id')
    .eq('user_id', member.id)
    .eq('_deleted', false);
  return (data ?? []).map((row) => row.id as string);
}

describe('member functions', () => {
  it('refuse the anonymous caller', async () => {
    for (const name of MEMBER_FUNCTIONS) {
      const response = await call(name, null);
      expect(response.status, name).toBe(401);
    }
  });

  it('refuse every forged token, and change nothing', async () => {
    for (const [label, token] of Object.entries(forgedTokens())) {
      for (const name of MEMBER_FUNCTIONS) {
        const response = await call(name, token);
        expect(response.status, `${name} with a token ${label}`).toBe(401);
      }
      const user = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(user.status, `/auth/v1/user with a token ${label}`).toBeGreaterThanOrEqual(401);
      expect(user.status).toBeLessThan(500);
      const rest = await fetch(`${backend.url}/rest/v1/favorites?select=id`, {
        headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` },
      });
      // The anon key is a valid anonymous caller, whom row-level security denies the favorites.
      expect(rest.status, `/rest/v1 with a token ${label}`).toBe(401);
      expect(JSON.stringify(await rest.json())).not.toContain(userA.id);
    }
    expect(await favoritesOf(userA)).toEqual([`fav-${userA.id}`]);
  });

  it("export a member's own data only", async () => {
    for (const member of [userA, userB, premium]) {
      const document = (await (await call('export-account-data', member.accessToken)).json()) as {
        account: { id: string };
        favorites: Array<{ listing_id: number }>;
      };
      expect(document.account.id).toBe(member.id);
      expect(document.favorites).toHaveLength(1);
    }
  });

  it('tell each member their own subscription', async () => {
    const free = (await (await call('check-subscription', userA.accessToken)).json()) as { subscribed: boolean };
    const paying = (await (await call('check-subscription', premium.accessToken)).json()) as { subscribed: boolean };
    expect(free.subscribed).toBe(false);
    expect(paying.subscribed).toBe(true);
  });

  it("delete the caller's account only", async () => {
    const leaving = await createMember(backend, { name: 'leaving' });
    const response = await call('delete-account', leaving.accessToken);
    expect(response.status).toBe(200);
    for (const member of [userA, userB, premium]) expect(await favoritesOf(member)).toHaveLength(1);
    const { data } = await serviceClient(backend).auth.admin.getUserById(userA.id);
    expect(data.user?.id).toBe(userA.id);
  });
});

describe('forged webhook events', () => {
  const event = (userId: string, created = Math.floor(Date.now() / 1000)) =>
    JSON.stringify({
      id: `evt_forged_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          customer: 'cus_forged',
          client_reference_id: userId,
          mode: 'subscription',
          payment_status: 'paid',
          status: 'complete',
          subscription: 'sub_forged',
        },
      },
    });

  it('grant no one Premium: unsigned, wrongly signed, replayed from long ago, or altered after signing', async () => {
    const genuine = event(userB.id);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const attempts: Array<[string, string, string | null]> = [
      ['unsigned', event(userB.id), null],
      [
        'signed with another secret',
        event(userB.id),
        await signWebhookPayload(event(userB.id), 'whsec_not-the-servers-secret-0123456789'),
      ],
      [
        'signed an hour ago',
        event(userB.id, old),
        await signWebhookPayload(event(userB.id, old), backend.keys.webhookSecret, old),
      ],
      [
        'altered after signing',
        genuine.replace(userB.id, userA.id),
        await signWebhookPayload(genuine, backend.keys.webhookSecret),
      ],
      ['a signature header of garbage', event(userB.id), 't=1,v1=zz'],
    ];
    for (const [label, payload, signature] of attempts) {
      const response = await call('stripe-webhook', null, {
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
        body: payload,
      });
      expect(response.status, label).toBe(400);
    }
    const { data } = await serviceClient(backend).from('subscribers').select('user_id').eq('subscribed', true);
    expect((data ?? []).map((row) => row.user_id)).toEqual([premium.id]);
  });
});
