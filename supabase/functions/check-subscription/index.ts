// Supabase edge entry of check-subscription; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createCheckSubscription } from './handler.ts';

Deno.serve(createCheckSubscription(denoDeps()));
