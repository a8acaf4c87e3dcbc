// POST /logout: ends the token's session (?scope=global: every session of the user) and revokes its refresh
// tokens; the access token itself stays valid until it expires, as GoTrue's does.
import { endSessions } from '../sessions.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';

export function createLogout(auth: AuthContext): AuthFlow {
  return async ({ request, url }) => {
    const { user, sessionId } = await auth.currentUser(request);
    const scope = url.searchParams.get('scope');
    await auth.options.db.asOwner((sql) => endSessions(sql, user.id, scope === 'global' ? null : sessionId));
    return { status: 204, body: undefined };
  };
}
