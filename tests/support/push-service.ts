// A browser's push service, stood in by the `web-push-testing` package: it hands out subscriptions for an
// application server key as a browser's push service does, and on every push checks the VAPID signature
// against that key and decrypts the payload with the subscription's private key, keeping what it read.
// Started in this process on a free loopback port. `failing` puts an endpoint in front of it that refuses
// its first pushes (503 with Retry-After, as an overloaded push service does, or any other status).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Model = {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly: string }): Promise<PushServiceSubscription>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
};
const PushApiModel = (require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => Model })
  .PushApiModel;
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: Model,
  port: number,
) => { startServer(): void; _server: Server };

export type PushServiceSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

export type PushService = {
  /** A device's subscription to pushes signed with this application server (VAPID public) key. */
  subscribe(applicationServerKey: string): Promise<PushServiceSubscription>;
  /** The decrypted payloads the service accepted for a subscription, oldest first. */
  received(subscription: PushServiceSubscription): unknown[];
  /** From now on the service answers 410 Gone to pushes for this subscription (the browser unsubscribed). */
  expire(subscription: PushServiceSubscription): void;
  /**
   * An endpoint for the same subscription whose first `failures` pushes get `status` (503 unless said) and a
   * Retry-After of `retryAfter` (when given); later pushes reach the service.
   */
  failing(
    subscription: PushServiceSubscription,
    failures: number,
    answer?: { status?: number; retryAfter?: string },
  ): Promise<string>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startPushService(): Promise<PushService> {
  const model = new PushApiModel();
  const port = await freePort();
  const server = new WebPushTestingServer(model, port);
  server.startServer();
  await new Promise<void>((resolve) =>
    server._server.listening ? resolve() : server._server.once('listening', () => resolve()),
  );
  const fronts: Server[] = [];
  return {
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    received: (subscription) => {
      try {
        return model.getNotifications({ clientHash: subscription.clientHash }).messages.map((text) => JSON.parse(text));
      } catch {
        return [];
      }
    },
    expire: (subscription) => model.expireSubscription(subscription.clientHash),
    async failing(subscription, failures, answer = {}) {
      let left = failures;
      const front = createServer((incoming, outgoing) => {
        if (left > 0) {
          left -= 1;
          incoming.resume();
          outgoing
            .writeHead(answer.status ?? 503, answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {})
            .end('Refused by the test');
          return;
        }
        const target = new URL(subscription.endpoint);
        const forward = httpRequest(
          target,
          { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        incoming.pipe(forward);
      });
      await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
      fronts.push(front);
      return `http://127.0.0.1:${(front.address() as AddressInfo).port}/notify/${subscription.clientHash}`;
    },
    async stop() {
      for (const front of fronts) front.closeAllConnections();
      await Promise.all(
        [...fronts, server._server].map((open) => new Promise((resolve) => open.close(() => resolve(undefined)))),
      );
    },
  };
}
