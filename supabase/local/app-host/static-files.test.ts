import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from './server.ts';

let distDir: string;
const largeScript = Array.from({ length: 2000 }, (_, index) => `export const value${index} = ${index};`).join('\n');
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'roomradar-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'assets', 'large-def456.js'), largeScript);
  await writeFile(path.join(distDir, 'sw.js'), '// sw');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(path.dirname(distDir), 'secret.txt'), 'do not serve');
  const started = await startLocalServer({ port: 0, distDir });
  baseUrl = started.url;
  close = () => new Promise((resolve) => started.server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init);

/** The raw answer, undecoded (fetch would decode it and hide the bytes sent). */
function rawGet(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${baseUrl}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the local server serving the built app', () => {
  it('serves index.html for app routes, uncached, when the build has no shell of its own', async () => {
    for (const route of ['/', '/listings', '/listing/42', '/auth', '/no/such/page']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the service worker', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect((await get('/favicon.svg')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it('never falls back to the app for API paths', async () => {
    for (const route of ['/rest/v1/favorites', '/auth/v1/token', '/functions/v1/map-config', '/_dev/mail']) {
      expect((await get(route)).status, route).toBe(404);
    }
  });

  it('does not serve files outside the build folder', async () => {
    for (const route of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00.js']) {
      const response = await get(route);
      expect(await response.text(), route).not.toContain('do not serve');
    }
  });

  it('rejects methods other than GET and HEAD on the app', async () => {
    const response = await get('/listings', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/favicon.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  describe('compression', () => {
    it('sends Brotli to a browser that accepts it, and the same bytes decoded', async () => {
      const response = await rawGet('/assets/large-def456.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(largeScript.length / 4);
      expect(brotliDecompressSync(response.body).toString()).toBe(largeScript);
    });

    it('sends gzip where Brotli is not accepted or refused with q=0', async () => {
      for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
        const response = await rawGet('/assets/large-def456.js', { 'accept-encoding': accept });
        expect(response.headers['content-encoding'], accept).toBe('gzip');
        expect(gunzipSync(response.body).toString()).toBe(largeScript);
      }
    });

    it('sends the file as it is without an accepted encoding, for a range, and for a tiny file', async () => {
      const plain = await rawGet('/assets/large-def456.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(largeScript);
      const ranged = await rawGet('/assets/large-def456.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(ranged.status).toBe(206);
      expect(ranged.headers['content-encoding']).toBeUndefined();
      expect(ranged.body.toString()).toBe(largeScript.slice(0, 10));
      const tiny = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br' });
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('console.log(1)');
    });

    it("sends a rebuilt file's new content, not the cached old one", async () => {
      const file = path.join(distDir, 'assets', 'rebuilt.js');
      await writeFile(file, `${largeScript}\n// first`);
      expect(
        brotliDecompressSync((await rawGet('/assets/rebuilt.js', { 'accept-encoding': 'br' })).body).toString(),
      ).toMatch(/first$/);
      await writeFile(file, `${largeScript}\n// second build`);
      expect(
        brotliDecompressSync((await rawGet('/assets/rebuilt.js', { 'accept-encoding': 'br' })).body).toString(),
      ).toMatch(/second build$/);
    });
  });

  describe('a build with prerendered pages', () => {
    let pagesDir: string;
    let pagesUrl: string;
    let closePages: () => Promise<void>;

    beforeAll(async () => {
      pagesDir = await mkdtemp(path.join(tmpdir(), 'roomradar-pages-'));
      for (const [file, title] of [
        ['index.html', 'landing'],
        ['listings.html', 'listings'],
        ['shell.html', 'shell'],
      ]) {
        await writeFile(path.join(pagesDir, file ?? ''), `<!doctype html><title>${title}</title>`);
      }
      const started = await startLocalServer({ port: 0, distDir: pagesDir });
      pagesUrl = started.url;
      closePages = () => new Promise((resolve) => started.server.close(() => resolve()));
    });

    afterAll(async () => {
      await closePages();
      await rm(pagesDir, { recursive: true, force: true });
    });

    it('answers / and /listings with their prerendered pages and every other route with the shell, uncached', async () => {
      for (const [route, title] of [
        ['/', 'landing'],
        ['/listings', 'listings'],
        ['/listing/42', 'shell'],
        ['/favorites', 'shell'],
        ['/no/such/page', 'shell'],
        ['/listings?city=Utrecht', 'listings'],
      ]) {
        const response = await fetch(`${pagesUrl}${route}`);
        expect(response.status, route).toBe(200);
        expect(await response.text(), route).toContain(`<title>${title}</title>`);
        expect(response.headers.get('cache-control'), route).toBe('no-cache');
      }
    });
  });
});
