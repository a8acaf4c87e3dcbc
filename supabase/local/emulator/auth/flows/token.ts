// POST /token: the grants auth-js uses, chosen by ?grant_type: password (a sign-in, rate limited per client)
// and refresh_token (a refresh token works once; its successor comes back with the new session).
import type { IncomingMessage } from 'node:http';
import { authError } from '../gotrue-errors.ts';
import { verifyPassword } from '../password-hasher.ts';
import { refreshSession, startSession } from '../sessions.ts';
import { userByEmail, userById } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { credentials, readJson, str } from './inputs.ts';

export function createTokenGrant(auth: AuthContext): AuthFlow {
  const { db } = auth.options;

  const passwordGrant = async (request: IncomingMessage) => {
    auth.limit(request, 'signin');
    const { email, password } = credentials(await readJson(request));
    if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone');
    const user = await db.asOwner((sql) => userByEmail(sql, email));
    const isMatch = user?.encrypted_password ? await verifyPassword(password, user.encrypted_password) : false;
    if (!user || !isMatch) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    return { status: 200, body: await db.asOwner((sql) => startSession(sql, auth.settings, user, 'password')) };
  };

  const refreshGrant = async (request: IncomingMessage) => {
    const body = (await readJson(request)) as { refresh_token?: unknown } | undefined;
    const token = str(body?.refresh_token);
    if (!token) throw authError(400, 'validation_failed', 'refresh_token is required');
    const session = await db.asOwner((sql) => refreshSession(sql, auth.settings, token, (id) => userById(sql, id)));
    if (!session) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return { status: 200, body: session };
  };

  return async ({ request, url }) => {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(request);
    if (grant === 'refresh_token') return refreshGrant(request);
    throw authError(400, 'validation_failed', 'Unsupported grant type');
  };
}
