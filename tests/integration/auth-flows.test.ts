// GoTrue's flows through auth-js against supabase/local: every token and link is the real one, and mail
// is read from the local mailbox.
import { describe, expect, it } from 'vitest';
import { signJwt } from '../support/forged-jwt.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { escapeHtml } from '../../src/domain/content/escape-html.ts';
import { anonClient, createMember, startTestBackend } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}-${Date.now()}@example.com`;

/** The link in the newest mail to `to`. */
function linkInMail(to: string, subject: RegExp): string {
  const mail = backend.mailbox.list(to).find((message) => subject.test(message.subject));
  expect(mail, `a mail to ${to} matching ${subject}`).toBeDefined();
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeDefined();
  return link as string;
}

/** Follows a verification link and returns what it put in the redirect's fragment. */
async function follow(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('sign-up', () => {
  it('mails a confirmation link; the account signs in only after it is followed', async () => {
    const email = freshEmail('signup');
    const client = anonClient(backend);
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-1',
      options: { emailRedirectTo: `${backend.url}/listings`, data: { first_name: 'Sanne' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const early = await client.auth.signInWithPassword({ email, password: 'secret-1' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const { location, fragment } = await follow(linkInMail(email, /Confirm your RoomRadar account/));
    expect(location.pathname).toBe('/listings');
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({
      email,
      password: 'secret-1',
    });
    expect(signInError).toBeNull();
    const { data: profile } = await client
      .from('profiles')
      .select('first_name, email')
      .eq('user_id', signedIn.user?.id ?? '')
      .single();
    expect(profile).toEqual({ first_name: 'Sanne', email });
  });

  it('answers a taken address like a new one and mails nothing to it', async () => {
    const member = await createMember(backend);
    const before = backend.mailbox.list(member.email).length;
    const { error } = await anonClient(backend).auth.signUp({ email: member.email, password: 'another-1' });
    expect(error).toBeNull();
    expect(backend.mailbox.list(member.email).length).toBe(before);
  });

  it('rejects a short password and a malformed address', async () => {
    const client = anonClient(backend);
    expect((await client.auth.signUp({ email: freshEmail('short'), password: '12345' })).error?.code).toBe(
      'weak_password',
    );
    expect((await client.auth.signUp({ email: 'not-an-email', password: 'secret-1' })).error?.status).toBe(400);
  });

  it('refuses metadata holding a NUL character with a 400, at sign-up and on the account, and stores nothing', async () => {
    const client = anonClient(backend);
    const email = freshEmail('nul');
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-1',
      options: { data: { language: 'nl\u0000' } },
    });
    expect(signUp.error?.status).toBe(400);
    expect(backend.mailbox.list(email)).toEqual([]);
    const member = await createMember(backend);
    const update = await member.client.auth.updateUser({ data: { ['k\u0000']: 1 } });
    expect(update.error?.status).toBe(400);
    expect((await member.client.auth.updateUser({ data: { nested: { ok: 'yes' } } })).error).toBeNull();
  });

  it('never follows a redirect off the site', async () => {
    const email = freshEmail('redirect');
    await anonClient(backend).auth.signUp({
      email,
      password: 'secret-1',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const { location } = await follow(linkInMail(email, /Confirm/));
    expect(location.origin).toBe(backend.url);
  });
});

describe("auth mails in the user's language", () => {
  const english = textsFor('en').authMailText;
  const dutch = textsFor('nl').authMailText;
  // The mailbox lists the newest first.
  const newestMail = (to: string) => backend.mailbox.list(to)[0];

  it('a sign-up that sends language nl is confirmed in Dutch, one that sends none or another in English', async () => {
    const [inDutch, inEnglish, inFrench] = [freshEmail('nl'), freshEmail('en'), freshEmail('fr')];
    const client = anonClient(backend);
    await client.auth.signUp({ email: inDutch, password: 'secret-1', options: { data: { language: 'nl' } } });
    await client.auth.signUp({ email: inEnglish, password: 'secret-1' });
    await client.auth.signUp({ email: inFrench, password: 'secret-1', options: { data: { language: 'fr' } } });

    const mail = newestMail(inDutch);
    expect(mail?.subject).toBe(dutch.signup.subject);
    expect(mail?.subject).not.toBe(english.signup.subject);
    expect(mail?.text).toContain(dutch.signup.intro);
    expect(mail?.text).toContain(dutch.expiry);
    expect(mail?.html).toContain(`>${escapeHtml(dutch.signup.action)}</a>`);
    expect(newestMail(inEnglish)?.subject).toBe('Confirm your RoomRadar account');
    expect(newestMail(inFrench)?.subject).toBe('Confirm your RoomRadar account');
    expect(newestMail(inEnglish)?.text).toContain(
      'The link works for one hour. If you did not ask for this, ignore this e-mail.',
    );
    // The Dutch link works as the English one does.
    const { fragment } = await follow(linkInMail(inDutch, /./));
    expect(fragment.get('type')).toBe('signup');
  });

  it('a member who chose Dutch in the app gets recovery and e-mail change mails in Dutch', async () => {
    const member = await createMember(backend);
    const { error } = await member.client.from('profiles').update({ language: 'nl' }).eq('user_id', member.id);
    expect(error).toBeNull();
    await anonClient(backend).auth.resetPasswordForEmail(member.email, { redirectTo: `${backend.url}/auth` });
    const recovery = newestMail(member.email);
    expect(recovery?.subject).toBe(dutch.recovery.subject);
    expect(recovery?.text).toContain(`${dutch.recovery.action}: http`);

    const moved = freshEmail('verhuisd');
    expect((await member.client.auth.updateUser({ email: moved })).error).toBeNull();
    expect(newestMail(moved)?.subject).toBe(dutch.email_change.subject);

    const other = await createMember(backend);
    await anonClient(backend).auth.resetPasswordForEmail(other.email);
    expect(newestMail(other.email)?.subject).toBe('Reset your RoomRadar password');
  });
});

describe('sessions', () => {
  it('rejects a wrong password', async () => {
    const member = await createMember(backend);
    const { error } = await anonClient(backend).auth.signInWithPassword({
      email: member.email,
      password: 'wrong-password',
    });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('rotates refresh tokens: each works once, and within 10 s of its use answers with the token it became', async () => {
    const member = await createMember(backend);
    const { data } = await member.client.auth.getSession();
    const first = data.session?.refresh_token ?? '';
    const refreshed = await anonClient(backend).auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token;
    expect(second).not.toBe(first);
    // A page that reloaded while its refresh was in flight, as GoTrue's reuse interval allows.
    const again = await anonClient(backend).auth.refreshSession({ refresh_token: first });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(second);
    await backend.db.asOwner((sql) =>
      sql.query("update auth.refresh_tokens set created_at = now() - interval '11 seconds' where parent = $1", [first]),
    );
    const reused = await anonClient(backend).auth.refreshSession({ refresh_token: first });
    expect(reused.error?.code).toBe('refresh_token_not_found');
    // Once the token it became is used in turn, the first has nothing left to answer with.
    await backend.db.asOwner((sql) =>
      sql.query('update auth.refresh_tokens set created_at = now() where parent = $1', [first]),
    );
    expect((await anonClient(backend).auth.refreshSession({ refresh_token: second ?? '' })).error).toBeNull();
    expect((await anonClient(backend).auth.refreshSession({ refresh_token: first })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  it('signing out revokes the refresh token', async () => {
    const member = await createMember(backend);
    const refreshToken = (await member.client.auth.getSession()).data.session?.refresh_token ?? '';
    expect((await member.client.auth.signOut()).error).toBeNull();
    expect((await anonClient(backend).auth.refreshSession({ refresh_token: refreshToken })).error).not.toBeNull();
  });

  it('changes the password: the old one stops working', async () => {
    const member = await createMember(backend);
    expect((await member.client.auth.updateUser({ password: 'brand-new-1' })).error).toBeNull();
    const client = anonClient(backend);
    expect((await client.auth.signInWithPassword({ email: member.email, password: member.password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client.auth.signInWithPassword({ email: member.email, password: 'brand-new-1' })).error).toBeNull();
  });
});

describe('e-mail change', () => {
  it('takes effect only through the link mailed to the new address', async () => {
    const member = await createMember(backend);
    const newEmail = freshEmail('moved');
    const { data, error } = await member.client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(member.email);
    expect(data.user?.new_email).toBe(newEmail);
    const { fragment } = await follow(linkInMail(newEmail, /Confirm your new e-mail address/));
    expect(fragment.get('type')).toBe('email_change');
    const { data: user } = await anonClient(backend).auth.getUser(fragment.get('access_token') ?? '');
    expect(user.user?.email).toBe(newEmail);
    const { data: profile } = await member.client.from('profiles').select('email').eq('user_id', member.id).single();
    expect(profile?.email).toBe(newEmail);
  });
});

describe('password recovery', () => {
  it('mails a link that signs the member in for a new password', async () => {
    const member = await createMember(backend);
    const client = anonClient(backend);
    expect(
      (await client.auth.resetPasswordForEmail(member.email, { redirectTo: `${backend.url}/auth` })).error,
    ).toBeNull();
    const { location, fragment } = await follow(linkInMail(member.email, /Reset your RoomRadar password/));
    expect(location.pathname).toBe('/auth');
    expect(fragment.get('type')).toBe('recovery');
    const recovered = anonClient(backend);
    await recovered.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await recovered.auth.updateUser({ password: 'recovered-1' })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email: member.email, password: 'recovered-1' })).error).toBeNull();
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const email = freshEmail('nobody');
    expect((await anonClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(backend.mailbox.list(email)).toEqual([]);
  });

  it('a used or made-up link leads back with otp_expired', async () => {
    const member = await createMember(backend);
    await anonClient(backend).auth.resetPasswordForEmail(member.email, { redirectTo: `${backend.url}/auth` });
    const link = linkInMail(member.email, /Reset/);
    await follow(link);
    for (const target of [link, link.replace(/token=[^&]+/, 'token=made-up')]) {
      const { location, fragment } = await follow(target);
      expect(location.pathname).toBe('/auth');
      expect(fragment.get('error_code')).toBe('otp_expired');
    }
  });
});

describe('the local identity provider', () => {
  it('signs a new member in and comes back with a session, the same account the second time', async () => {
    const page = await fetch(
      `${backend.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${backend.url}/auth?check-onboarding=true`)}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sign in with Google (local)');
    const email = freshEmail('google');
    const signIn = () =>
      fetch(`${backend.url}/auth/v1/authorize/local`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Gerrit Jansen',
          email,
          redirect_to: `${backend.url}/auth?check-onboarding=true`,
        }).toString(),
      });
    const first = new URL((await signIn()).headers.get('location') ?? '');
    expect(first.pathname + first.search).toBe('/auth?check-onboarding=true');
    const token = new URLSearchParams(first.hash.slice(1)).get('access_token') ?? '';
    const { data } = await anonClient(backend).auth.getUser(token);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.first_name).toBe('Gerrit');
    const second = new URL((await signIn()).headers.get('location') ?? '');
    const { data: again } = await anonClient(backend).auth.getUser(
      new URLSearchParams(second.hash.slice(1)).get('access_token') ?? '',
    );
    expect(again.user?.id).toBe(data.user?.id);
  });
});

describe('tokens the REST API refuses', () => {
  const read = (headers: Record<string, string>) =>
    fetch(`${backend.url}/rest/v1/full_details_housing?select=id`, { headers });

  it.each([
    ['signed with another secret', () => signJwt({ role: 'anon', exp: 4102444800 }, 'x'.repeat(40))],
    [
      'expired',
      () =>
        signJwt(
          { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: 1_600_000_000 },
          backend.keys.jwtSecret,
        ),
    ],
    ['with a role the API does not know', () => signJwt({ role: 'postgres', exp: 4102444800 }, backend.keys.jwtSecret)],
    [
      'for a member without a subject',
      () => signJwt({ role: 'authenticated', exp: 4102444800 }, backend.keys.jwtSecret),
    ],
    [
      'with algorithm none',
      () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
    ],
    ['that is not a JWT', () => 'not-a-token'],
  ])('a token %s gets 401 and no data', async (_label, makeToken) => {
    const response = await read({ apikey: backend.keys.anonKey, Authorization: `Bearer ${makeToken()}` });
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Array.isArray(body)).toBe(false);
    expect(body.code).toMatch(/^PGRST30[13]$/);
  });

  it('a request without any key gets 401', async () => {
    expect((await read({})).status).toBe(401);
  });

  it('an expired token says so', async () => {
    const token = signJwt(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: 1_600_000_000 },
      backend.keys.jwtSecret,
    );
    const body = (await (await read({ apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` })).json()) as {
      code: string;
    };
    expect(body.code).toBe('PGRST303');
  });
});

