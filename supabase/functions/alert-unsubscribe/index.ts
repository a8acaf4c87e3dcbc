// Supabase edge entry of alert-unsubscribe; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createAlertUnsubscribe } from './handler.ts';

Deno.serve(createAlertUnsubscribe(denoDeps()));
