// check-subscription: the signed-in member's subscription as the webhook last recorded it; Premium only while
// it pays and has not ended.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json } from '../_shared/http.ts';
import { isPremium, requireMember, subscriberOf } from '../_shared/member.ts';
import { serviceClient } from '../_shared/service-client.ts';

export function createCheckSubscription(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return failure(405, 'Use POST');
    const member = await requireMember(service, request, deps.anonKey);
    if (member instanceof Response) return member;
    const subscriber = await subscriberOf(service, member.id);
    const subscribed = isPremium(subscriber);
    return json({ subscribed, subscription_tier: subscribed ? (subscriber?.subscription_tier ?? 'premium') : null, subscription_end: subscriber?.subscription_end ?? null });
  };
}
