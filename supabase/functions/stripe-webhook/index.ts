// Supabase edge entry of stripe-webhook; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createStripeWebhook } from './handler.ts';

Deno.serve(createStripeWebhook(denoDeps()));
