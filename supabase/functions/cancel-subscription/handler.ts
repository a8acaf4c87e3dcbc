// cancel-subscription: ends the member's subscriptions now (the app calls it, best effort, before deleting an
// account); the provider's 'deleted' events then make the member free through the webhook.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json } from '../_shared/http.ts';
import { requireMember, subscriberOf } from '../_shared/member.ts';
import { serviceClient } from '../_shared/service-client.ts';

export function createCancelSubscription(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return failure(405, 'Use POST');
    const member = await requireMember(service, request, deps.anonKey);
    if (member instanceof Response) return member;
    const customerId = (await subscriberOf(service, member.id))?.stripe_customer_id;
    if (!customerId) return json({ canceled: 0 });
    return json({ canceled: await deps.payments.cancelSubscriptions(customerId) });
  };
}
