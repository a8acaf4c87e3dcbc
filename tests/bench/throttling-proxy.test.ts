import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startThrottlingProxy, type ThrottlingProxy } from './throttling-proxy.ts';

const BODY_BYTES = 100_000;

let server: http.Server | null = null;
let proxy: ThrottlingProxy | null = null;

afterEach(async () => {
  await proxy?.close();
  await new Promise((resolve) => server?.close(resolve));
  proxy = null;
  server = null;
});

/** A server answering every request with BODY_BYTES bytes, behind a fresh proxy. */
async function proxied(): Promise<ThrottlingProxy> {
  server = http.createServer((_request, response) => response.end(Buffer.alloc(BODY_BYTES, 'x')));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  proxy = await startThrottlingProxy(`http://localhost:${(server.address() as AddressInfo).port}`);
  return proxy;
}

/** Milliseconds for a GET through the proxy, answer read to the end. */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  expect((await response.arrayBuffer()).byteLength).toBe(BODY_BYTES);
  return performance.now() - started;
}

describe('startThrottlingProxy', () => {
  it('carries bytes as they are and counts them per request line', async () => {
    const carrier = await proxied();
    carrier.reset(null);
    await timedGet(`${carrier.url}/one?x=1`);
    await timedGet(`${carrier.url}/one?x=1`);
    const [biggest] = carrier.responses();
    expect(biggest).toMatchObject({ request: 'GET /one?x=1', times: 2 });
    expect(biggest?.bytes).toBeGreaterThan(2 * BODY_BYTES);
    expect(carrier.bytesDown()).toBe(biggest?.bytes);
  });

  it('paces the answer to the link rate after the handshake and both one-way delays', async () => {
    const carrier = await proxied();
    carrier.reset({ rttMs: 100, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 });
    // 100 kB at 1.6 Mbit/s is 500 ms, plus a round trip of handshake and one for the request and answer.
    const elapsed = await timedGet(`${carrier.url}/slow`);
    expect(elapsed).toBeGreaterThan(680);
    expect(elapsed).toBeLessThan(1_100);
  });

  it('shares the link between connections', async () => {
    const carrier = await proxied();
    carrier.reset({ rttMs: 0, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 });
    // Two answers of 100 kB in parallel take as long as 200 kB on one link: 1 s.
    const started = performance.now();
    await Promise.all([timedGet(`${carrier.url}/a`), timedGet(`${carrier.url}/b`)]);
    expect(performance.now() - started).toBeGreaterThan(950);
  });
});
