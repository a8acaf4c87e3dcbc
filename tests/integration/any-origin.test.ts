// The server at any of its addresses: everything it hands out (mail links, redirects, checkout and portal
// addresses, the basemap's address) leads back to the origin the caller used, or to SITE_URL when set,
// never to the host name the server printed.
import { describe, expect, it } from 'vitest';
import { fixtureBuild } from '../support/fixture-build.ts';
import { createMember, type TestBackend } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const SITE = 'https://rooms.example.org';
const backend = useTestBackend(async () => ({ distDir: await fixtureBuild() }));
const sited = useTestBackend(async () => ({ siteUrls: [SITE], distDir: await fixtureBuild() }));

/** The server's address as a visitor who typed the IP address reaches it. */
const atLoopbackIp = (server: TestBackend) => server.url.replace('//localhost:', '//127.0.0.1:');

async function lastMailLink(server: TestBackend, to: string): Promise<URL> {
  const mails = server.mailbox.list(to);
  const link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return new URL(link);
}

describe.each([
  ['localhost', (server: TestBackend) => server.url],
  ['127.0.0.1', atLoopbackIp],
])('at %s', (_name, addressOf) => {
  it('mails confirmation and reset links to the same origin, which lead back to the page that asked', async () => {
    const origin = addressOf(backend);
    const email = `origin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const signUp = await fetch(`${origin}/auth/v1/signup?redirect_to=${encodeURIComponent(`${origin}/auth`)}`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery' }),
    });
    expect(signUp.status).toBe(200);
    const confirm = await lastMailLink(backend, email);
    expect(confirm.origin).toBe(origin);
    const confirmed = await fetch(confirm, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(new RegExp(`^${origin}/auth#access_token=`));

    const recover = await fetch(
      `${origin}/auth/v1/recover?redirect_to=${encodeURIComponent(`${origin}/reset-password`)}`,
      {
        method: 'POST',
        headers: { apikey: backend.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    expect(recover.status).toBe(200);
    const reset = await lastMailLink(backend, email);
    expect(reset.origin).toBe(origin);
    const followed = await fetch(reset, { redirect: 'manual' });
    expect(followed.headers.get('location')).toMatch(
      new RegExp(`^${origin}/reset-password#access_token=.*type=recovery`),
    );
  });

  it('sends a checkout to a page on the same origin, and back to it', async () => {
    const origin = addressOf(backend);
    const member = await createMember(backend, { name: 'origin-payer' });
    const response = await fetch(`${origin}/functions/v1/create-checkout`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${member.accessToken}`, Origin: origin },
    });
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).origin).toBe(origin);
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(new URL(paid.headers.get('location') ?? '').origin).toBe(origin);
    const portal = (await (
      await fetch(`${origin}/functions/v1/customer-portal`, {
        method: 'POST',
        headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${member.accessToken}` },
      })
    ).json()) as { url: string };
    expect(new URL(portal.url).origin).toBe(origin);
  });

  it('names the basemap by a path on the origin the app was opened at', async () => {
    const origin = addressOf(backend);
    const config = (await (
      await fetch(`${origin}/functions/v1/map-config`, { method: 'POST', headers: { apikey: backend.keys.anonKey } })
    ).json()) as { basemap_url: string; assets_url: string };
    expect(config.basemap_url.startsWith('/')).toBe(true);
    expect(config.assets_url.startsWith('/')).toBe(true);
    const tiles = await fetch(new URL(config.basemap_url, origin), { headers: { Range: 'bytes=0-126' } });
    expect(tiles.status).toBe(206);
  });
});

describe('with SITE_URL', () => {
  it('mails links to SITE_URL and keeps redirects there, whatever address was used', async () => {
    const email = `sited-${Date.now()}@example.com`;
    await fetch(
      `${atLoopbackIp(sited)}/auth/v1/signup?redirect_to=${encodeURIComponent('https://evil.example/auth')}`,
      {
        method: 'POST',
        headers: { apikey: sited.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-battery' }),
      },
    );
    const link = await lastMailLink(sited, email);
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
  });
});
