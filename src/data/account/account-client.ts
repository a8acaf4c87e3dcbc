// The account page's calls: profile name, e-mail change (with a verification mail), password, the data
// export, and deletion (subscription canceled first, best effort).
import { supabaseClient } from '../backend/lazy-supabase.ts';
import { callFunction } from '../backend/functions-client.ts';
import { refreshMemberDetails } from '../auth/auth-client.ts';

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Saves the first name on the profile and in the account's metadata; resolves to an error message or null. */
export async function updateFirstName(userId: string, firstName: string): Promise<string | null> {
  try {
    const supabase = await supabaseClient();
    const { error } = await supabase.from('profiles').update({ first_name: firstName }).eq('user_id', userId);
    if (error) return error.message;
    const { error: metadataError } = await supabase.auth.updateUser({ data: { first_name: firstName } });
    if (metadataError) return metadataError.message;
    void refreshMemberDetails();
    return null;
  } catch (error) {
    return message(error);
  }
}

/** Asks for an e-mail change; the new address gets a link that confirms it. */
export async function requestEmailChange(email: string): Promise<string | null> {
  try {
    const { error } = await (
      await supabaseClient()
    ).auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/account` });
    return error ? error.message : null;
  } catch (error) {
    return message(error);
  }
}

export async function changePassword(password: string): Promise<string | null> {
  try {
    const { error } = await (await supabaseClient()).auth.updateUser({ password });
    return error ? error.message : null;
  } catch (error) {
    return message(error);
  }
}

/** Downloads everything held about the member as roomradar-data.json. */
export async function downloadAccountData(): Promise<void> {
  const data = await callFunction<unknown>('export-account-data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'roomradar-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Deletes the account; resolves to an error message, or null once the member is gone (sign out after). */
export async function deleteAccount(): Promise<string | null> {
  const { data } = await (await supabaseClient()).auth.getSession();
  if (!data.session) return 'No active session found';
  try {
    await callFunction('cancel-subscription');
  } catch (error) {
    // Best effort: the account's deletion cancels again on the server, and must not wait on the provider.
    console.warn('Canceling the subscription failed', error);
  }
  try {
    await callFunction('delete-account');
  } catch (error) {
    return message(error);
  }
  return null;
}
