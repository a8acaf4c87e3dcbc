// Supabase edge entry of create-checkout; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createCreateCheckout } from './handler.ts';

Deno.serve(createCreateCheckout(denoDeps()));
