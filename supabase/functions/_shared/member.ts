// The member a function acts for, from the bearer access token; the anon key alone is no member.
import type { SupabaseClient } from '@supabase/supabase-js';
import { failure } from './http.ts';

export type Member = { id: string; email: string };

export async function requireMember(
  service: SupabaseClient,
  request: Request,
  anonKey: string,
): Promise<Member | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || token === anonKey) return failure(401, 'Authentication required');
  const { data, error } = await service.auth.getUser(token);
  if (error || !data.user) return failure(401, 'Authentication required: the session is invalid or expired');
  return { id: data.user.id, email: data.user.email ?? '' };
}

/**
 * Where the app runs, for return addresses: the calling page's origin when SITE_URL lists it, else SITE_URL's
 * first; without SITE_URL, `fallback`, the app's own origin (on supabase/local, where app and functions share
 * an origin, the request's own; deployed, set SITE_URL). Never an origin only a header names: a return
 * address taken from one would send a member who pays to any site the caller chose.
 */
export function siteOrigin(request: Request, configured: string | undefined, fallback: string): string {
  const allowed = (configured ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origin = request.headers.get('origin');
  if (allowed.length > 0) return origin && allowed.includes(origin) ? origin : (allowed[0] as string);
  return fallback;
}

export type SubscriberRow = {
  user_id: string;
  email: string;
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  subscription_status: string | null;
  stripe_customer_id: string | null;
};

export async function subscriberOf(service: SupabaseClient, userId: string): Promise<SubscriberRow | null> {
  const { data, error } = await service
    .from('subscribers')
    .select('user_id, email, subscribed, subscription_tier, subscription_end, subscription_status, stripe_customer_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as SubscriberRow | null;
}

/** Premium holds while the subscription pays and has not ended. */
export function isPremium(row: SubscriberRow | null, now = Date.now()): boolean {
  return row !== null && row.subscribed && (row.subscription_end === null || Date.parse(row.subscription_end) > now);
}
