// Sessions as GoTrue issues them: a short-lived access token (an HS256 JWT with Supabase's claims) and
// a rotating refresh token; a refresh token works once, and its successor replaces it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { signJwt } from './jwt.ts';
import { publicUser, type UserRow } from './users.ts';

export type SessionSettings = { jwtSecret: string; issuer: string; accessTokenSeconds: number };

export function accessToken(
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  method: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return signJwt(
    {
      aud: 'authenticated',
      iss: settings.issuer,
      iat: nowSeconds,
      exp: nowSeconds + settings.accessTokenSeconds,
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: nowSeconds }],
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: publicUser(user).app_metadata,
      user_metadata: user.raw_user_meta_data,
    },
    settings.jwtSecret,
  );
}

async function newRefreshToken(sql: Sql, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    token,
    userId,
    sessionId,
    parent,
  ]);
  return token;
}

async function sessionBody(
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(settings, user, sessionId, method, now),
    token_type: 'bearer',
    expires_in: settings.accessTokenSeconds,
    expires_at: now + settings.accessTokenSeconds,
    refresh_token: refreshToken,
    user: publicUser(user),
  };
}

export type SessionBody = Awaited<ReturnType<typeof sessionBody>>;

/** Starts a session for a user who just proved who they are. */
export async function startSession(
  sql: Sql,
  settings: SessionSettings,
  user: UserRow,
  method: string,
): Promise<SessionBody> {
  const sessionId = randomUUID();
  await sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  await sql.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const refreshToken = await newRefreshToken(sql, user.id, sessionId, null);
  return sessionBody(settings, { ...user, last_sign_in_at: new Date().toISOString() }, sessionId, refreshToken, method);
}

/**
 * How long a refresh token that was just traded in still answers, with the token it was traded for: GoTrue's
 * refresh token reuse interval (10 s by default on Supabase). A page that reloads while its refresh is in
 * flight, or two tabs refreshing at once, would otherwise sign the member out.
 */
const REFRESH_TOKEN_REUSE_SECONDS = 10;

/** The token a refresh token was traded for a moment ago, while it and its session are still valid. */
async function recentSuccessor(
  sql: Sql,
  token: string,
): Promise<{ token: string; user_id: string; session_id: string } | null> {
  const { rows } = await sql.query<{ token: string; user_id: string; session_id: string }>(
    `select child.token, child.user_id, child.session_id
     from auth.refresh_tokens parent
     join auth.refresh_tokens child on child.parent = parent.token and child.session_id = parent.session_id
     join auth.sessions session on session.id = child.session_id
     where parent.token = $1 and parent.revoked and not child.revoked
       and child.created_at > now() - make_interval(secs => $2)`,
    [token, REFRESH_TOKEN_REUSE_SECONDS],
  );
  return rows[0] ?? null;
}

/**
 * Trades a refresh token for a new session; null when the token is unknown or revoked, or was used longer
 * ago than the reuse interval.
 */
export async function refreshSession(
  sql: Sql,
  settings: SessionSettings,
  token: string,
  loadUser: (id: string) => Promise<UserRow | null>,
): Promise<SessionBody | null> {
  const { rows } = await sql.query<{ user_id: string; session_id: string }>(
    'update auth.refresh_tokens set revoked = true where token = $1 and not revoked returning user_id, session_id',
    [token],
  );
  const found = rows[0];
  if (!found) {
    const successor = await recentSuccessor(sql, token);
    const user = successor ? await loadUser(successor.user_id) : null;
    return successor && user
      ? sessionBody(settings, user, successor.session_id, successor.token, 'token_refresh')
      : null;
  }
  const user = await loadUser(found.user_id);
  if (!user) return null;
  const next = await newRefreshToken(sql, user.id, found.session_id, token);
  return sessionBody(settings, user, found.session_id, next, 'token_refresh');
}

/** Ends one session, or every session of the user. */
export async function endSessions(sql: Sql, userId: string, sessionId: string | null): Promise<void> {
  if (sessionId) await sql.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  else await sql.query('delete from auth.sessions where user_id = $1', [userId]);
  await sql.query(
    'update auth.refresh_tokens set revoked = true where user_id = $1 and ($2::uuid is null or session_id = $2::uuid)',
    [userId, sessionId],
  );
}
