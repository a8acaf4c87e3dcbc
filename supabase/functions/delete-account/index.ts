// Supabase edge entry of delete-account; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createDeleteAccount } from './handler.ts';

Deno.serve(createDeleteAccount(denoDeps()));
