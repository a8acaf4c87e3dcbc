// /auth/v1: the subset of GoTrue that auth-js calls: sign-up with a confirmation mail, password and
// refresh-token grants, the user (read, change password, change e-mail with a verification mail, metadata),
// logout, recovery, verification links, admin read and deletion, and a local identity provider for Google.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { Mailer } from '../../functions/_shared/mail.ts';
import type { Database, Sql } from '../db/database.ts';
import { HttpError, parseJsonBody, readBody, sendJson, sendRaw } from '../http.ts';
import { authError } from './gotrue-errors.ts';
import { verifyJwt } from './jwt.ts';
import { isUuid } from './request-auth.ts';
import { identityProviderPage } from './local-identity-provider.ts';
import { RateLimiter } from './rate-limit.ts';
import type { ClientAddressOf } from '../client-address.ts';
import { endSessions, refreshSession, startSession, type SessionSettings } from './sessions.ts';
import {
  ONE_TIME_TOKEN_MS,
  hashToken,
  insertUser,
  newOneTimeToken,
  publicUser,
  standInUser,
  userByEmail,
  userById,
  userByTokenHash,
  type UserRow,
} from './users.ts';
import { verificationMail } from './auth-mails.ts';

export type GoTrueOptions = {
  db: Database;
  mailer: Mailer;
  jwtSecret: string;
  /** The server's own address: the issuer of its tokens. */
  siteUrl: string;
  /** The app's origin as a request reached it (or SITE_URL's): where its mail links and redirects lead. */
  siteUrlFor: (request: IncomingMessage) => string;
  accessTokenSeconds: number;
  bcryptCost: number;
  rateLimit: { attempts: number; windowMs: number };
  /** The page standing in for Google (demo mode only: it signs anyone in as any address). */
  localIdentityProvider: boolean;
  /** Who the client is, for the rate limits (behind a proxy, from X-Forwarded-For). */
  clientAddressOf: ClientAddressOf;
};

