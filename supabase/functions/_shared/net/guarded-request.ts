// One outgoing HTTP request to an address someone else chose (a post's photo, a device's push endpoint):
// https only (plain http to loopback where the policy allows it), no credentials in the address, and every
// IP address the host name resolves to must be public. The check runs in the connection's own `lookup`, so
// it judges the address the socket really uses: a name that resolves to a private address, or changes its
// answer between two looks, is refused.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isFetchableAddress, isLoopbackAddress, type AddressPolicy } from './public-address.ts';

/** A request the policy forbids; its message is the reason, fit for a report. */
export class OutboundRefusal extends Error {}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Whether an address names a loopback host (by name or literal IP). */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLoopbackName(host) || (isIP(host) !== 0 && isLoopbackAddress(host));
}

/** Checks an address before any connection: the scheme, credentials and a literal IP. */
export function checkOutboundUrl(url: URL, policy: AddressPolicy): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  const local = policy.allowLoopback && isLoopbackUrl(url);
  if (url.username !== '' || url.password !== '') throw new OutboundRefusal('the address carries credentials');
  if (literal && !isFetchableAddress(host, policy)) throw new OutboundRefusal('a private or loopback address');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new OutboundRefusal('not an https address');
}

/** dns.lookup, refusing (with an OutboundRefusal) when any address it found may not be connected to. */
function guardedLookup(policy: AddressPolicy) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      const addresses = found as LookupAddress[];
      if (addresses.length === 0 || addresses.some(({ address }) => !isFetchableAddress(address, policy)))
        return callback(new OutboundRefusal('a private or loopback address'), '');
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export type OutboundRequest = {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: Uint8Array;
  signal: AbortSignal;
};

export type OutboundAnswer = { response: IncomingMessage; release: () => void };

/** Sends one request (no redirect is followed) once the address has passed `checkOutboundUrl`. */
export function sendGuarded(url: URL, request: OutboundRequest, policy: AddressPolicy): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    checkOutboundUrl(url, policy);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: request.method,
      lookup: guardedLookup(policy) as never,
      signal: request.signal,
      headers: request.headers,
    });
    outgoing.once('response', (response) => resolve({ response, release: () => outgoing.destroy() }));
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}
