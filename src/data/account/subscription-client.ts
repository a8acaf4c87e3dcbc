// The member's Premium status and the ways to change it: the subscription check (with the spec's retries
// and fallbacks, a failure counting as free), checkout and the customer portal.
import { supabaseClient } from '../backend/lazy-supabase.ts';
import { SUBSCRIPTION_CHECK_RETRIES } from '../../domain/constants.ts';
import { callFunction, FunctionError } from '../backend/functions-client.ts';

type CheckAnswer = { subscribed?: unknown; subscription_end?: unknown };

/** Reads the subscribers row directly: the check's fallback when the function cannot answer. */
async function subscribedFromTable(userId: string, email: string): Promise<boolean> {
  const supabase = await supabaseClient();
  let { data } = await supabase
    .from('subscribers')
    .select('subscribed, subscription_end')
    .eq('user_id', userId)
    .maybeSingle();
  if (!data && email)
    ({ data } = await supabase
      .from('subscribers')
      .select('subscribed, subscription_end')
      .eq('email', email)
      .maybeSingle());
  if (!data) return false;
  const end = typeof data.subscription_end === 'string' ? Date.parse(data.subscription_end) : Number.POSITIVE_INFINITY;
  return data.subscribed === true && end > Date.now();
}

/**
 * Whether the member is Premium. An 'Authentication' error is retried up to two more times after refreshing
 * the session; any other thrown error once; then the subscribers table decides; a failure there means free.
 */
export async function checkSubscription(userId: string, email: string): Promise<boolean> {
  let authRetries = 0;
  let otherRetries = 0;
  for (;;) {
    try {
      const answer = await callFunction<CheckAnswer>('check-subscription');
      return answer?.subscribed === true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/authentication/i.test(message) && authRetries < SUBSCRIPTION_CHECK_RETRIES) {
        authRetries += 1;
        await (await supabaseClient()).auth.refreshSession().catch(() => undefined);
        continue;
      }
      if (!(error instanceof FunctionError && /authentication/i.test(message)) && otherRetries < 1) {
        otherRetries += 1;
        continue;
      }
      break;
    }
  }
  try {
    return await subscribedFromTable(userId, email);
  } catch {
    return false;
  }
}

/** Opens Stripe's (or the local test) checkout in the tab the caller opened; throws with the server's message. */
export async function startCheckout(tab: Window | null): Promise<void> {
  const { url } = await callFunction<{ url: string }>('create-checkout');
  if (!url) throw new Error('No checkout URL returned');
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}

/** The customer portal's address. */
export async function customerPortalUrl(): Promise<string> {
  const { url } = await callFunction<{ url?: string }>('customer-portal');
  if (!url) throw new Error('No portal URL returned');
  return url;
}
