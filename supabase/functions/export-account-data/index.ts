// Supabase edge entry of export-account-data; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createExportAccountData } from './handler.ts';

Deno.serve(createExportAccountData(denoDeps()));
