// customer-portal: the provider's page where a member manages or cancels Premium; back to /account after.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { memberFunction } from '../_shared/member-function.ts';
import { failure, json } from '../_shared/http.ts';
import { siteOrigin, subscriberOf } from '../_shared/member.ts';

export function createCustomerPortal(deps: FunctionDeps): FunctionHandler {
  return memberFunction(deps, async ({ member, request, service }) => {
    const customerId = (await subscriberOf(service, member.id))?.stripe_customer_id;
    if (!customerId) return failure(404, 'No subscription found for this account');
    const origin = siteOrigin(request, deps.env.get('SITE_URL'), new URL(request.url).origin);
    return json(await deps.payments.createPortal(customerId, `${origin}/account`));
  });
}
