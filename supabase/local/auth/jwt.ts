// HS256 JSON Web Tokens, as Supabase signs them. Verification checks the algorithm, the signature in
// constant time and the expiry; anything else about a token is the caller's to judge.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; role?: string; sub?: string };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signature(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${signature(body, secret).toString('base64url')}`;
}

export type JwtCheck =
  { ok: true; payload: JwtPayload } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part)))
    return { ok: false, reason: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  let parsedHeader: unknown;
  let payload: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Only HS256: a token that names another algorithm (or "none") is refused before its signature is read.
  if (
    typeof parsedHeader !== 'object' ||
    parsedHeader === null ||
    (parsedHeader as { alg?: unknown }).alg !== 'HS256'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { ok: false, reason: 'malformed' };
  const expected = signature(`${header}.${body}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  const { exp } = payload as JwtPayload;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowSeconds)) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as JwtPayload };
}
