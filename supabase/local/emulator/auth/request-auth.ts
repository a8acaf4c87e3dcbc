// Who a request is, as Supabase's gateway and PostgREST decide it: the apikey header must be a key of
// this project, and the bearer token (a user's access token, or the key itself) sets the role.
import type { IncomingMessage } from 'node:http';
import type { ApiRole, JwtClaims } from '../db/database.ts';
import { HttpError } from '../node-request-response.ts';
import { verifyJwt } from './jwt.ts';

const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a claim is a UUID, as `sub` and `session_id` must be (SQL casts them: anything else would fail there). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function unauthorized(code: string, message: string): HttpError {
  return new HttpError(401, { code, message, details: null, hint: null });
}

// Each request's claims, checked once: the anonymous read cache asks before the REST handler does.
const checked = new WeakMap<IncomingMessage, { jwtSecret: string; claims: Promise<JwtClaims> }>();

/** The claims a request runs with; a missing, forged, expired or wrong-role token is a 401. */
export function claimsFor(request: IncomingMessage, jwtSecret: string): Promise<JwtClaims> {
  const known = checked.get(request);
  if (known?.jwtSecret === jwtSecret) return known.claims;
  const claims = checkClaims(request, jwtSecret);
  checked.set(request, { jwtSecret, claims });
  return claims;
}

async function checkClaims(request: IncomingMessage, jwtSecret: string): Promise<JwtClaims> {
  const apiKey = headerValue(request, 'apikey');
  const authorization = headerValue(request, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? apiKey;
  if (!token) throw unauthorized('PGRST301', 'No API key found in request');
  if (apiKey !== undefined && apiKey !== token) {
    const keyCheck = await verifyJwt(apiKey, jwtSecret);
    if (!keyCheck.ok) throw unauthorized('PGRST301', 'Invalid API key');
  }
  const check = await verifyJwt(token, jwtSecret);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? unauthorized('PGRST303', 'JWT expired')
      : unauthorized('PGRST301', 'JWT is invalid');
  }
  const role = check.payload.role;
  if (typeof role !== 'string' || !API_ROLES.has(role)) throw unauthorized('PGRST301', 'JWT role is not allowed');
  if (role === 'authenticated' && check.payload.sub === undefined) throw unauthorized('PGRST301', 'JWT has no subject');
  // GoTrue refuses such a token too; let through, auth.uid() would fail on it inside the query.
  if (check.payload.sub !== undefined && !isUuid(check.payload.sub))
    throw unauthorized('PGRST301', 'JWT sub claim is not a valid UUID');
  return check.payload as JwtClaims;
}
