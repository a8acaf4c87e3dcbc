// Node's side of the API handlers' requests and answers (IncomingMessage in, ServerResponse out): bounded
// body reading, JSON parsing, HttpError, and JSON answers with the security headers and Vary kept whole (CORS
// headers are set per request by the API router, from the caller's origin). The edge functions' Web
// Request/Response helpers are another module, supabase/functions/_shared/http.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { parseBoundedJson } from '../../functions/_shared/bounded-json.ts';
import { acceptsEncoding } from '../../functions/_shared/http-negotiation.ts';
import { securityHeaders } from './security-headers.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg ?? status));
  }
}

/** Reads the whole body, refusing one larger than `limitBytes` with a 413. */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    request.resume();
    throw new HttpError(413, { code: 'PGRST413', message: `Request body is larger than ${limitBytes} bytes` });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) {
        request.resume();
        throw new HttpError(413, { code: 'PGRST413', message: `Request body is larger than ${limitBytes} bytes` });
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // A client that hangs up (or times out) mid-body made a bad request, not the server a failure.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, { code: 'PGRST102', message: 'The request body ended before its declared length' });
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; bad JSON, or JSON beyond the server's bounds, is a 400 that never echoes the body back. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const parsed = parseBoundedJson(raw.toString('utf8'));
  if (parsed.ok) return parsed.value;
  // PostgREST's own words for a body that is not JSON.
  const message = parsed.isSyntax ? 'Empty or invalid json' : parsed.problem;
  throw new HttpError(400, { code: 'PGRST102', message, details: null, hint: null });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendRaw(response, status, body === undefined ? '' : JSON.stringify(body), headers);
}

/**
 * `headers` with their Vary joined to the one already set on the response (the router's `Origin`): writeHead
 * would otherwise replace it, and a shared cache could give one origin's CORS answer to another.
 */
export function withVary(response: ServerResponse, headers: Record<string, string>): Record<string, string> {
  const names = [response.getHeader('vary'), headers.Vary ?? headers.vary]
    .flatMap((value) => String(value ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const { vary: _lower, ...rest } = headers;
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  return unique.length > 0 ? { ...rest, Vary: unique.join(', ') } : rest;
}

export function sendRaw(
  response: ServerResponse,
  status: number,
  text: string | Buffer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(
    status,
    withVary(response, {
      ...securityHeaders(),
      'Content-Type': 'application/json; charset=utf-8',
      ...headers,
    }),
  );
  response.end(text);
}

const COMPRESS_FROM_BYTES = 1024;

/** Sends a JSON answer gzipped when the client accepts it and it is worth it, as Supabase's gateway does. */
export function sendCompressible(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip') || text.length < COMPRESS_FROM_BYTES) {
    sendRaw(response, status, text, headers);
    return;
  }
  const body = gzipSync(text, { level: 4 });
  sendRaw(response, status, body, {
    'Content-Encoding': 'gzip',
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    ...headers,
  });
}
