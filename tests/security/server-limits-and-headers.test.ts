// The server's limits and headers: realtime subscriptions are bounded, rate limits are kept per visitor
// behind a proxy, password changes (each a slow hash) are limited, the data folder is readable by its owner
// only, and a compressed answer keeps Origin in Vary. Each was once missing (a security review found them).
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientAddressReader } from '../../supabase/local/emulator/client-address.ts';
import { REALTIME_LIMITS } from '../../supabase/local/emulator/realtime/realtime-server.ts';
import { createMember, type TestBackend } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const run = promisify(execFile);

const backend = useTestBackend({ authRateLimit: { attempts: 3, windowMs: 60_000 } });
const proxied = useTestBackend({ authRateLimit: { attempts: 3, windowMs: 60_000 }, trustProxyHops: 1 });

/** A realtime connection that answers each join with the server's reply status. */
async function realtimeConnection(
  server: TestBackend,
): Promise<{ join(topic: string, bindings: number): Promise<string>; close(): void }> {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.keys.anonKey}&vsn=1.0.0`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<string, (status: string) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { event: string; ref: string; payload: { status: string } };
    if (message.event === 'phx_reply') waiting.get(message.ref)?.(message.payload.status);
  });
  let ref = 0;
  return {
    join(topic, bindings) {
      ref += 1;
      const id = String(ref);
      const postgres_changes = Array.from({ length: bindings }, (_, index) => ({
        event: '*',
        schema: 'public',
        table: 'listings',
        filter: `id=eq.${index + 1}`,
      }));
      socket.send(
        JSON.stringify({ topic, event: 'phx_join', ref: id, join_ref: id, payload: { config: { postgres_changes } } }),
      );
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    close: () => socket.close(),
  };
}

describe('realtime', () => {
  it('holds a connection to so many channels and bindings', async () => {
    const connection = await realtimeConnection(backend);
    try {
      expect(await connection.join('realtime:too-many-bindings', REALTIME_LIMITS.bindingsPerConnection + 1)).toBe(
        'error',
      );
      for (let index = 0; index < REALTIME_LIMITS.channelsPerConnection; index += 1)
        expect(await connection.join(`realtime:channel-${index}`, 0)).toBe('ok');
      expect(await connection.join('realtime:one-too-many', 0)).toBe('error');
      // Joining a channel it holds again replaces it, which the limit allows.
      expect(await connection.join('realtime:channel-0', 1)).toBe('ok');
    } finally {
      connection.close();
    }
  });

  it('holds one address to so many connections', async () => {
    const connections = await Promise.all(
      Array.from({ length: REALTIME_LIMITS.connectionsPerAddress }, () => realtimeConnection(backend)),
    );
    try {
      const refused = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(
          `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.keys.anonKey}&vsn=1.0.0`,
        );
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => reject(new Error('a connection past the limit opened')));
        socket.on('error', reject);
      });
      expect(refused).toBe(429);
    } finally {
      for (const connection of connections) connection.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  const request = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('is the entry the trusted proxy added, never one the client wrote', () => {
    expect(clientAddressReader(0)(request('10.0.0.1', '203.0.113.9'))).toBe('10.0.0.1');
    expect(clientAddressReader(1)(request('10.0.0.1', 'forged, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddressReader(2)(request('10.0.0.1', 'forged, 203.0.113.9, 10.0.0.2'))).toBe('203.0.113.9');
    expect(clientAddressReader(1)(request('10.0.0.1'))).toBe('10.0.0.1');
  });

  it("keeps each visitor's sign-in budget apart, so one visitor cannot lock everyone out", async () => {
    const signIn = (forwarded: string) =>
      fetch(`${proxied.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: proxied.keys.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn(`forged-${attempt}, 198.51.100.7`)).status).toBe(400);
    expect((await signIn('198.51.100.7')).status).toBe(429);
    expect((await signIn('203.0.113.9')).status).toBe(400);
  });
});

it('limits password changes, each of which is a slow hash', async () => {
  const member = await createMember(backend, { name: 'changer' });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${member.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password: `new-password-${attempt}` }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
});

it('keeps Origin in Vary when the answer is compressed', async () => {
  const response = await fetch(`${backend.url}/rest/v1/full_details_housing?select=*&limit=50`, {
    headers: { apikey: backend.keys.anonKey, Origin: 'http://localhost:5173', 'Accept-Encoding': 'gzip' },
  });
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  expect(vary).toContain('origin');
  await response.arrayBuffer();
  const small = await fetch(`${backend.url}/auth/v1/settings`, { headers: { Origin: 'http://localhost:5173' } });
  expect((small.headers.get('vary') ?? '').toLowerCase()).toContain('origin');
});

it('tightens a data folder an older version left readable by others, even on a start that fails', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'roomradar-data-'));
  try {
    await chmod(folder, 0o755);
    const failed = await run('npx', ['tsx', 'supabase/local/main.ts'], {
      env: { ...process.env, ROOMRADAR_DATA_DIR: folder, PORT: '0', INGEST_SECRET: 'short' },
      timeout: 30_000,
    }).then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    expect(failed).toBe(2);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 30_000);
