// Serves the built app: hashed assets cached for a year, pages and sw.js never cached, text files
// compressed (Brotli or gzip), and for every app route its page (prerendered, else the shell; see
// sw/shell-pages.ts) so that deep links work; a listing's page carries its preview for chat apps
// (listing-preview.ts). API paths never fall back to the app.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compress, CompressedFiles, isCompressible, preferredEncoding } from './compressed-files.ts';
import type { ListingsPages } from './listings-page.ts';
import { RENDERER_DIR, isApiPath, languageOfRequest, pageForPath } from '../../../sw/shell-pages.ts';
import { securityHeaders } from '../emulator/security-headers.ts';
import { withPreviewHead } from '../../../sw/shell-html.ts';
import type { ListingPages } from './listing-preview.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
  '.pmtiles': 'application/octet-stream',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

function cacheControlFor(pathname: string): string {
  // A page names this version's scripts: a cached one would keep a visitor on an old version.
  if (pathname === '/sw.js' || pathname.endsWith('.html')) return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

async function fileAt(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = path.resolve(root, `.${decoded}`);
  // A resolved path outside the root (../ tricks) is never served, nor the server's own renderer in it.
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return null;
  if (candidate.startsWith(path.join(root, RENDERER_DIR))) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** The byte range a Range header asks for, as PMTiles readers send it; null for none or one we do not serve. */
export function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start = from === '' ? size - Number(to) : Number(from);
  let end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  start = Math.max(0, start);
  if (start > end || start >= size) return 'unsatisfiable';
  end = Math.max(start, end);
  return { start, end };
}

function contentTypeOf(file: string): string | null {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? null;
}

/** What this server adds to every page's head (the backend's public settings), kept per page version. */
class PagesWithHead {
  private readonly pages = new Map<string, { version: string; body: Promise<Buffer> }>();

  constructor(private readonly head: string) {}

  get(file: string, stats: { size: number; mtimeMs: number }): Promise<Buffer> {
    const version = `${stats.size}:${stats.mtimeMs}`;
    const cached = this.pages.get(file);
    if (cached?.version === version) return cached.body;
    const body = readFile(file, 'utf8').then((html) => Buffer.from(html.replace('</head>', `${this.head}</head>`)));
    body.catch(() => {
      if (this.pages.get(file)?.body === body) this.pages.delete(file);
    });
    this.pages.set(file, { version, body });
    return body;
  }
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  pathname: string,
  compressed: CompressedFiles,
  pages: PagesWithHead | null,
  varies: readonly string[] = [],
): Promise<void> {
  const type = contentTypeOf(file) ?? 'application/octet-stream';
  const fileVersion = await stat(file);
  const page = pages && file.endsWith('.html') ? await pages.get(file, fileVersion) : null;
  // A page is sent as this server made it, so its size (and version, for the compressed copy) is its own.
  const version = page ? { size: page.length, mtimeMs: fileVersion.mtimeMs } : fileVersion;
  const { size } = version;
  const headers = {
    ...securityHeaders(),
    'Content-Type': type,
    'Cache-Control': cacheControlFor(pathname),
    'Accept-Ranges': 'bytes',
  };
  const compressible = isCompressible(type, size);
  const vary = [...varies, ...(compressible ? ['Accept-Encoding'] : [])];
  if (vary.length > 0) Object.assign(headers, { Vary: vary.join(', ') });
  const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  // A range is of the file's own bytes, so a ranged request is answered uncompressed.
  if (encoding && !request.headers.range) {
    const body = await compressed.get(file, version, encoding, page ?? undefined);
    response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    response.end();
    return;
  }
  if (range)
    response.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
    });
  else response.writeHead(200, { ...headers, 'Content-Length': String(size) });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (page) response.end(range ? page.subarray(range.start, range.end + 1) : page);
  else createReadStream(file, range ?? undefined).pipe(response);
}

/**
 * A page made for this request (a listing's with its preview in the head, a first visit's /listings with its
 * first cards): sent whole, compressed now, and never into the compressed files' cache, which keeps one copy
 * per file.
 */
async function sendMadePage(
  request: IncomingMessage,
  response: ServerResponse,
  html: string,
  varies: readonly string[],
): Promise<void> {
  const body = Buffer.from(html);
  const type = 'text/html; charset=utf-8';
  const encoding = isCompressible(type, body.length) ? preferredEncoding(request.headers['accept-encoding']) : null;
  const sent = encoding ? await compress(body, encoding) : body;
  response.writeHead(200, {
    ...securityHeaders(),
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    Vary: [...varies, 'Accept-Encoding'].join(', '),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(sent.length),
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
}

function sendPlain(
  response: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(message);
}

/**
 * Builds a handler for the app in `distDir`; it answers every request it is given. `pageHead` is markup
 * added to the head of every page: the settings a build cannot know, such as this server's anon key.
 * `made` draws pages per request: `listingPages` gives a listing's page its preview for chat apps (or sends a
 * copy's visitor on), `listingsPages` a first visit's /listings its first cards.
 */
export function createStaticHandler(
  distDir: string,
  pageHead = '',
  made: { listingPages?: ListingPages; listingsPages?: ListingsPages } = {},
) {
  const { listingPages, listingsPages } = made;
  const root = path.resolve(distDir);
  const compressed = new CompressedFiles();
  const pages = pageHead ? new PagesWithHead(pageHead) : null;
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendPlain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    if (isApiPath(pathname)) {
      sendPlain(response, 404, 'Not found');
      return;
    }
    const file = pathname === '/' ? null : await fileAt(root, pathname);
    if (file) {
      await sendFile(request, response, file, pathname, compressed, pages);
      return;
    }
    // A path with a file extension names an asset: a missing one is a 404, not the app shell.
    if (path.extname(pathname) !== '') {
      sendPlain(response, 404, 'Not found');
      return;
    }
    // A build from before the shell had pages of its own has only index.html.
    // The page in the visitor's language; a cache between here and them must keep the languages apart.
    const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
    const page = `/${pageForPath(pathname, language)}`;
    const found = (await fileAt(root, page)) ?? (await fileAt(root, '/index.html'));
    if (!found) {
      sendPlain(response, 503, 'The app is not built yet: run npm run build');
      return;
    }
    const listingPage = listingPages ? await listingPages(request, pathname) : null;
    if (listingPage && 'redirectTo' in listingPage) {
      sendPlain(response, 302, `See ${listingPage.redirectTo}`, {
        Location: listingPage.redirectTo,
        'Cache-Control': 'no-cache',
      });
      return;
    }
    if (listingPage) {
      const shell = pages ? await pages.get(found, await stat(found)) : await readFile(found);
      const html = withPreviewHead(shell.toString('utf8'), listingPage.head);
      await sendMadePage(request, response, html, ['Accept-Language', 'Cookie']);
      return;
    }
    // A first visit to the list without filters in its address: the page with its first cards in it.
    const drawn = listingsPages && pathname === '/listings' && search === '' ? await listingsPages(language) : null;
    if (drawn) {
      const html = drawn.replace('</head>', `${pageHead}</head>`);
      await sendMadePage(request, response, html, ['Accept-Language', 'Cookie']);
      return;
    }
    await sendFile(request, response, found, page, compressed, pages, ['Accept-Language', 'Cookie']);
  };
}
