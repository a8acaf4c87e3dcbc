// supabase-js loads on first use, so that the landing route stays small; every client of it asks here.
import type { SupabaseClient } from '@supabase/supabase-js';

export async function supabaseClient(): Promise<SupabaseClient> {
  return (await import('./supabase.ts')).supabase;
}
