// create-checkout: a hosted checkout for Premium (6.99 euro a month) for the signed-in member, with the
// provider's customer made or reused; the answer's url is opened by the app.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { failure, json } from '../_shared/http.ts';
import { isPremium, siteOrigin, subscriberOf } from '../_shared/member.ts';

export function createCreateCheckout(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, request, service }) => {
    const subscriber = await subscriberOf(service, member.id);
    if (isPremium(subscriber)) return failure(409, 'You already have an active Premium subscription.');
    const customerId = await deps.payments.ensureCustomer(
      member.id,
      member.email,
      subscriber?.stripe_customer_id ?? null,
    );
    const { error } = await service
      .from('subscribers')
      .upsert({ user_id: member.id, email: member.email, stripe_customer_id: customerId }, { onConflict: 'user_id' });
    if (error) return failure(500, 'Could not record the customer');
    const origin = siteOrigin(request, deps.env.get('SITE_URL'), new URL(request.url).origin);
    const { url } = await deps.payments.createCheckout({
      customerId,
      userId: member.id,
      successUrl: `${origin}/subscription?success=true`,
      cancelUrl: `${origin}/subscription?canceled=true`,
    });
    return json({ url });
  });
}
