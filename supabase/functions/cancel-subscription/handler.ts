// cancel-subscription: ends the member's subscriptions now (the app calls it, best effort, before deleting an
// account); the provider's 'deleted' events then make the member free through the webhook.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { json } from '../_shared/http.ts';
import { subscriberOf } from '../_shared/member.ts';

export function createCancelSubscription(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, service }) => {
    const customerId = (await subscriberOf(service, member.id))?.stripe_customer_id;
    if (!customerId) return json({ canceled: 0 });
    return json({ canceled: await deps.payments.cancelSubscriptions(customerId) });
  });
}
