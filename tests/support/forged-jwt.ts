// HS256 tokens made by hand, synchronously, for tests that hand the server tokens it did not issue (another
// secret, a past exp, odd claims). Written apart from the server's signer (jose, in supabase/local/emulator/auth/jwt.ts),
// so a token the server takes is one any HS256 implementation would make, not one only its own code accepts.
import { createHmac } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** An HS256 JWT of `claims`, signed with `secret`. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
