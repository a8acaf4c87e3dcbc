// What a run of alerts needs from a function's surroundings: the service client, the mailer, the push
// sender (when the server has a VAPID identity), where the app and the API live, and the secret that signs
// unsubscribe links.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionDeps } from '../function-deps.ts';
import { createPushSender, type PushSender } from '../push/push-sender.ts';
import { vapidIdentity } from '../push/vapid.ts';
import { runAlerts, type AlertRunReport } from './run-alerts.ts';

export function appOrigin(deps: FunctionDeps): string {
  return (deps.env.get('SITE_URL') ?? '').split(',')[0]?.trim() || deps.supabaseUrl;
}

export function alertSigningSecret(deps: FunctionDeps): string {
  const secret = deps.env.get('ALERT_SIGNING_SECRET');
  if (!secret || secret.length < 16) throw new Error('ALERT_SIGNING_SECRET is not configured');
  return secret;
}

/** Web Push as this server sends it, or null when it has no VAPID keys. */
export function pushSenderFor(deps: FunctionDeps): PushSender | null {
  const vapid = vapidIdentity(deps.env);
  return vapid ? createPushSender({ vapid, network: deps.pushNetwork ?? { allowLoopback: false } }) : null;
}

export function runAlertsFor(deps: FunctionDeps, service: SupabaseClient): Promise<AlertRunReport> {
  return runAlerts({
    service,
    mailer: deps.mailer,
    push: pushSenderFor(deps),
    siteUrl: appOrigin(deps),
    apiUrl: deps.supabaseUrl,
    signingSecret: alertSigningSecret(deps),
  });
}
