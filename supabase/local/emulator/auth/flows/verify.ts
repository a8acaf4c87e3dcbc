// GET /verify: the links of the mails (sign-up confirmation, recovery, e-mail change). A valid link, used
// within the hour, does what it says once and redirects with a session in the fragment; any other redirects
// with GoTrue's otp_expired error.
import { hashToken, ONE_TIME_TOKEN_MS, userById, userByTokenHash } from '../users.ts';
import { startSession } from '../sessions.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { redirect, sessionFragment } from './session-redirect.ts';

const TOKEN_COLUMN = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token',
} as const;

export function createVerify(auth: AuthContext): AuthFlow {
  const { db } = auth.options;
  return async ({ request, response, url }) => {
    auth.limit(request, 'verify');
    const redirectTo = auth.safeRedirect(request, url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type');
    const token = url.searchParams.get('token') ?? '';
    const fail = () => {
      redirect(
        response,
        `${redirectTo}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`,
      );
      return null;
    };
    if (type !== 'signup' && type !== 'recovery' && type !== 'email_change') return fail();
    const session = await db.asOwner(async (sql) => {
      const user = await userByTokenHash(sql, TOKEN_COLUMN[type], hashToken(token));
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
      return fresh ? startSession(sql, auth.settings, fresh, type === 'recovery' ? 'recovery' : 'otp') : null;
    });
    if (!session) return fail();
    redirect(response, `${redirectTo}#${sessionFragment(session, type)}`);
    return null;
  };
}
