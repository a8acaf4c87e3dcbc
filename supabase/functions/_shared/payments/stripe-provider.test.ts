// The Stripe provider against a stand-in for Stripe's customers API on this machine (the official SDK makes
// the real requests): a stored customer is reused while it lives, and replaced once Stripe no longer has it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider, type StripeEndpoint } from './stripe-provider.ts';

type Customer = { id: string; object: 'customer'; email: string; deleted?: true };

let server: Server;
let endpoint: StripeEndpoint;
const customers = new Map<string, Customer>();
const created: Array<{ email: string; idempotencyKey: string | undefined }> = [];

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const id = /^\/v1\/customers\/([^/?]+)$/.exec(request.url ?? '')?.[1];
      if (request.method === 'GET' && id) {
        const customer = customers.get(id);
        if (!customer)
          return answer(response, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${id}'` },
          });
        return answer(response, 200, customer.deleted ? { id, object: 'customer', deleted: true } : customer);
      }
      if (request.method === 'POST' && request.url === '/v1/customers') {
        const form = new URLSearchParams(text);
        const customer: Customer = {
          id: `cus_${customers.size + 1}`,
          object: 'customer',
          email: form.get('email') ?? '',
        };
        customers.set(customer.id, customer);
        created.push({
          email: customer.email,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        });
        return answer(response, 200, customer);
      }
      answer(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  customers.clear();
  created.length = 0;
});

describe('ensureCustomer', () => {
  const provider = () => createStripeProvider('sk_test_standin', 'price_standin', endpoint);

  it('makes a customer for a member who has none', async () => {
    const id = await provider().ensureCustomer('user-1', 'a@example.com', null);
    expect(customers.get(id)?.email).toBe('a@example.com');
    expect(created).toEqual([{ email: 'a@example.com', idempotencyKey: 'customer-user-1' }]);
  });

  it('reuses a customer Stripe still has', async () => {
    customers.set('cus_kept', { id: 'cus_kept', object: 'customer', email: 'a@example.com' });
    expect(await provider().ensureCustomer('user-1', 'a@example.com', 'cus_kept')).toBe('cus_kept');
    expect(created).toEqual([]);
  });

  it('replaces a customer deleted in the dashboard, or one Stripe never had (test keys swapped for live ones)', async () => {
    customers.set('cus_deleted', { id: 'cus_deleted', object: 'customer', email: 'a@example.com', deleted: true });
    const replacing = await provider().ensureCustomer('user-1', 'a@example.com', 'cus_deleted');
    expect(replacing).not.toBe('cus_deleted');
    const unknown = await provider().ensureCustomer('user-2', 'b@example.com', 'cus_from_test_mode');
    expect(customers.has(unknown)).toBe(true);
    expect(created.map((row) => row.idempotencyKey)).toEqual([
      'customer-user-1-replacing-cus_deleted',
      'customer-user-2-replacing-cus_from_test_mode',
    ]);
  });
});
