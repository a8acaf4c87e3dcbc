// Supabase edge entry of listings-snapshot; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createListingsSnapshot } from './handler.ts';

Deno.serve(createListingsSnapshot(denoDeps()));
