// The local stack's JWT secret and API keys. By default they are the public demo values every local
// Supabase stack uses, so a build made for localhost works against any fresh supabase/local; set
// JWT_SECRET to use others. These keys guard a demo on one machine, never production data.
import { createHmac } from 'node:crypto';
import { signJwt } from './jwt.ts';

export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// Supabase's demo keys expire in 2032; the same claims keep the well-known key strings.
const DEMO_KEY_EXPIRY = 1983812996;

export type ApiKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string; ingestSecret: string; webhookSecret: string; alertSigningSecret: string };

export function apiKeys(jwtSecret = process.env.JWT_SECRET ?? DEMO_JWT_SECRET): ApiKeys {
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return {
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY }, jwtSecret),
    // The secret the ingest-posts function checks: INGEST_SECRET, else one derived from the JWT secret, so a
    // local stack has a stable secret of its own without configuration.
    ingestSecret: process.env.INGEST_SECRET ?? createHmac('sha256', jwtSecret).update('roomradar-ingest').digest('hex'),
    // The secret the local test checkout signs its webhook events with, as Stripe signs with an endpoint's.
    webhookSecret: `whsec_${createHmac('sha256', jwtSecret).update('roomradar-webhook').digest('hex')}`,
    alertSigningSecret: process.env.ALERT_SIGNING_SECRET ?? createHmac('sha256', jwtSecret).update('roomradar-alerts').digest('hex'),
  };
}
