// The address of the client behind a request. Directly on the network it is the socket's peer; behind
// reverse proxies (TRUST_PROXY_HOPS of them, each adding the address it saw to X-Forwarded-For) it is the
// entry the outermost trusted proxy added: every entry left of it was written by the client and proves nothing.
import type { IncomingMessage } from 'node:http';

export type ClientAddressOf = (request: IncomingMessage) => string;

export function clientAddressReader(trustedProxyHops: number): ClientAddressOf {
  return (request) => {
    const peer = request.socket.remoteAddress ?? 'unknown';
    if (trustedProxyHops <= 0) return peer;
    const header = request.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries[entries.length - trustedProxyHops] ?? peer;
  };
}
