// export-account-data: everything RoomRadar holds about the signed-in member, as one JSON document
// (GDPR article 15 and 20): the account, profile, subscription, favorites, alert, messages and alert mails.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { failure, json } from '../_shared/http.ts';

export function createExportAccountData(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, service }) => {
    const [user, profile, subscriber, favorites, alerts, messages, deliveries] = await Promise.all([
      service.auth.admin.getUserById(member.id),
      service.from('profiles').select('first_name, email, created_at, updated_at').eq('user_id', member.id).maybeSingle(),
      service.from('subscribers').select('email, subscribed, subscription_tier, subscription_status, subscription_end, updated_at').eq('user_id', member.id).maybeSingle(),
      service.from('favorites').select('listing_id, created_at, updated_at, _deleted').eq('user_id', member.id),
      service.from('saved_filters').select('*').eq('user_id', member.id),
      service.from('contact_messages').select('name, email, subject, message, created_at').or(`user_id.eq.${member.id},email.eq.${member.email}`),
      service.from('alert_deliveries').select('listing_id, status, created_at, sent_at').eq('user_id', member.id),
    ]);
    const failed = [profile, subscriber, favorites, alerts, messages, deliveries].find((result) => result.error);
    if (failed?.error || user.error) {
      console.error('Collecting account data failed', failed?.error ?? user.error);
      return failure(500, 'Could not collect the account data');
    }
    const account = user.data.user;
    const document = {
      exported_at: new Date().toISOString(),
      account: { id: account.id, email: account.email, created_at: account.created_at, email_confirmed_at: account.email_confirmed_at ?? null, last_sign_in_at: account.last_sign_in_at ?? null, user_metadata: account.user_metadata },
      profile: profile.data,
      subscription: subscriber.data,
      favorites: (favorites.data ?? []).filter((row) => !row._deleted).map(({ _deleted, ...row }) => row),
      room_alerts: (alerts.data ?? []).filter((row) => !row._deleted).map(({ _deleted, _modified, ...row }) => row),
      messages: messages.data,
      alert_mails: deliveries.data,
    };
    return json(document, 200, { 'Content-Disposition': 'attachment; filename="roomradar-data.json"' });
  });
}
