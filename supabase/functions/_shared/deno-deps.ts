// Dependencies of a function deployed to Supabase, read from its environment and secrets.
import type { FunctionDeps } from './function-deps.ts';
import { createHttpMailer } from './http-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the secret ${name}`);
  return value;
}

export function denoDeps(): FunctionDeps {
  return {
    env: Deno.env,
    // SMTP when SMTP_URL is set (self-hosting), else the HTTP e-mail API.
    mailer: Deno.env.get('SMTP_URL')
      ? createSmtpMailer(required('SMTP_URL'), required('EMAIL_FROM'))
      : createHttpMailer({ apiKey: required('EMAIL_API_KEY'), from: required('EMAIL_FROM') }),
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    // Read on first use, so functions that take no payment run without the Stripe secrets.
    get payments() {
      return createStripeProvider(required('STRIPE_SECRET_KEY'), required('STRIPE_PRICE_ID'));
    },
  };
}
