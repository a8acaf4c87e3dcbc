// delete-account: removes the member and everything we hold about them. The subscription is canceled first,
// best effort (a provider outage must not keep an account alive against its owner's wish); then their
// messages, and the auth user, whose deletion cascades to profile, subscriber, favorites (their statuses and
// notes with them), reply templates, alert and deliveries.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { failure, json } from '../_shared/http.ts';
import { subscriberOf } from '../_shared/member.ts';

export function createDeleteAccount(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, service }) => {
    const customerId = (await subscriberOf(service, member.id))?.stripe_customer_id;
    if (customerId) {
      try {
        await deps.payments.cancelSubscriptions(customerId);
      } catch (error) {
        console.warn('Canceling the subscription before deleting the account failed', error);
      }
    }
    const byUser = await service.from('contact_messages').delete().eq('user_id', member.id);
    const byEmail = member.email
      ? await service.from('contact_messages').delete().eq('email', member.email)
      : { error: null };
    if (byUser.error || byEmail.error) return failure(500, "Could not remove the account's messages");
    const { error } = await service.auth.admin.deleteUser(member.id);
    if (error) {
      // The auth server's message can name internals: it goes to the log, not to the caller.
      console.error('Deleting the account failed', error);
      return failure(500, 'Could not delete the account');
    }
    return json({ deleted: true });
  });
}
