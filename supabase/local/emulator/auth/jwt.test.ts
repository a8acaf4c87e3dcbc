import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt, type JwtCheck } from './jwt.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', exp: now() + 3600 });

/** A compact JWS of raw header and payload JSON, signed with HMAC-SHA256 whatever the header says. */
function hmacToken(header: object, payload: string, secret = SECRET): string {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(payload).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('signJwt', () => {
  it('makes the token Supabase makes, byte for byte: the API keys stay what they were for a secret', async () => {
    const payload = { iss: 'supabase-local', role: 'anon', exp: 1983812996 };
    expect(await signJwt(payload, SECRET)).toBe(hmacToken({ alg: 'HS256', typ: 'JWT' }, JSON.stringify(payload)));
  });

  it('makes tokens verifyJwt takes, with their claims as signed', async () => {
    const payload = { ...claims(), amr: [{ method: 'password', timestamp: now() }], user_metadata: { name: 'Ada' } };
    expect(await verifyJwt(await signJwt(payload, SECRET), SECRET)).toEqual({ ok: true, payload });
  });
});

describe('verifyJwt', () => {
  const refusals: Array<[string, () => Promise<string>, JwtCheck]> = [
    ['another secret', () => signJwt(claims(), 'another-secret-of-thirty-two-characters!'), bad('bad_signature')],
    [
      'a changed payload',
      async () => {
        const [header, , signature] = (await signJwt(claims(), SECRET)).split('.');
        const forged = Buffer.from(JSON.stringify({ ...claims(), role: 'service_role' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
      bad('bad_signature'),
    ],
    [
      'its signature cut',
      async () => (await signJwt(claims(), SECRET)).split('.').slice(0, 2).join('.') + '.',
      bad('bad_signature'),
    ],
    ['alg none', async () => new UnsecuredJWT(claims()).encode(), bad('malformed')],
    [
      'HS512 with the same secret',
      () => new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(key),
      bad('malformed'),
    ],
    [
      'RS256, signed with a key pair',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      },
      bad('malformed'),
    ],
    [
      'RS256 in its header, HMAC-signed with the secret (algorithm confusion)',
      async () => hmacToken({ alg: 'RS256', typ: 'JWT' }, JSON.stringify(claims())),
      bad('malformed'),
    ],
    ['hs256 in lower case', async () => hmacToken({ alg: 'hs256' }, JSON.stringify(claims())), bad('malformed')],
    ['no alg', async () => hmacToken({ typ: 'JWT' }, JSON.stringify(claims())), bad('malformed')],
    [
      'a critical header it does not know',
      async () => hmacToken({ alg: 'HS256', crit: ['x-unknown'], 'x-unknown': 1 }, JSON.stringify(claims())),
      bad('malformed'),
    ],
    [
      'an unencoded payload (b64: false)',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'HS256', b64: false, crit: ['b64'] })).toString('base64url');
        return `${header}.abc.${createHmac('sha256', SECRET).update(`${header}.abc`).digest('base64url')}`;
      },
      bad('malformed'),
    ],
    ['an array for its claims', async () => hmacToken({ alg: 'HS256' }, '[]'), bad('malformed')],
    ['claims that are not JSON', async () => hmacToken({ alg: 'HS256' }, '{"role":'), bad('malformed')],
    ['a past exp', () => signJwt({ ...claims(), exp: now() - 10 }, SECRET), bad('expired')],
    ['exp this very second', () => signJwt({ ...claims(), exp: now() }, SECRET), bad('expired')],
    [
      'an exp that is not a number',
      async () => hmacToken({ alg: 'HS256' }, JSON.stringify({ ...claims(), exp: '9999999999' })),
      bad('expired'),
    ],
    ['an nbf still to come', () => signJwt({ ...claims(), nbf: now() + 600 }, SECRET), bad('malformed')],
    [
      'an iat that is not a number',
      async () => hmacToken({ alg: 'HS256' }, JSON.stringify({ ...claims(), iat: 'yesterday' })),
      bad('malformed'),
    ],
    [
      'a space inside its signature',
      async () => {
        const token = await signJwt(claims(), SECRET);
        return `${token.slice(0, -4)} ${token.slice(-4)}`;
      },
      bad('malformed'),
    ],
    ['four segments', async () => `${await signJwt(claims(), SECRET)}.x`, bad('malformed')],
    ['padding', async () => `${await signJwt(claims(), SECRET)}=`, bad('malformed')],
    ['nothing at all', async () => '', bad('malformed')],
    ['no JWT', async () => 'not-a-token', bad('malformed')],
  ];

  it.each(refusals)('refuses a token with %s', async (_label, makeToken, expected) => {
    expect(await verifyJwt(await makeToken(), SECRET)).toEqual(expected);
  });

  it('takes a token without exp, as PostgREST and GoTrue do (every token this server signs has one)', async () => {
    expect(await verifyJwt(await signJwt({ role: 'anon' }, SECRET), SECRET)).toEqual({
      ok: true,
      payload: { role: 'anon' },
    });
  });
});

function bad(reason: 'malformed' | 'bad_signature' | 'expired'): JwtCheck {
  return { ok: false, reason };
}

describe('verifyJwt on a token it verified before', () => {
  afterEach(() => vi.useRealTimers());

  it('still refuses it once it has expired, and a changed copy of it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const token = await signJwt({ role: 'authenticated', exp: now() + 60 }, SECRET);
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true });
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true });
    expect(await verifyJwt(`${token.slice(0, -2)}AA`, SECRET)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(await verifyJwt(token, `${SECRET}-rotated`)).toEqual({ ok: false, reason: 'bad_signature' });
    vi.setSystemTime(new Date('2026-11-24T10:01:01Z'));
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'expired' });
  });
});
