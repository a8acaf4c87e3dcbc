// The one supabase-js client of the main thread. The app and its API share an origin under
// supabase/local; a production build names its Supabase project through VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY.
import { createClient } from '@supabase/supabase-js';

// The anon key every local Supabase stack uses (signed with the CLI's public demo secret): it grants
// only what row-level security allows the anonymous role, and is no secret.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const url = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const supabase = createClient(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
