// The one-machine server's secrets: each from the environment when set, else from `secrets.json` in the
// data folder, made at random on the first start and readable by its owner only (mode 0600), so a restart
// keeps sessions, API keys and unsubscribe links valid while no one else can sign anything.
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { isVapidKeyPair } from '../../functions/_shared/push/vapid.ts';
import { DEMO_JWT_SECRET, randomSecrets, type LocalSecrets } from '../emulator/auth/keys.ts';

const ENVIRONMENT_NAMES: Record<keyof LocalSecrets, string> = {
  jwtSecret: 'JWT_SECRET',
  ingestSecret: 'INGEST_SECRET',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  alertSigningSecret: 'ALERT_SIGNING_SECRET',
  vapidPublicKey: 'VAPID_PUBLIC_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
};

const MIN_LENGTH = 32;

export class SecretsError extends Error {}

async function storedSecrets(file: string): Promise<Partial<LocalSecrets> | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return JSON.parse(text) as Partial<LocalSecrets>;
  } catch {
    throw new SecretsError(
      `${file} is not valid JSON: fix or remove it (a new one makes every session and key invalid)`,
    );
  }
}

/**
 * The secrets to run with. `production` refuses the public demo JWT secret, which would let anyone sign a
 * service_role token.
 */
export async function loadLocalSecrets(
  file: string,
  environment: NodeJS.ProcessEnv,
  production: boolean,
): Promise<LocalSecrets> {
  const stored = await storedSecrets(file);
  const fresh = randomSecrets();
  const secrets = {} as LocalSecrets;
  for (const [key, name] of Object.entries(ENVIRONMENT_NAMES) as Array<[keyof LocalSecrets, string]>) {
    const value = environment[name] || stored?.[key] || fresh[key];
    if (typeof value !== 'string' || value.length < MIN_LENGTH)
      throw new SecretsError(`${name} must be at least ${MIN_LENGTH} characters long`);
    secrets[key] = value;
  }
  // The two halves of the VAPID pair come from one place, and belong together.
  if (Boolean(environment.VAPID_PUBLIC_KEY) !== Boolean(environment.VAPID_PRIVATE_KEY))
    throw new SecretsError('Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (npx web-push generate-vapid-keys)');
  if (!isVapidKeyPair({ publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey }))
    throw new SecretsError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair in base64url');
  if (production && secrets.jwtSecret === DEMO_JWT_SECRET) {
    throw new SecretsError(
      'JWT_SECRET is the public demo secret of local Supabase stacks: production mode refuses it (anyone could sign a service_role token)',
    );
  }
  const toStore = Object.fromEntries(
    Object.keys(ENVIRONMENT_NAMES).map((key) => [
      key,
      stored?.[key as keyof LocalSecrets] ?? fresh[key as keyof LocalSecrets],
    ]),
  );
  if (!stored || Object.keys(ENVIRONMENT_NAMES).some((key) => stored[key as keyof LocalSecrets] === undefined)) {
    await writeFile(file, `${JSON.stringify(toStore, null, 2)}\n`, { mode: 0o600 });
  }
  // A file made by hand, or by an older version, may be readable by others.
  await chmod(file, 0o600);
  return secrets;
}
