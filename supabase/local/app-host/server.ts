// The one-machine backend's HTTP server: the API in front (when given) and the built app behind it. It
// owns what happens before and around the handlers: socket timeouts (slow or idle clients are cut off),
// an answer to every request Node cannot parse (instead of a dropped connection), and a last line of
// defence that turns an error no handler caught into a 4xx or a bare 500, never a stack or a hang.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { securityHeaders } from '../emulator/security-headers.ts';
import { createStaticHandler } from './static-files.ts';
import type { ListingPages } from './listing-preview.ts';
import type { ListingsPages } from './listings-page.ts';

export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** How long a client may take; a real server's values by default (see DEFAULT_TIMEOUTS). */
export type ServerTimeouts = {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From a request's first byte to the end of its body (an ingest batch of 5 MB must fit). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
  /** How long a socket may see no traffic at all before it is closed. */
  idleMs: number;
  /** How often the headers and request timeouts are checked. */
  checkEveryMs: number;
};

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
};

export type LocalServerOptions = {
  port: number;
  host?: string;
  distDir: string;
  /** Markup added to the head of every page of the app (see createStaticHandler). */
  pageHead?: string;
  /** A listing page's preview for chat apps (see createStaticHandler). */
  listingPages?: ListingPages;
  /** /listings drawn with its first answer for a first visit (see listings-page.ts). */
  listingsPages?: ListingsPages;
  api?: ApiHandler;
  upgrade?: UpgradeHandler;
  timeouts?: Partial<ServerTimeouts>;
};

// The statuses Node itself would answer a request it could not parse with.
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const CLIENT_ERROR_MESSAGE: Record<number, string> = {
  400: 'The request is not valid HTTP',
  405: 'This server does not take CONNECT requests',
  408: 'The request took too long to arrive',
  413: 'The request has too large a chunk extension',
  431: 'The request headers are too large',
};

/** A complete answer written straight to a socket that no ServerResponse owns; the connection closes after it. */
export function rawAnswer(status: number, message: string, extra: Record<string, string> = {}): string {
  const body = JSON.stringify({ message });
  const headers = {
    ...securityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...extra,
  };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n${body}`;
}

/** Whether a request target can be read as a URL at all; the handlers parse it again and may rely on it. */
function isReadableTarget(target: string | undefined): boolean {
  return URL.canParse(target ?? '/', 'http://localhost');
}

function answerJson(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify({ message }));
}

export async function startLocalServer({
  port,
  host = '127.0.0.1',
  distDir,
  pageHead,
  listingPages,
  listingsPages,
  api,
  upgrade,
  timeouts = {},
}: LocalServerOptions): Promise<{ server: Server; url: string }> {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const serveApp = createStaticHandler(distDir, pageHead, { listingPages, listingsPages });
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    (request, response) => {
      const handle = async () => {
        if (!isReadableTarget(request.url)) return answerJson(response, 400, 'The request target is not a valid URL');
        if (api && (await api(request, response))) return;
        await serveApp(request, response);
      };
      handle().catch((error: unknown) => {
        // A client that went away needs no answer; a bad percent-encoding is the client's mistake.
        if (request.destroyed && response.destroyed) return;
        if (error instanceof URIError) return answerJson(response, 400, 'The request has a malformed percent-encoding');
        console.error('Unexpected error while serving', request.method, request.url?.slice(0, 200), error);
        answerJson(response, 500, 'Internal server error');
      });
    },
  );
  server.setTimeout(limits.idleMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset connection, or one whose answer has begun, cannot take an error answer any more.
    const current = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    socket.end(rawAnswer(status, CLIENT_ERROR_MESSAGE[status] ?? 'Bad request'));
  });
  // CONNECT asks the server to be a proxy; without a listener Node drops the connection unanswered.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      rawAnswer(405, CLIENT_ERROR_MESSAGE[405] as string, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }),
    );
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node stops watching an upgraded socket: an error on it with no listener would end the process.
    socket.on('error', () => socket.destroy());
    try {
      if (!isReadableTarget(request.url)) socket.end(rawAnswer(400, 'The request target is not a valid URL'));
      else if (!upgrade?.(request, socket, head)) socket.end(rawAnswer(404, 'Not found'));
    } catch (error) {
      console.error('Unexpected error while upgrading', request.url?.slice(0, 200), error);
      socket.end(rawAnswer(500, 'Internal server error'));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}` };
}
