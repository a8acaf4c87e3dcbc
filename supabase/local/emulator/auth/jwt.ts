// HS256 JSON Web Tokens, as Supabase signs them, through jose. Verification takes HS256 only: a token that
// names "none", RS256 (the confusion that reads the shared secret as a public key) or any other algorithm is
// refused before its signature is checked; WebCrypto compares signatures in constant time; exp (and nbf and
// iat, when present) is checked. What a valid token may do (its role, its subject) is the caller's to judge.
import { SignJWT, errors, jwtVerify } from 'jose';

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; role?: string; sub?: string };

export type JwtCheck =
  { ok: true; payload: JwtPayload } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

const encoder = new TextEncoder();
// Three base64url segments and nothing else: jose decodes through atob, which would skip spaces inside one.
const COMPACT_JWS = /^[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;
// WebCrypto keys by secret, imported once (an import per call adds about a third to a verification). A server
// has one secret; a process that starts many servers (the tests) keeps the last few.
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Signs claims as an HS256 JWT with Supabase's header, {"alg":"HS256","typ":"JWT"}. */
export async function signJwt(payload: JwtPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await keyFor(secret));
}

// Tokens already verified, by secret and token: every anonymous request carries the same anon key and a
// member's token is sent many times, while a WebCrypto verification costs some 100 µs. A signature either
// matches or not, for good; only the time can end a token, so exp is checked again on every use. Bounded,
// and emptied when full.
const verified = new Map<string, JwtPayload>();
const VERIFIED_LIMIT = 4096;

function fromVerified(cacheKey: string): JwtCheck | null {
  const payload = verified.get(cacheKey);
  if (!payload) return null;
  if (typeof payload.exp === 'number' && payload.exp <= Math.floor(Date.now() / 1000)) {
    verified.delete(cacheKey);
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, payload };
}

/** Checks a token's algorithm, signature and times; a token without exp is valid, as PostgREST and GoTrue take it. */
export async function verifyJwt(token: string, secret: string): Promise<JwtCheck> {
  if (!COMPACT_JWS.test(token)) return { ok: false, reason: 'malformed' };
  const cacheKey = `${secret}\u0000${token}`;
  const known = fromVerified(cacheKey);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), { algorithms: ['HS256'] });
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    // A token not valid before a later time is checked afresh each time until then.
    if (typeof payload.nbf !== 'number') verified.set(cacheKey, payload as JwtPayload);
    return { ok: true, payload: payload as JwtPayload };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad_signature' };
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    // An exp that is not a number says the token ends at no time anyone can read: it has ended.
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp')
      return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'malformed' };
    // Anything else is no fault of the token (a secret WebCrypto cannot use, say): the caller answers 500.
    throw error;
  }
}
