// What the functions need from a payment provider. Two implementations: Stripe (production) and the local
// test checkout of supabase/local, which signs its webhook events with the same secret and scheme.

export type CheckoutRequest = { customerId: string; userId: string; successUrl: string; cancelUrl: string };

export interface PaymentProvider {
  /** The provider's customer for a member, made when the member has none yet. */
  ensureCustomer(userId: string, email: string, existingCustomerId: string | null): Promise<string>;
  /** A hosted checkout for the monthly Premium price. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The hosted page where a member manages or cancels the subscription. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Cancels every live subscription of a customer now; returns how many. */
  cancelSubscriptions(customerId: string): Promise<number>;
}
