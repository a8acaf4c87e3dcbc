// Supabase edge entry of send-alerts; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createSendAlerts } from './handler.ts';

Deno.serve(createSendAlerts(denoDeps()));
