// The local stack's secrets and the API keys signed with its JWT secret. Every secret is random, made once
// per data folder (see local-secrets.ts) or given in the environment; the public demo JWT secret of local
// Supabase stacks is used only when it is asked for by value, and never in production mode.
import { randomBytes } from 'node:crypto';
import { generateVapidKeys } from '../../../functions/_shared/push/vapid.ts';
import { signJwt } from './jwt.ts';

/** The JWT secret every local Supabase stack ships with: public, so anyone can sign any role with it. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// API keys are long-lived, as Supabase's are; rotating the JWT secret is what revokes them.
const KEY_EXPIRY = 1983812996;

export type LocalSecrets = {
  /** Signs and checks every access token and both API keys. */
  jwtSecret: string;
  /** The ingest-posts function's shared secret. */
  ingestSecret: string;
  /** Signs payment webhook events (the local checkout signs with it as Stripe signs with an endpoint's). */
  webhookSecret: string;
  /** Signs the unsubscribe links of alert mails. */
  alertSigningSecret: string;
  /** The VAPID key pair push services know this server by (push/vapid.ts); the public half is public. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
};

export type ApiKeys = LocalSecrets & { anonKey: string; serviceRoleKey: string };

export function randomSecrets(): LocalSecrets {
  const random = () => randomBytes(32).toString('base64url');
  const vapid = generateVapidKeys();
  return {
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
    jwtSecret: random(),
    ingestSecret: random(),
    webhookSecret: `whsec_${random()}`,
    alertSigningSecret: random(),
  };
}

export async function apiKeys(secrets: LocalSecrets): Promise<ApiKeys> {
  if (secrets.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return {
    ...secrets,
    anonKey: await signJwt({ iss: 'supabase-local', role: 'anon', exp: KEY_EXPIRY }, secrets.jwtSecret),
    serviceRoleKey: await signJwt({ iss: 'supabase-local', role: 'service_role', exp: KEY_EXPIRY }, secrets.jwtSecret),
  };
}
