// export-account-data: everything RoomRadar holds about the signed-in member, as one JSON document
// (GDPR article 15 and 20): the account, profile (with the facts reply templates use), subscription,
// favorites with their follow-up (status, viewing, note), reply templates, alert, messages and alert mails.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import type { Member } from '../_shared/member.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { failure, json } from '../_shared/http.ts';

/**
 * The member's contact messages: those sent signed in, and those sent signed out from the member's address.
 * Two plain equality filters, never one filter string: an address is the member's own text, and in a
 * PostgREST `or=(...)` string its commas and parentheses would be read as more conditions.
 */
async function messagesOf(
  service: SupabaseClient,
  member: Member,
): Promise<{ data: unknown[] | null; error: { message: string } | null }> {
  const columns = 'id, name, email, subject, message, created_at';
  const [signedIn, byAddress] = await Promise.all([
    service.from('contact_messages').select(columns).eq('user_id', member.id),
    member.email
      ? service.from('contact_messages').select(columns).eq('email', member.email)
      : Promise.resolve({ data: [], error: null }),
  ]);
  const error = signedIn.error ?? byAddress.error;
  if (error) return { data: null, error };
  const byId = new Map<number, Record<string, unknown>>();
  for (const row of [...(signedIn.data ?? []), ...(byAddress.data ?? [])] as Array<
    Record<string, unknown> & { id: number }
  >)
    byId.set(row.id, row);
  const messages = [...byId.values()].sort((left, right) =>
    String(left.created_at).localeCompare(String(right.created_at)),
  );
  return { data: messages.map(({ id: _id, ...message }) => message), error: null };
}

export function createExportAccountData(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, service }) => {
    const [user, profile, subscriber, favorites, templates, alerts, messages, deliveries] = await Promise.all([
      service.auth.admin.getUserById(member.id),
      service
        .from('profiles')
        .select('first_name, email, language, age, occupation, move_in_date, stay_length, created_at, updated_at')
        .eq('user_id', member.id)
        .maybeSingle(),
      service
        .from('subscribers')
        .select('email, subscribed, subscription_tier, subscription_status, subscription_end, updated_at')
        .eq('user_id', member.id)
        .maybeSingle(),
      service
        .from('favorites')
        .select('listing_id, follow_up_status, viewing_at, note, created_at, updated_at, _deleted')
        .eq('user_id', member.id),
      service
        .from('reply_templates')
        .select('name, language, body, created_at, updated_at, _deleted')
        .eq('user_id', member.id),
      service.from('saved_filters').select('*').eq('user_id', member.id),
      messagesOf(service, member),
      service.from('alert_deliveries').select('listing_id, status, created_at, sent_at').eq('user_id', member.id),
    ]);
    const failed = [profile, subscriber, favorites, templates, alerts, messages, deliveries].find(
      (result) => result.error,
    );
    if (failed?.error || user.error) {
      console.error('Collecting account data failed', failed?.error ?? user.error);
      return failure(500, 'Could not collect the account data');
    }
    const account = user.data.user;
    const document = {
      exported_at: new Date().toISOString(),
      account: {
        id: account.id,
        email: account.email,
        created_at: account.created_at,
        email_confirmed_at: account.email_confirmed_at ?? null,
        last_sign_in_at: account.last_sign_in_at ?? null,
        user_metadata: account.user_metadata,
      },
      profile: profile.data,
      subscription: subscriber.data,
      favorites: (favorites.data ?? []).filter((row) => !row._deleted).map(({ _deleted, ...row }) => row),
      reply_templates: (templates.data ?? []).filter((row) => !row._deleted).map(({ _deleted, ...row }) => row),
      room_alerts: (alerts.data ?? []).filter((row) => !row._deleted).map(({ _deleted, _modified, ...row }) => row),
      messages: messages.data,
      alert_mails: deliveries.data,
    };
    return json(document, 200, { 'Content-Disposition': 'attachment; filename="roomradar-data.json"' });
  });
}
