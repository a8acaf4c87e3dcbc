// The local identity provider that stands in for Google (demo mode only): GET /authorize?provider=google shows
// its page, and POST /authorize/local, the page's form, signs in (or signs up) as the address typed there and
// redirects with the session, as Google's sign-in through GoTrue does.
import { sendRaw } from '../../node-request-response.ts';
import { authError } from '../gotrue-errors.ts';
import { identityProviderPage } from '../local-identity-provider.ts';
import { startSession } from '../sessions.ts';
import { insertUser, userByEmail } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { checkEmail, readForm } from './inputs.ts';
import { redirect, sessionFragment } from './session-redirect.ts';

export function createAuthorizePage(auth: AuthContext): AuthFlow {
  return async ({ request, response, url }) => {
    if (!auth.options.localIdentityProvider || url.searchParams.get('provider') !== 'google')
      throw authError(400, 'validation_failed', 'Unsupported provider: only google is enabled');
    const page = identityProviderPage(auth.safeRedirect(request, url.searchParams.get('redirect_to')));
    sendRaw(response, 200, page, { 'Content-Type': 'text/html; charset=utf-8' });
    return null;
  };
}

/** The page's form; without the local identity provider there is no such route. */
export function createLocalSignIn(auth: AuthContext): AuthFlow | null {
  if (!auth.options.localIdentityProvider) return null;
  const { db } = auth.options;
  return async ({ request, response }) => {
    auth.limit(request, 'signin');
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const name = (form.get('name') ?? '').trim().slice(0, 100);
    checkEmail(email);
    const redirectTo = auth.safeRedirect(request, form.get('redirect_to'));
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
      return startSession(sql, auth.settings, user, 'oauth');
    });
    redirect(response, `${redirectTo}#${sessionFragment(session, null)}`);
    return null;
  };
}
