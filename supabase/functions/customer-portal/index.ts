// Supabase edge entry of customer-portal; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createCustomerPortal } from './handler.ts';

Deno.serve(createCustomerPortal(denoDeps()));
