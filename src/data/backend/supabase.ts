// The one supabase-js client of the main thread (auth and functions); data goes through the workers.
import { createClient } from '@supabase/supabase-js';
import { backendConfig } from './backend-config.ts';

const { url, anonKey } = backendConfig();

export const supabase = createClient(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
