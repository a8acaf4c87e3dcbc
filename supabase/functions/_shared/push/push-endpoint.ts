// Which push endpoints the server posts to. A device's endpoint is stored as the member's browser gave it,
// so it is untrusted: the server would otherwise post (signed, on a schedule) to any address a member
// names. Only the browsers' own push services pass (by host name, over https), plus loopback hosts where
// the policy allows them (the demo's and the tests' push service stand-in); the connection itself then
// checks every resolved address (net/guarded-request.ts).
import { isLoopbackUrl } from '../net/guarded-request.ts';
import type { AddressPolicy } from '../net/public-address.ts';

/** The push services of Chrome and other Chromium browsers, Firefox, Safari (also on iPhone) and Edge. */
export const KNOWN_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const isServiceHost = (host: string) =>
  KNOWN_PUSH_SERVICES.some((service) => host === service || host.endsWith(`.${service}`));

/** Why the server will not post to an endpoint, or null when it may. */
export function pushEndpointRefusal(endpoint: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not an address';
  }
  if (policy.allowLoopback && isLoopbackUrl(url)) return null;
  if (url.protocol !== 'https:') return 'not an https address';
  if (url.username !== '' || url.password !== '') return 'the address carries credentials';
  if (url.port !== '' && url.port !== '443') return 'not the standard https port';
  if (!isServiceHost(url.hostname.toLowerCase())) return 'not a known push service';
  return null;
}
