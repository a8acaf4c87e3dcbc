// send-alerts: one run of room alerts (see run-alerts.ts). Called every minute by the scheduler (pg_cron in
// production, supabase/local's own here) and right after each ingest batch; only the service role may call it.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { failure, json, methodNotAllowed } from '../_shared/http.ts';
import { runAlertsFor } from '../_shared/alerts/alert-run-deps.ts';
import { serviceClient } from '../_shared/service-client.ts';

/** The methods send-alerts takes. */
export const SEND_ALERTS_METHODS: readonly string[] = ['POST'];

export function createSendAlerts(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed(SEND_ALERTS_METHODS, 'Use POST');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token !== deps.serviceRoleKey) return failure(401, 'send-alerts takes the service role key');
    return json(await runAlertsFor(deps, service));
  };
}
