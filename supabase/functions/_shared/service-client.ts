// The service-role client a function uses for the database. Functions never use Realtime, but supabase-js
// builds its client anyway, and Node 20 (supabase/local) has no WebSocket of its own: the host passes one.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionDeps } from './function-deps.ts';

export function serviceClient(deps: FunctionDeps): SupabaseClient {
  return createClient(deps.supabaseUrl, deps.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(deps.webSocket ? { realtime: { transport: deps.webSocket as never } } : {}),
  });
}
