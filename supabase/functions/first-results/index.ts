// Supabase edge entry of first-results; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createFirstResults } from './handler.ts';

Deno.serve(createFirstResults(denoDeps()));
