// customer-portal: the provider's page where a member manages or cancels Premium; back to /account after.
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json } from '../_shared/http.ts';
import { requireMember, siteOrigin, subscriberOf } from '../_shared/member.ts';
import { serviceClient } from '../_shared/service-client.ts';

export function createCustomerPortal(deps: FunctionDeps): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return failure(405, 'Use POST');
    const member = await requireMember(service, request, deps.anonKey);
    if (member instanceof Response) return member;
    const customerId = (await subscriberOf(service, member.id))?.stripe_customer_id;
    if (!customerId) return failure(404, 'No subscription found for this account');
    const origin = siteOrigin(request, deps.env.get('SITE_URL'), deps.supabaseUrl);
    return json(await deps.payments.createPortal(customerId, `${origin}/account`));
  };
}
