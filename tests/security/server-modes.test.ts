// Demo mode and production mode of the one-machine server: production has no development doors and no demo
// secret, and answers CORS for SITE_URL only; demo mode answers loopback only, to loopback origins only, and
// refuses to start on any other address. Secrets are made at random once per data folder, owner-only.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_JWT_SECRET } from '../../supabase/local/emulator/auth/keys.ts';
import { loadLocalSecrets } from '../../supabase/local/app-host/local-secrets.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { createMember, type TestBackend } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const run = promisify(execFile);
const SITE = 'https://rooms.example.org';

const production = useTestBackend(async () => ({
  mode: 'production',
  siteUrls: [SITE],
  distDir: await fixtureBuild(),
}));
const demo = useTestBackend(async () => ({ distDir: await fixtureBuild() }));
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'roomradar-secrets-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A request with a Host header of the caller's choosing, as a DNS-rebinding page sends one. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('production mode', () => {
  it('has no development doors', async () => {
    const service = { Authorization: `Bearer ${production.keys.serviceRoleKey}`, 'Content-Type': 'application/json' };
    const doors: Array<[string, RequestInit]> = [
      ['/_dev/mail', {}],
      ['/_dev/mail/messages', {}],
      ['/_dev/ready', {}],
      ['/_dev/checkout/cs_local_0/pay', { method: 'POST' }],
      ['/_dev/portal/bps_local_0', {}],
      ['/_dev/payments/customers', { method: 'POST', headers: service, body: '{"email":"a@example.com"}' }],
      [
        '/auth/v1/authorize/local',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'email=anyone%40example.com&name=x',
        },
      ],
    ];
    for (const [door, init] of doors) {
      const response = await fetch(`${production.url}${door}`, { ...init, redirect: 'manual' });
      expect(response.status, door).toBe(404);
    }
    const authorize = await fetch(`${production.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    const settings = (await (await fetch(`${production.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.google).toBe(false);
  });

  it('answers CORS for SITE_URL only', async () => {
    const from = (origin: string, method = 'GET') =>
      fetch(`${production.url}/rest/v1/full_details_housing?select=id&limit=1`, {
        method,
        headers: {
          Origin: origin,
          apikey: production.keys.anonKey,
          ...(method === 'OPTIONS' ? { 'Access-Control-Request-Method': 'GET' } : {}),
        },
      });
    expect((await from('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await from('https://evil.example', 'OPTIONS')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await from('http://localhost:5173')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await from(SITE)).headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await from(SITE, 'OPTIONS')).headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it("keeps a function's own '*' from reaching the browser", async () => {
    const response = await fetch(`${production.url}/functions/v1/map-config`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        apikey: production.keys.anonKey,
        Authorization: `Bearer ${production.keys.anonKey}`,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says payments are not configured when no Stripe keys are set, instead of failing', async () => {
    const member = await createMember(production, { name: 'payer' });
    const response = await fetch(`${production.url}/functions/v1/create-checkout`, {
      method: 'POST',
      headers: { apikey: production.keys.anonKey, Authorization: `Bearer ${member.accessToken}` },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Payments are not configured on this server (STRIPE_SECRET_KEY and STRIPE_PRICE_ID)',
    });
  });

  it('answers any host name it is reached at', async () => {
    expect(await getWithHost(`${production.url}/auth/v1/settings`, 'rooms.example.org')).toBe(200);
  });
});

describe('demo mode', () => {
  it('answers CORS for loopback origins only', async () => {
    const from = async (origin: string) =>
      (
        await fetch(`${demo.url}/rest/v1/full_details_housing?select=id&limit=1`, {
          headers: { Origin: origin, apikey: demo.keys.anonKey },
        })
      ).headers.get('access-control-allow-origin');
    expect(await from('https://evil.example')).toBeNull();
    expect(await from('http://localhost.evil.example')).toBeNull();
    expect(await from('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await from('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('says on /_dev/ready whether its demo data is in yet', async () => {
    expect((await fetch(`${demo.url}/_dev/ready`)).status).toBe(503);
    demo.markSeeded();
    const ready = await fetch(`${demo.url}/_dev/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { seeded: true }]);
  });

  it('refuses the API to a host name that is not loopback (DNS rebinding)', async () => {
    expect(await getWithHost(`${demo.url}/_dev/mail/messages`, 'rebind.evil.example:8080')).toBe(421);
    expect(await getWithHost(`${demo.url}/_dev/mail/messages`, '127.0.0.1')).toBe(200);
    expect(await getWithHost(`${demo.url}/_dev/mail/messages`, 'localhost:8080')).toBe(200);
  });

  it('names its own anon key in every page, for the app to call it with', async () => {
    const page = await (await fetch(`${demo.url}/listings`)).text();
    expect(page).toContain(`<meta name="supabase-anon-key" content="${demo.keys.anonKey}">`);
  });
});

/** The status a WebSocket upgrade to the realtime endpoint gets: 101 when it opens. */
function upgradeStatus(backend: TestBackend, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.keys.anonKey}&vsn=1.0.0`,
      { headers },
    );
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

describe('realtime WebSockets', () => {
  it('open for the app and for non-browser clients, never for a page of another site', async () => {
    expect(await upgradeStatus(demo, {})).toBe(101);
    expect(await upgradeStatus(demo, { Origin: 'http://localhost:8080' })).toBe(101);
    expect(await upgradeStatus(demo, { Origin: 'https://evil.example' })).toBe(404);
    expect(await upgradeStatus(demo, { Host: 'rebind.evil.example' })).toBe(404);
    expect(await upgradeStatus(production, { Origin: SITE })).toBe(101);
    expect(await upgradeStatus(production, { Origin: 'http://localhost:5173' })).toBe(404);
  });
});

describe('main.ts', () => {
  const start = (env: Record<string, string>, args: string[] = []) =>
    run('npx', ['tsx', 'supabase/local/main.ts', ...args], {
      env: { ...process.env, ROOMRADAR_DATA_DIR: folder, PORT: '0', ...env },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('refuses demo mode on an address other than loopback, and says how to run for real', async () => {
    const { code, stderr } = await start({ HOST: '0.0.0.0' });
    expect(code).toBe(2);
    expect(stderr).toContain('Refusing to start in demo mode on HOST=0.0.0.0');
    expect(stderr).toContain('--production');
  }, 30_000);

  it('refuses production mode without SITE_URL', async () => {
    const { code, stderr } = await start({ HOST: '0.0.0.0', SITE_URL: '' }, ['--production']);
    expect(code).toBe(2);
    expect(stderr).toContain('Production mode needs SITE_URL');
  }, 30_000);
});

describe('the secrets of a data folder', () => {
  it('are made at random once, kept owner-only, and the same at the next start', async () => {
    const file = path.join(folder, 'secrets-a.json');
    const first = await loadLocalSecrets(file, {}, false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadLocalSecrets(file, {}, false)).toEqual(first);
    const other = await loadLocalSecrets(path.join(folder, 'secrets-b.json'), {}, false);
    for (const key of Object.keys(first) as Array<keyof typeof first>) {
      expect(other[key]).not.toBe(first[key]);
      expect(first[key].length).toBeGreaterThanOrEqual(32);
    }
  });

  it('take the environment first, without writing it to disk', async () => {
    const file = path.join(folder, 'secrets-c.json');
    const given = 'a-jwt-secret-given-by-the-operator-0123456789';
    const secrets = await loadLocalSecrets(file, { JWT_SECRET: given }, true);
    expect(secrets.jwtSecret).toBe(given);
    expect(await readFile(file, 'utf8')).not.toContain(given);
  });

  it('tighten a file readable by others', async () => {
    const file = path.join(folder, 'secrets-d.json');
    await loadLocalSecrets(file, {}, false);
    await chmod(file, 0o644);
    await loadLocalSecrets(file, {}, false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuse the public demo secret in production mode, and a short one anywhere', async () => {
    await expect(
      loadLocalSecrets(path.join(folder, 'secrets-e.json'), { JWT_SECRET: DEMO_JWT_SECRET }, true),
    ).rejects.toThrow('public demo secret');
    await expect(
      loadLocalSecrets(path.join(folder, 'secrets-f.json'), { INGEST_SECRET: 'short' }, false),
    ).rejects.toThrow('INGEST_SECRET must be at least 32 characters long');
  });
});
