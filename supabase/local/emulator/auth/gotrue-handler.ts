// /auth/v1: the subset of GoTrue that auth-js calls, as a route table with one module per flow (in flows/):
// sign-up with a confirmation mail, password and refresh-token grants, the user (read, change password,
// change e-mail with a verification mail, metadata), logout, recovery, verification links, admin read and
// deletion, and a local identity provider for Google. Errors answer in GoTrue's shape; an unknown path, or a
// known one with another method, is GoTrue's 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../node-request-response.ts';
import { authError } from './gotrue-errors.ts';
import { ADMIN_USER_PATH, createAdminDeleteUser, createAdminGetUser } from './flows/admin-users.ts';
import { createAuthContext, type GoTrueOptions } from './flows/auth-context.ts';
import { findRoute, type AuthRoute } from './flows/auth-flow.ts';
import { createAuthorizePage, createLocalSignIn } from './flows/authorize.ts';
import { createLogout } from './flows/logout.ts';
import { createRecover } from './flows/recover.ts';
import { createSettings } from './flows/settings.ts';
import { createSignUp } from './flows/sign-up.ts';
import { createTokenGrant } from './flows/token.ts';
import { createGetUser, createUpdateUser } from './flows/user.ts';
import { createVerify } from './flows/verify.ts';

export type { GoTrueOptions };

/** Every route under /auth/v1, by method and path. */
export const AUTH_ROUTES: readonly AuthRoute[] = [
  { method: 'POST', path: '/signup', create: createSignUp },
  { method: 'POST', path: '/token', create: createTokenGrant },
  { method: 'GET', path: '/user', create: createGetUser },
  { method: 'PUT', path: '/user', create: createUpdateUser },
  { method: 'POST', path: '/logout', create: createLogout },
  { method: 'POST', path: '/recover', create: createRecover },
  { method: 'GET', path: '/verify', create: createVerify },
  { method: 'GET', path: '/authorize', create: createAuthorizePage },
  { method: 'POST', path: '/authorize/local', create: createLocalSignIn },
  { method: 'GET', path: '/settings', create: createSettings },
  { method: 'GET', path: ADMIN_USER_PATH, create: createAdminGetUser },
  { method: 'DELETE', path: ADMIN_USER_PATH, create: createAdminDeleteUser },
];

export function createGoTrueHandler(options: GoTrueOptions) {
  const auth = createAuthContext(options);
  // Each flow is made once; a flow that is off on this server (null) leaves its route out.
  const routes = AUTH_ROUTES.flatMap(({ method, path, create }) => {
    const flow = create(auth);
    return flow ? [{ method, path, flow }] : [];
  });

  const answer = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const found = findRoute(routes, request.method ?? 'GET', url.pathname.slice('/auth/v1'.length));
    if (!found) throw authError(404, 'not_found', 'Not found');
    return found.route.flow({ request, response, url, params: found.params });
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    try {
      const result = await answer(request, response, url);
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