const MAX_BODY = 64 * 1024;
// GoTrue's own address check (the WHATWG form of a valid e-mail), with a dot in the domain as real mail
// needs: no comma, quote, parenthesis or space can reach a filter or a header through an address.
const EMAIL_SHAPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
type VerifyType = 'signup' | 'recovery' | 'email_change';
const TOKEN_COLUMN = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token',
} as const;

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function createGoTrueHandler(options: GoTrueOptions) {
  const settings: SessionSettings = {
    jwtSecret: options.jwtSecret,
    issuer: `${options.siteUrl}/auth/v1`,
    accessTokenSeconds: options.accessTokenSeconds,
  };
  const limiter = new RateLimiter(options.rateLimit.attempts, options.rateLimit.windowMs);
  const { db } = options;

  const limit = (request: IncomingMessage, action: string) => {
    if (!limiter.allow(`${action}:${options.clientAddressOf(request)}`)) {
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };

  /** Keeps redirects on the site the request came from: anything else falls back to that site's root. */
  const safeRedirect = (request: IncomingMessage, raw: string | null): string => {
    const site = options.siteUrlFor(request);
    if (!raw) return site;
    try {
      const target = new URL(raw, site);
      return target.origin === new URL(site).origin ? target.toString() : site;
    } catch {
      return site;
    }
  };

  const verifyLink = (request: IncomingMessage, token: string, type: VerifyType, redirectTo: string) =>
    `${options.siteUrlFor(request)}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

  const credentials = (body: unknown) => {
    const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const email = str(record.email)?.trim().toLowerCase() ?? '';
    const password = str(record.password) ?? '';
    return { record, email, password };
  };

  const checkEmail = (email: string) => {
    if (!EMAIL_SHAPE.test(email) || email.length > 254)
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  };

  const checkPassword = (password: string) => {
    if (password.length < 6) throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
    if (password.length > 128) throw authError(422, 'weak_password', 'Password should be at most 128 characters.');
  };

  /** The signed-in user of a request, from its bearer access token. */
  const currentUser = async (request: IncomingMessage): Promise<{ user: UserRow; sessionId: string | null }> => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const check = token ? verifyJwt(token, options.jwtSecret) : null;
    // sub and session_id go into uuid columns: a token whose claims are not UUIDs is as invalid as a forged one.
    const hasValidIds =
      check?.ok &&
      isUuid(check.payload.sub) &&
      (check.payload.session_id === undefined || isUuid(check.payload.session_id));
    if (!check?.ok || check.payload.role !== 'authenticated' || !hasValidIds) {
      throw authError(
        401,
        check && !check.ok && check.reason === 'expired' ? 'session_expired' : 'bad_jwt',
        'invalid JWT: unable to parse or verify signature',
      );
    }
    const sub = check.payload.sub as string;
    const user = await db.asOwner((sql) => userById(sql, sub));
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId: str(check.payload.session_id) };
  };

  const signUp = async (request: IncomingMessage, url: URL) => {
    limit(request, 'signup');
    const { record, email, password } = credentials(parseJsonBody(await readBody(request, MAX_BODY)));
    checkEmail(email);
    checkPassword(password);
    const data =
      typeof record.data === 'object' && record.data !== null && !Array.isArray(record.data)
        ? (record.data as Record<string, unknown>)
        : {};
    const redirectTo = safeRedirect(request, url.searchParams.get('redirect_to'));
    const passwordHash = await hashPassword(password, options.bcryptCost);
    const { token, hash } = newOneTimeToken();
    const result = await db.asOwner(async (sql) => {
      const existing = await userByEmail(sql, email);
      if (existing?.email_confirmed_at) return { user: null, send: false };
      if (existing) {
        await sql.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
          existing.id,
          hash,
        ]);
        return { user: null, send: true };
      }
      return {
        user: await insertUser(sql, {
          email,
          passwordHash,
          metadata: data,
          provider: 'email',
          confirmed: false,
          confirmationHash: hash,
        }),
        send: true,
      };
    });
    if (result.send)
      await options.mailer.send(verificationMail('signup', email, verifyLink(request, token, 'signup', redirectTo)));
    // An address that has an account gets a made-up user, as GoTrue answers: nothing of the account (its
    // id, its sign-ins, its name) reaches someone who merely typed its address. An empty identities list
    // still tells the app to say the address is registered, as Supabase's does.
    const user = result.user ?? standInUser(email, data);
    return { status: 200, body: { ...publicUser(user), identities: result.send ? [{ provider: 'email' }] : [] } };
  };

  const passwordGrant = async (request: IncomingMessage) => {
    limit(request, 'signin');
    const { email, password } = credentials(parseJsonBody(await readBody(request, MAX_BODY)));
    if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone');
    const user = await db.asOwner((sql) => userByEmail(sql, email));
    const isMatch = user?.encrypted_password ? await verifyPassword(password, user.encrypted_password) : false;
    if (!user || !isMatch) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    return { status: 200, body: await db.asOwner((sql) => startSession(sql, settings, user, 'password')) };
  };

  const refreshGrant = async (request: IncomingMessage) => {
    const body = parseJsonBody(await readBody(request, MAX_BODY)) as { refresh_token?: unknown } | undefined;
    const token = str(body?.refresh_token);
    if (!token) throw authError(400, 'validation_failed', 'refresh_token is required');
    const session = await db.asOwner((sql) => refreshSession(sql, settings, token, (id) => userById(sql, id)));
    if (!session) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return { status: 200, body: session };
  };

  const updateUser = async (request: IncomingMessage, url: URL) => {
    const { user } = await currentUser(request);
    const body = parseJsonBody(await readBody(request, MAX_BODY));
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw authError(400, 'validation_failed', 'The body must be a JSON object');
    const record = body as Record<string, unknown>;
    let mail: { to: string; link: string } | null = null;
    const password = str(record.password);
    if (password !== null) {
      // Every new password is hashed: as many as sign-ins allow, per address and per account.
      limit(request, 'password_change');
      if (!limiter.allow(`password_change:${user.id}`))
        throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
      checkPassword(password);
    }
    const newEmail = str(record.email)?.trim().toLowerCase() ?? null;
    if (newEmail !== null && newEmail !== user.email) checkEmail(newEmail);
    const passwordHash = password !== null ? await hashPassword(password, options.bcryptCost) : null;
    const updated = await db.asOwner(async (sql: Sql) => {
      if (passwordHash)
        await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          passwordHash,
        ]);
      if (typeof record.data === 'object' && record.data !== null && !Array.isArray(record.data)) {
        await sql.query(
          'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(record.data)],
        );
      }
      if (newEmail !== null && newEmail !== user.email) {
        if (await userByEmail(sql, newEmail))
          throw authError(422, 'email_exists', 'A user with this email address has already been registered');
        const { token, hash } = newOneTimeToken();
        await sql.query(
          'update auth.users set email_change = $2, email_change_token = $3, email_change_sent_at = now() where id = $1',
          [user.id, newEmail, hash],
        );
        mail = {
          to: newEmail,
          link: verifyLink(request, token, 'email_change', safeRedirect(request, url.searchParams.get('redirect_to'))),
        };
      }
      return userById(sql, user.id);
    });
    const pending = mail as { to: string; link: string } | null;
    if (pending) await options.mailer.send(verificationMail('email_change', pending.to, pending.link));
    return { status: 200, body: publicUser(updated as UserRow) };
  };

  const recover = async (request: IncomingMessage, url: URL) => {
    limit(request, 'recover');
    const { email } = credentials(parseJsonBody(await readBody(request, MAX_BODY)));
    checkEmail(email);
    const { token, hash } = newOneTimeToken();
    const user = await db.asOwner(async (sql) => {
      const found = await userByEmail(sql, email);
      if (found)
        await sql.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
          found.id,
          hash,
        ]);
      return found;
    });
    if (user)
      await options.mailer.send(
        verificationMail(
          'recovery',
          email,
          verifyLink(request, token, 'recovery', safeRedirect(request, url.searchParams.get('redirect_to'))),
        ),
      );
    // The same answer for unknown addresses, so recovery cannot be used to probe accounts.
    return { status: 200, body: {} };
  };

  const verify = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    limit(request, 'verify');
    const redirectTo = safeRedirect(request, url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type');
    const token = url.searchParams.get('token') ?? '';
    const fail = () =>
      redirect(
        response,
        `${redirectTo}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`,
      );
    if (type !== 'signup' && type !== 'recovery' && type !== 'email_change') return fail();
    const session = await db.asOwner(async (sql) => {
      const column = TOKEN_COLUMN[type];
      const user = await userByTokenHash(sql, column, hashToken(token));
      if (!user || !user.sent_at || Date.now() - Date.parse(user.sent_at) > ONE_TIME_TOKEN_MS) return null;
      if (type === 'signup')
        await sql.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null where id = $1',
          [user.id],
        );
      if (type === 'recovery')
        await sql.query(
          'update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [user.id],
        );
      if (type === 'email_change')
        await sql.query(
          'update auth.users set email = email_change, email_change = null, email_change_token = null, updated_at = now() where id = $1',
          [user.id],
        );
      const fresh = await userById(sql, user.id);
      return fresh ? startSession(sql, settings, fresh, type === 'recovery' ? 'recovery' : 'otp') : null;
    });
    if (!session) return fail();
    return redirect(response, `${redirectTo}#${sessionFragment(session, type)}`);
  };

  const authorizePage = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (!options.localIdentityProvider || url.searchParams.get('provider') !== 'google')
      throw authError(400, 'validation_failed', 'Unsupported provider: only google is enabled');
    sendRaw(response, 200, identityProviderPage(safeRedirect(request, url.searchParams.get('redirect_to'))), {
      'Content-Type': 'text/html; charset=utf-8',
    });
  };

  const authorizeLocal = async (request: IncomingMessage, response: ServerResponse) => {
    limit(request, 'signin');
    const form = new URLSearchParams((await readBody(request, MAX_BODY)).toString('utf8'));
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const name = (form.get('name') ?? '').trim().slice(0, 100);
    checkEmail(email);
    const redirectTo = safeRedirect(request, form.get('redirect_to'));
    const session = await db.asOwner(async (sql) => {
      const user =
        (await userByEmail(sql, email)) ??
        (await insertUser(sql, {
          email,
          passwordHash: null,
          metadata: { full_name: name, first_name: name.split(/\s+/)[0] ?? '' },
          provider: 'google',
          confirmed: true,
          confirmationHash: null,
        }));
      return startSession(sql, settings, user, 'oauth');
    });
    redirect(response, `${redirectTo}#${sessionFragment(session, null)}`);
  };

  const requireAdmin = (request: IncomingMessage, userId: string) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const check = token ? verifyJwt(token, options.jwtSecret) : null;
    if (!check?.ok || check.payload.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw authError(404, 'user_not_found', 'User not found');
  };

  const adminGetUser = async (request: IncomingMessage, userId: string) => {
    requireAdmin(request, userId);
    const user = await db.asOwner((sql) => userById(sql, userId));
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return { status: 200, body: publicUser(user) };
  };

  const adminDeleteUser = async (request: IncomingMessage, userId: string) => {
    requireAdmin(request, userId);
    const deleted = await db.asOwner(
      async (sql) => (await sql.query('delete from auth.users where id = $1', [userId])).affectedRows,
    );
    if (deleted === 0) throw authError(404, 'user_not_found', 'User not found');
    return { status: 200, body: {} };
  };

  const route = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<{ status: number; body: unknown } | null> => {
    const path = url.pathname.slice('/auth/v1'.length);
    const method = request.method ?? 'GET';
    const grant = url.searchParams.get('grant_type');
    if (method === 'POST' && path === '/signup') return signUp(request, url);
    if (method === 'POST' && path === '/token' && grant === 'password') return passwordGrant(request);
    if (method === 'POST' && path === '/token' && grant === 'refresh_token') return refreshGrant(request);
    if (method === 'POST' && path === '/token') throw authError(400, 'validation_failed', 'Unsupported grant type');
    if (method === 'GET' && path === '/user')
      return { status: 200, body: publicUser((await currentUser(request)).user) };
    if (method === 'PUT' && path === '/user') return updateUser(request, url);
    if (method === 'POST' && path === '/logout') {
      const { user, sessionId } = await currentUser(request);
      const scope = url.searchParams.get('scope');
      await db.asOwner((sql) => endSessions(sql, user.id, scope === 'global' ? null : sessionId));
      return { status: 204, body: undefined };
    }
    if (method === 'POST' && path === '/recover') return recover(request, url);
    if (method === 'GET' && path === '/verify') {
      await verify(request, response, url);
      return null;
    }
    if (method === 'GET' && path === '/authorize') {
      authorizePage(request, response, url);
      return null;
    }
    if (method === 'POST' && path === '/authorize/local' && options.localIdentityProvider) {
      await authorizeLocal(request, response);
      return null;
    }
    if (method === 'GET' && path === '/settings') {
      return {
        status: 200,
        body: {
          external: { email: true, google: options.localIdentityProvider },
          disable_signup: false,
          mailer_autoconfirm: false,
        },
      };
    }
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && adminUser?.[1]) return adminDeleteUser(request, adminUser[1]);
    if (method === 'GET' && adminUser?.[1]) return adminGetUser(request, adminUser[1]);
    throw authError(404, 'not_found', 'Not found');
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    try {
      const result = await route(request, response, url);
      if (result) sendJson(response, result.status, result.body);
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(response, error.status, error.body);
        return;
      }
      console.error('Auth request failed', request.method, url.pathname, error);
      sendJson(response, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' });
    }
  };
}

function sessionFragment(
  session: { access_token: string; refresh_token: string; expires_in: number; expires_at: number },
  type: string | null,
): string {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
  });
  if (type) fragment.set('type', type);
  return fragment.toString();
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}
