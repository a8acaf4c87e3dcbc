// What every GoTrue flow shares: the server's options and session settings, the rate limits, the rule that
// keeps redirects on the caller's site, and who a request's bearer token says it is.
import type { IncomingMessage } from 'node:http';
import type { Mailer } from '../../../../functions/_shared/mail.ts';
import type { ClientAddressOf } from '../../client-address.ts';
import type { Database } from '../../db/database.ts';
import { authError } from '../gotrue-errors.ts';
import { verifyJwt, type JwtCheck } from '../jwt.ts';
import { RateLimiter } from '../rate-limit.ts';
import { isUuid } from '../request-auth.ts';
import type { SessionSettings } from '../sessions.ts';
import { userById, type UserRow } from '../users.ts';
import { str } from './inputs.ts';

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

/** The one-time links GoTrue mails, by the type their verify link names. */
export type VerifyType = 'signup' | 'recovery' | 'email_change';

export type AuthContext = {
  options: GoTrueOptions;
  settings: SessionSettings;
  /** Counts one attempt at `action` by the request's client: a 429 once its window is used up. */
  limit: (request: IncomingMessage, action: string) => void;
  /** The same limit, counted against any key (an account, say). */
  limitKey: (key: string) => void;
  /** Keeps a redirect on the site the request came from: anything else falls back to that site's root. */
  safeRedirect: (request: IncomingMessage, raw: string | null) => string;
  /** The link a verification mail carries. */
  verifyLink: (request: IncomingMessage, token: string, type: VerifyType, redirectTo: string) => string;
  /** The signed-in user of a request, from its bearer access token. */
  currentUser: (request: IncomingMessage) => Promise<{ user: UserRow; sessionId: string | null }>;
  /** The check of the request's bearer token; null without one. */
  bearerCheck: (request: IncomingMessage) => Promise<JwtCheck | null>;
};

export function createAuthContext(options: GoTrueOptions): AuthContext {
  const limiter = new RateLimiter(options.rateLimit.attempts, options.rateLimit.windowMs);

  const limitKey = (key: string) => {
    if (!limiter.allow(key)) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  };

  const bearerCheck = async (request: IncomingMessage) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return token ? verifyJwt(token, options.jwtSecret) : null;
  };

  return {
    options,
    settings: {
      jwtSecret: options.jwtSecret,
      issuer: `${options.siteUrl}/auth/v1`,
      accessTokenSeconds: options.accessTokenSeconds,
    },
    limit: (request, action) => limitKey(`${action}:${options.clientAddressOf(request)}`),
    limitKey,
    safeRedirect: (request, raw) => {
      const site = options.siteUrlFor(request);
      if (!raw) return site;
      try {
        const target = new URL(raw, site);
        return target.origin === new URL(site).origin ? target.toString() : site;
      } catch {
        return site;
      }
    },
    verifyLink: (request, token, type, redirectTo) =>
      `${options.siteUrlFor(request)}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`,
    bearerCheck,
    currentUser: async (request) => {
      const check = await bearerCheck(request);
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
      const user = await options.db.asOwner((sql) => userById(sql, sub));
      if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return { user, sessionId: str(check.payload.session_id) };
    },
  };
}
