// push-config: the server's VAPID public key, which a browser needs to subscribe a device to this server's
// pushes (PushManager.subscribe's applicationServerKey). Public by nature: push services check it against
// the signature of every push. 404 when the server has no VAPID keys (alerts then go by e-mail only).
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json, methodNotAllowed } from '../_shared/http.ts';
import { vapidIdentity } from '../_shared/push/vapid.ts';

/** The methods push-config takes. */
export const PUSH_CONFIG_METHODS: readonly string[] = ['GET', 'OPTIONS'];

export function createPushConfig(deps: FunctionDeps): FunctionHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'GET') return methodNotAllowed(PUSH_CONFIG_METHODS, 'Use GET');
    const vapid = vapidIdentity(deps.env);
    if (!vapid) return failure(404, 'Notifications on devices are not set up on this server');
    // Short-lived: a new key pair must reach every open app soon, which then subscribes its device again.
    return json({ public_key: vapid.publicKey }, 200, { 'Cache-Control': 'public, max-age=300' });
  };
}
