// alert-unsubscribe: the one-click unsubscribe of alert mails (RFC 8058). A POST with a valid signed token
// turns the member's alert mails off; a GET (a mail client or scanner following the link) never changes
// anything: it leads to the app's confirmation page, where the member confirms with a POST.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json, methodNotAllowed } from '../_shared/http.ts';
import { alertSigningSecret, appOrigin } from '../_shared/alerts/alert-run-deps.ts';
import { verifyUnsubscribeToken } from '../_shared/alerts/unsubscribe-token.ts';
import { serviceClient } from '../_shared/service-client.ts';

/** The methods alert-unsubscribe takes. */
export const ALERT_UNSUBSCRIBE_METHODS: readonly string[] = ['GET', 'POST', 'OPTIONS'];

export function createAlertUnsubscribe(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (request.method === 'GET') {
      return new Response(null, {
        status: 303,
        headers: { ...corsHeaders, Location: `${appOrigin(deps)}/unsubscribe?token=${encodeURIComponent(token)}` },
      });
    }
    if (request.method !== 'POST') return methodNotAllowed(ALERT_UNSUBSCRIBE_METHODS, 'Use POST to unsubscribe');
    const userId = await verifyUnsubscribeToken(token, alertSigningSecret(deps));
    if (!userId) return failure(400, 'This unsubscribe link is not valid');
    const { error } = await service.rpc('disable_alert_mails', { p_user_id: userId });
    if (error) return failure(500, 'Could not turn the alert mails off');
    return json({ unsubscribed: true });
  };
}
