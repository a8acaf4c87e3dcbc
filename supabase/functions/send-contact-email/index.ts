// Supabase edge entry of send-contact-email; the handler is shared with supabase/local.
import { denoDeps } from '../_shared/deno-deps.ts';
import { createSendContactEmail } from './handler.ts';

Deno.serve(createSendContactEmail(denoDeps()));
