// GET and DELETE /admin/users/<id>: the service role reads or deletes an account (delete-account calls it;
// the account's rows go with it by their foreign keys). Any other token is 403 before the id is looked at.
import type { IncomingMessage } from 'node:http';
import { authError } from '../gotrue-errors.ts';
import { publicUser, userById } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';

/** The route's path; its `id` group is the user id. */
export const ADMIN_USER_PATH = /^\/admin\/users\/(?<id>[^/]+)$/;

async function requireServiceRole(auth: AuthContext, request: IncomingMessage, userId: string): Promise<void> {
  const check = await auth.bearerCheck(request);
  if (!check?.ok || check.payload.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw authError(404, 'user_not_found', 'User not found');
}

export function createAdminGetUser(auth: AuthContext): AuthFlow {
  return async ({ request, params }) => {
    const userId = params.id ?? '';
    await requireServiceRole(auth, request, userId);
    const user = await auth.options.db.asOwner((sql) => userById(sql, userId));
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return { status: 200, body: publicUser(user) };
  };
}

export function createAdminDeleteUser(auth: AuthContext): AuthFlow {
  return async ({ request, params }) => {
    const userId = params.id ?? '';
    await requireServiceRole(auth, request, userId);
    const deleted = await auth.options.db.asOwner(
      async (sql) => (await sql.query('delete from auth.users where id = $1', [userId])).affectedRows,
    );
    if (deleted === 0) throw authError(404, 'user_not_found', 'User not found');
    return { status: 200, body: {} };
  };
}
