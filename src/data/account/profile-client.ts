// The member's profile and whether they have an alert, read with their session.
import { supabaseClient } from '../backend/lazy-supabase.ts';

/** The member's first name from their profile, or null. */
export async function fetchFirstName(userId: string): Promise<string | null> {
  const { data, error } = await (
    await supabaseClient()
  )
    .from('profiles')
    .select('first_name')
    .eq('user_id', userId)
    .single();
  if (error) throw error;
  return typeof data?.first_name === 'string' ? data.first_name : null;
}

/** Whether the member has a saved alert (the redirect checks of /auth and /onboarding). */
export async function hasSavedAlert(userId: string): Promise<boolean> {
  const { data, error } = await (
    await supabaseClient()
  )
    .from('saved_filters')
    .select('id')
    .eq('user_id', userId)
    .eq('_deleted', false)
    .limit(1);
  if (error) throw error;
  return (data ?? []).length > 0;
}
