import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from './gotrue-handler.ts';
import { createAdminDeleteUser, createAdminGetUser } from './flows/admin-users.ts';
import { findRoute } from './flows/auth-flow.ts';
import { createAuthorizePage, createLocalSignIn } from './flows/authorize.ts';
import { createLogout } from './flows/logout.ts';
import { createRecover } from './flows/recover.ts';
import { createSettings } from './flows/settings.ts';
import { createSignUp } from './flows/sign-up.ts';
import { createTokenGrant } from './flows/token.ts';
import { createGetUser, createUpdateUser } from './flows/user.ts';
import { createVerify } from './flows/verify.ts';

describe('the /auth/v1 route table', () => {
  it.each([
    ['POST', '/signup', createSignUp, {}],
    ['POST', '/token', createTokenGrant, {}],
    ['GET', '/user', createGetUser, {}],
    ['PUT', '/user', createUpdateUser, {}],
    ['POST', '/logout', createLogout, {}],
    ['POST', '/recover', createRecover, {}],
    ['GET', '/verify', createVerify, {}],
    ['GET', '/authorize', createAuthorizePage, {}],
    ['POST', '/authorize/local', createLocalSignIn, {}],
    ['GET', '/settings', createSettings, {}],
    ['GET', '/admin/users/abc', createAdminGetUser, { id: 'abc' }],
    ['DELETE', '/admin/users/abc', createAdminDeleteUser, { id: 'abc' }],
  ])('%s %s goes to its flow', (method, path, create, params) => {
    const found = findRoute(AUTH_ROUTES, method, path);
    expect(found?.route.create).toBe(create);
    expect(found?.params).toEqual(params);
  });

  it.each([
    ['GET', '/token'],
    ['POST', '/user'],
    ['DELETE', '/user'],
    ['GET', '/logout'],
    ['HEAD', '/settings'],
    ['OPTIONS', '/signup'],
    ['GET', '/authorize/local'],
    ['PUT', '/admin/users/abc'],
    ['GET', '/admin/users/'],
    ['GET', '/admin/users/abc/'],
    ['GET', '/admin/users/a/b'],
    ['GET', '/admin/users'],
    ['GET', '/user/'],
    ['GET', '/USER'],
    ['GET', ''],
    ['GET', '/'],
    ['POST', '/token/'],
    ['GET', '/constructor'],
    ['GET', '/__proto__'],
  ])('%s %s finds nothing (GoTrue 404)', (method, path) => {
    expect(findRoute(AUTH_ROUTES, method, path)).toBeNull();
  });
});
