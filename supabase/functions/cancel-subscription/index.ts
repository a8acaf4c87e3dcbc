// Supabase edge entry of cancel-subscription; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createCancelSubscription } from './handler.ts';

Deno.serve(createCancelSubscription(denoDeps()));
