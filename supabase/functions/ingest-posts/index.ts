// Supabase edge entry of ingest-posts; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createIngestPosts } from './handler.ts';

Deno.serve(createIngestPosts(denoDeps()));
