// What a run of alerts needs from a function's surroundings: the service client, the mailer, where the app
// and the API live, and the secret that signs unsubscribe links.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionDeps } from '../function-deps.ts';
import { runAlerts, type AlertRunReport } from './run-alerts.ts';

export function appOrigin(deps: FunctionDeps): string {
  return (deps.env.get('SITE_URL') ?? '').split(',')[0]?.trim() || deps.supabaseUrl;
}

export function alertSigningSecret(deps: FunctionDeps): string {
  const secret = deps.env.get('ALERT_SIGNING_SECRET');
  if (!secret || secret.length < 16) throw new Error('ALERT_SIGNING_SECRET is not configured');
  return secret;
}

export function runAlertsFor(deps: FunctionDeps, service: SupabaseClient): Promise<AlertRunReport> {
  return runAlerts({
    service,
    mailer: deps.mailer,
    siteUrl: appOrigin(deps),
    apiUrl: deps.supabaseUrl,
    signingSecret: alertSigningSecret(deps),
  });
}
