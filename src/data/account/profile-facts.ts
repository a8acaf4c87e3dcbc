// The profile facts reply templates are filled with (age, occupation, move-in date, how long), read and saved
// with the member's session. The last ones read are kept on this device, so a template fills offline too;
// signing out forgets them with the member's other data (profile-facts-storage.ts).
import type { MemberFacts, StayLength } from '../../domain/follow-up/reply-templates.ts';
import { STAY_LENGTHS } from '../../domain/follow-up/reply-templates.ts';
import { supabaseClient } from '../backend/lazy-supabase.ts';
import { profileFactsKey as storageKey } from './profile-facts-storage.ts';

export type ProfileFacts = Omit<MemberFacts, 'firstName'>;

export const NO_PROFILE_FACTS: ProfileFacts = { age: null, occupation: null, moveInDate: null, stayLength: null };

type Row = { age: unknown; occupation: unknown; move_in_date: unknown; stay_length: unknown };

function factsOf(row: Partial<Row> | null | undefined): ProfileFacts {
  return {
    age: typeof row?.age === 'number' ? row.age : null,
    occupation: typeof row?.occupation === 'string' ? row.occupation : null,
    moveInDate: typeof row?.move_in_date === 'string' ? row.move_in_date.slice(0, 10) : null,
    stayLength: (STAY_LENGTHS as readonly unknown[]).includes(row?.stay_length)
      ? (row?.stay_length as StayLength)
      : null,
  };
}

/** The facts last read on this device, or none. */
export function keptProfileFacts(userId: string): ProfileFacts {
  try {
    const kept = window.localStorage.getItem(storageKey(userId));
    if (!kept) return NO_PROFILE_FACTS;
    const parsed = JSON.parse(kept) as Partial<Row>;
    return factsOf(parsed);
  } catch {
    return NO_PROFILE_FACTS;
  }
}

function keep(userId: string, facts: ProfileFacts): void {
  try {
    window.localStorage.setItem(
      storageKey(userId),
      JSON.stringify({
        age: facts.age,
        occupation: facts.occupation,
        move_in_date: facts.moveInDate,
        stay_length: facts.stayLength,
      }),
    );
  } catch {
    // A full or refused storage only costs filling templates offline.
  }
}

/** The member's facts from the server (kept on the device), or the kept ones when the server cannot be asked. */
export async function fetchProfileFacts(userId: string): Promise<ProfileFacts> {
  try {
    const { data, error } = await (
      await supabaseClient()
    )
      .from('profiles')
      .select('age, occupation, move_in_date, stay_length')
      .eq('user_id', userId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    const facts = factsOf(data as Row | null);
    keep(userId, facts);
    return facts;
  } catch {
    return keptProfileFacts(userId);
  }
}

/** Saves the facts on the profile; resolves to the server's error message, or null. */
export async function saveProfileFacts(userId: string, facts: ProfileFacts): Promise<string | null> {
  try {
    const { error } = await (
      await supabaseClient()
    )
      .from('profiles')
      .update({
        age: facts.age,
        occupation: facts.occupation,
        move_in_date: facts.moveInDate,
        stay_length: facts.stayLength,
      })
      .eq('user_id', userId);
    if (error) return error.message;
    keep(userId, facts);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
