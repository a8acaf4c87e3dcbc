// The redirect that hands a session to the app after a verification link or the local identity provider:
// GoTrue's implicit flow, the tokens in the fragment so they never reach a server's logs.
import type { ServerResponse } from 'node:http';
import type { SessionBody } from '../sessions.ts';

/** A 303 to `location` that no cache keeps. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

/** The fragment auth-js reads a session from; `type` names the link that made it (signup, recovery...). */
export function sessionFragment(session: SessionBody, type: string | null): string {
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
