// The language a member's mails and notifications are written in: their profile's. The server copies it into
// the account's metadata, which the hosted auth mails read. Written on every switch and at every sign-in.
import { supabaseClient } from '../backend/lazy-supabase.ts';
import type { Language } from '../../i18n/language.ts';

/** Saves `language` on the member's profile; resolves to an error message or null. */
export async function saveProfileLanguage(userId: string, language: Language): Promise<string | null> {
  try {
    const supabase = await supabaseClient();
    const { error } = await supabase.from('profiles').update({ language }).eq('user_id', userId);
    return error ? error.message : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
