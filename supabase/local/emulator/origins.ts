// Which origins may call the API from a browser, and which host names a demo server answers to.
// A demo server's development doors must never be reachable from another site: not through CORS (a page
// on any origin could read /_dev/mail) and not through DNS rebinding (a host name of the attacker's that
// resolves to 127.0.0.1), so it answers loopback host names only.

const LOOPBACK_HOSTNAME = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The host name of a Host header or an origin's authority, without its port; null when malformed. */
function hostnameOf(authority: string): string | null {
  try {
    return new URL(`http://${authority}`).hostname;
  } catch {
    return null;
  }
}

export function isLoopbackAuthority(authority: string | undefined): boolean {
  if (!authority) return false;
  const hostname = hostnameOf(authority);
  return hostname !== null && LOOPBACK_HOSTNAME.test(hostname);
}

/** Whether an origin ("http://localhost:5173") is on this machine, as a developer's Vite server is. */
export function isLoopbackOrigin(origin: string): boolean {
  const match = /^https?:\/\/([^/]+)$/i.exec(origin);
  return match?.[1] !== undefined && isLoopbackAuthority(match[1]);
}

/** The origins of SITE_URL ("https://roomradar.nl, https://www.roomradar.nl"), checked and without paths. */
export function parseSiteUrls(raw: string | undefined): string[] {
  const urls: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`SITE_URL has ${JSON.stringify(text)}, which is not an http(s) address`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`SITE_URL has ${JSON.stringify(text)}, which is not an http(s) address`);
    urls.push(url.origin);
  }
  return urls;
}

export type OriginPolicy = { siteUrls: readonly string[]; allowLoopbackOrigins: boolean };

/** Whether a browser page at `origin` may read the API's answers. */
export function isAllowedOrigin(origin: string | undefined, policy: OriginPolicy): origin is string {
  if (!origin) return false;
  return policy.siteUrls.includes(origin) || (policy.allowLoopbackOrigins && isLoopbackOrigin(origin));
}

const ALLOWED_HEADERS =
  'authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert, stripe-signature, x-ingest-secret, if-none-match';

/** CORS headers for a request from `origin`: none at all for an origin that is not allowed. */
export function corsHeaders(origin: string | undefined, policy: OriginPolicy): Record<string, string> {
  if (!isAllowedOrigin(origin, policy)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': 'Content-Range, Range, Location, Preference-Applied, X-Total-Count, ETag',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

/**
 * The app's origin as the caller reached it, for every address the server hands out (mail links, return
 * addresses, redirects): the calling page's origin when SITE_URL lists it, else SITE_URL's first; without
 * SITE_URL (demo mode, where the router admits loopback host names only) the origin the Host header names.
 * Never the address the server happened to print: the app at 127.0.0.1 must not be sent to localhost,
 * whose storage (and so the session) is another origin's.
 */
export function requestOrigin(
  headers: { host?: string; origin?: string },
  siteUrls: readonly string[],
  fallback: string,
): string {
  if (siteUrls.length > 0)
    return headers.origin && siteUrls.includes(headers.origin) ? headers.origin : (siteUrls[0] as string);
  try {
    return headers.host ? new URL(`http://${headers.host}`).origin : fallback;
  } catch {
    return fallback;
  }
}
