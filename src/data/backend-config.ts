// Where the backend is: the page's own origin under supabase/local, or the Supabase project a production
// build names. Shared by the supabase-js client and the sync worker.

// The anon key every local Supabase stack uses (signed with the CLI's public demo secret): it grants
// only what row-level security allows the anonymous role, and is no secret.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function backendConfig(): { url: string; anonKey: string } {
  return {
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}
