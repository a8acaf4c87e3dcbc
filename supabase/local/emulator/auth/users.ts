// auth.users rows as GoTrue's API shows them, and the one-time tokens mailed for confirmation, recovery
// and e-mail change (stored hashed, valid for an hour).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';

export type UserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  email_change: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
};

export const ONE_TIME_TOKEN_MS = 60 * 60 * 1000;

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user object GoTrue returns. */
export function publicUser(row: UserRow) {
  const provider = (row.raw_app_meta_data.provider as string | undefined) ?? 'email';
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    confirmed_at: row.email_confirmed_at,
    new_email: row.email_change ?? undefined,
    phone: '',
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: { provider, providers: [provider], ...row.raw_app_meta_data },
    user_metadata: row.raw_user_meta_data,
    identities: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

/**
 * A user that does not exist, shaped as a new sign-up's: what sign-up answers for an address that already
 * has an account, so the answer tells nothing of that account.
 */
export function standInUser(email: string, metadata: Record<string, unknown>): UserRow {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    email_change: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
  };
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, email_change, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

export async function userByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function userById(sql: Sql, id: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function userByTokenHash(
  sql: Sql,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token',
  hash: string,
): Promise<(UserRow & { sent_at: string | null }) | null> {
  const sentColumn = {
    confirmation_token: 'confirmation_sent_at',
    recovery_token: 'recovery_sent_at',
    email_change_token: 'email_change_sent_at',
  }[column];
  const { rows } = await sql.query<UserRow & { sent_at: string | null }>(
    `select ${USER_COLUMNS}, ${sentColumn} as sent_at from auth.users where ${column} = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

export async function insertUser(
  sql: Sql,
  input: {
    email: string;
    passwordHash: string | null;
    metadata: Record<string, unknown>;
    provider: string;
    confirmed: boolean;
    confirmationHash: string | null;
  },
): Promise<UserRow> {
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, confirmation_token, confirmation_sent_at)
     values ($1, $2, $3::jsonb, $4::jsonb, case when $5::boolean then now() end, $6, case when $6::text is not null then now() end)
     returning ${USER_COLUMNS}`,
    [
      input.email,
      input.passwordHash,
      JSON.stringify(input.metadata),
      JSON.stringify({ provider: input.provider, providers: [input.provider] }),
      input.confirmed,
      input.confirmationHash,
    ],
  );
  return rows[0] as UserRow;
}
