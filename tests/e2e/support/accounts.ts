// Members for end-to-end tests, made the way a renter makes one: sign-up through the API, then the
// confirmation link from the local mailbox. Each test gets its own, so tests never share favorites.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Member = { email: string; password: string };

let counter = 0;

export function localStatus(): { url: string; anon_key: string; service_role_key: string } {
  return JSON.parse(readFileSync(path.resolve('.data/e2e/local.json'), 'utf8')) as {
    url: string;
    anon_key: string;
    service_role_key: string;
  };
}

/** A call of the e2e server's API as the service role (the way a test checks what the server holds). */
export async function serviceRest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { url, service_role_key: key } = localStatus();
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}

export async function createConfirmedMember(baseURL: string, name = 'member'): Promise<Member> {
  const { anon_key: anonKey } = localStatus();
  counter += 1;
  const member = {
    email: `${name}-${process.pid}-${counter}-${Date.now()}@example.com`,
    password: 'secret-password-1',
  };
  const signUp = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...member, data: { first_name: name } }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const mail = (await (
    await fetch(`${baseURL}/_dev/mail/messages?to=${encodeURIComponent(member.email)}`)
  ).json()) as Array<{ text: string }>;
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail[0]?.text ?? '')?.[1];
  if (!link) throw new Error('no confirmation mail');
  await fetch(link, { redirect: 'manual' });
  return member;
}

/** The member's favorites as the server holds them. */
export async function serverFavoriteIds(baseURL: string, email: string): Promise<number[]> {
  const { service_role_key: key } = localStatus();
  const headers = { apikey: key, Authorization: `Bearer ${key}` };
  const profiles = (await (
    await fetch(`${baseURL}/rest/v1/profiles?select=user_id&email=eq.${encodeURIComponent(email)}`, { headers })
  ).json()) as Array<{ user_id: string }>;
  const userId = profiles[0]?.user_id;
  if (!userId) return [];
  const rows = (await (
    await fetch(`${baseURL}/rest/v1/favorites?select=listing_id&_deleted=is.false&user_id=eq.${userId}`, { headers })
  ).json()) as Array<{ listing_id: number }>;
  return rows.map((row) => row.listing_id).sort((a, b) => a - b);
}

/** Makes a member Premium the way the webhook would (a subscribers row), through the service role; returns the user id. */
export async function makePremium(email: string): Promise<string> {
  const [profile] = await serviceRest<Array<{ user_id: string }>>(
    `/rest/v1/profiles?select=user_id&email=eq.${encodeURIComponent(email)}`,
  );
  const userId = profile?.user_id ?? '';
  await serviceRest('/rest/v1/subscribers', {
    method: 'POST',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({
      user_id: userId,
      email,
      subscribed: true,
      subscription_tier: 'premium',
      subscription_status: 'active',
      subscription_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  return userId;
}
