// The Stripe implementation (official SDK): one customer per member, a subscription checkout for one
// monthly price (STRIPE_PRICE_ID), the billing portal, and immediate cancellation before an account is deleted.
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';

/** Where the API is: Stripe's own unless a test names a stand-in on this machine. */
export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

export function createStripeProvider(secretKey: string, priceId: string, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), ...endpoint });

  /** Whether a stored customer id still names a live customer (one deleted in the dashboard, or one of test mode after a switch to live keys, does not). */
  const isLiveCustomer = async (customerId: string): Promise<boolean> => {
    try {
      return !(await stripe.customers.retrieve(customerId)).deleted;
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return false;
      throw error;
    }
  };

  return {
    async ensureCustomer(userId, email, existingCustomerId) {
      if (existingCustomerId && (await isLiveCustomer(existingCustomerId))) return existingCustomerId;
      // The idempotency key names the customer being replaced, so a replacement is not answered with the gone one.
      const idempotencyKey = existingCustomerId
        ? `customer-${userId}-replacing-${existingCustomerId}`
        : `customer-${userId}`;
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey });
      return customer.id;
    },
    async createCheckout({ customerId, userId, successUrl, cancelUrl }: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        subscription_data: { metadata: { user_id: userId } },
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url };
    },
    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async cancelSubscriptions(customerId) {
      let canceled = 0;
      for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all' })) {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
        await stripe.subscriptions.cancel(subscription.id);
        canceled += 1;
      }
      return canceled;
    },
  };
}