describe('admin', () => {
  it('only the service role deletes users, and their rows go with them', async () => {
    const member = await createMember(backend);
    const asMember = await fetch(`${backend.url}/auth/v1/admin/users/${member.id}`, {
      method: 'DELETE',
      headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${member.accessToken}` },
    });
    expect(asMember.status).toBe(403);
    const asService = await fetch(`${backend.url}/auth/v1/admin/users/${member.id}`, {
      method: 'DELETE',
      headers: { apikey: backend.keys.serviceRoleKey, Authorization: `Bearer ${backend.keys.serviceRoleKey}` },
    });
    expect(asService.status).toBe(200);
    const left = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ n: number }>('select count(*)::int as n from public.profiles where user_id = $1', [
            member.id,
          ])
        ).rows[0]?.n,
    );
    expect(left).toBe(0);
  });
});

describe('rate limits', () => {
  // It starts a backend of its own, which takes seconds on a loaded machine.
  it('stop repeated sign-in attempts from one address', { timeout: 30_000 }, async () => {
    const limited = await startTestBackend({ authRateLimit: { attempts: 3, windowMs: 60_000 } });
    try {
      const client = anonClient(limited);
      const codes: Array<string | undefined> = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        codes.push(
          (await client.auth.signInWithPassword({ email: 'someone@example.com', password: 'guess-123' })).error?.code,
        );
      }
      expect(codes).toEqual([
        'invalid_credentials',
        'invalid_credentials',
        'invalid_credentials',
        'over_request_rate_limit',
        'over_request_rate_limit',
      ]);
    } finally {
      await limited.stop();
    }
  });
});
