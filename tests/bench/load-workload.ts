// The requests the `load` bench sends: the sync worker's own listing pull (built by RestFeed itself, so it is
// the exact request, page by page through the whole feed) and auth-js's password grant for confirmed
// accounts made through sign-up and the link in the local mailbox.
import { RestFeed, type Checkpoint } from '../../workers/sync/rest-feed.ts';
import type { LoadRequest } from './load-generator.ts';

const PAGE_ROWS = 1000;
const MAX_PAGES = 1000;
const PASSWORD = 'load-bench-password';
/** What a browser's fetch adds to the sync worker's headers; the server's answer depends on Accept-Encoding. */
const BROWSER_HEADERS = { Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

type Server = { url: string; anonKey: string };

/** RestFeed's request for one page, taken from the feed without sending it. */
async function pullRequestAfter(server: Server, checkpoint: Checkpoint | undefined): Promise<LoadRequest> {
  let captured: LoadRequest | null = null;
  const capture: typeof fetch = async (input, init) => {
    const target = new URL(String(input));
    captured = {
      method: 'GET',
      path: `${target.pathname}${target.search}`,
      headers: { ...BROWSER_HEADERS, ...(init?.headers as Record<string, string>) },
    };
    return new Response('[]');
  };
  await new RestFeed({ url: server.url, anonKey: server.anonKey, accessToken: () => null, fetchImpl: capture }).page(
    'full_details_housing',
    checkpoint,
    PAGE_ROWS,
    true,
  );
  if (!captured) throw new Error('RestFeed sent no request');
  return captured;
}

/** The sync worker's anonymous pull of the whole listing feed, one request per page, as a new device makes them. */
export async function listingPullRequests(server: Server): Promise<LoadRequest[]> {
  const feed = new RestFeed({ url: server.url, anonKey: server.anonKey, accessToken: () => null, retryDelaysMs: [] });
  const requests: LoadRequest[] = [];
  let checkpoint: Checkpoint | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    requests.push(await pullRequestAfter(server, checkpoint));
    const rows = await feed.page<{ id: number; _modified: number }>(
      'full_details_housing',
      checkpoint,
      PAGE_ROWS,
      true,
    );
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return requests;
    checkpoint = { modified: last._modified, id: String(last.id) };
  }
  throw new Error(`The listing feed has more than ${MAX_PAGES} pages`);
}

function apiHeaders(server: Server): Record<string, string> {
  return {
    apikey: server.anonKey,
    Authorization: `Bearer ${server.anonKey}`,
    'Content-Type': 'application/json;charset=UTF-8',
    ...BROWSER_HEADERS,
  };
}

/** Signs up `count` accounts and confirms each through the link mailed to it; their e-mail addresses. */
export async function confirmedAccounts(server: Server, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `load-${index}-${Date.now()}@example.com`;
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: apiHeaders(server),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!signUp.ok) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const mails = (await (
      await fetch(`${server.url}/_dev/mail/messages?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ text: string }>;
    const token = /[?&]token=([^&\s]+)/.exec(mails[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`No confirmation link was mailed to ${email}`);
    const verify = await fetch(`${server.url}/auth/v1/verify?token=${token}&type=signup`, { redirect: 'manual' });
    await verify.arrayBuffer();
    if (!(verify.headers.get('location') ?? '').includes('access_token='))
      throw new Error(`Confirming ${email} failed`);
    emails.push(email);
  }
  return emails;
}

/** auth-js's signInWithPassword request. */
export function signInRequest(server: Server, email: string): LoadRequest {
  return {
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    headers: apiHeaders(server),
    body: JSON.stringify({ email, password: PASSWORD, gotrue_meta_security: {} }),
  };
}
