// check-subscription: the signed-in member's subscription as the webhook last recorded it; Premium only while
// it pays and has not ended.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { json } from '../_shared/http.ts';
import { isPremium, subscriberOf } from '../_shared/member.ts';

export function createCheckSubscription(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, service }) => {
    const subscriber = await subscriberOf(service, member.id);
    const subscribed = isPremium(subscriber);
    return json({
      subscribed,
      subscription_tier: subscribed ? (subscriber?.subscription_tier ?? 'premium') : null,
      subscription_end: subscriber?.subscription_end ?? null,
    });
  });
}
