// The local test checkout as a payment provider: supabase/local's /_dev/payments API (guarded by the service
// role key) keeps customers and subscriptions in the local database and posts signed webhook events to
// stripe-webhook.
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';

export function createLocalCheckoutProvider(baseUrl: string, serviceRoleKey: string): PaymentProvider {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/_dev/payments/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The local checkout answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  };
  return {
    async ensureCustomer(userId, email, existingCustomerId) {
      // The checkout answers with the member's customer, or a new one when it does not know that id (its
      // records were reset); create-checkout then records whichever it gets.
      return (
        await call<{ id: string }>('customers', {
          userId,
          email,
          ...(existingCustomerId ? { customerId: existingCustomerId } : {}),
        })
      ).id;
    },
    async createCheckout(request: CheckoutRequest) {
      return call<{ url: string }>('checkout-sessions', request);
    },
    async createPortal(customerId, returnUrl) {
      return call<{ url: string }>('portal-sessions', { customerId, returnUrl });
    },
    async cancelSubscriptions(customerId) {
      return (await call<{ canceled: number }>('cancel', { customerId })).canceled;
    },
  };
}
