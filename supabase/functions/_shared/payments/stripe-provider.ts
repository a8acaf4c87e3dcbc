// The Stripe implementation (official SDK): one customer per member, a subscription checkout for one
// monthly price (STRIPE_PRICE_ID), the billing portal, and immediate cancellation before an account is deleted.
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';

export function createStripeProvider(secretKey: string, priceId: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  return {
    async ensureCustomer(userId, email, existingCustomerId) {
      if (existingCustomerId) return existingCustomerId;
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
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
