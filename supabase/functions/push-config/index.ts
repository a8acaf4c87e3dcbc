// Supabase edge entry of push-config; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createPushConfig } from './handler.ts';

Deno.serve(createPushConfig(denoDeps()));
