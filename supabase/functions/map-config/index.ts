// Supabase edge entry of map-config; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createMapConfig } from './handler.ts';

Deno.serve(createMapConfig(denoDeps()));
