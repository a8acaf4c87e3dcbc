// Small HTTP helpers shared by the API handlers: bounded body reading, JSON answers and CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding } from './compressed-files.ts';
import { securityHeaders } from './security-headers.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg ?? status));
  }
}

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert, stripe-signature, x-ingest-secret',
  'Access-Control-Expose-Headers': 'Content-Range, Range, Location, Preference-Applied, X-Total-Count',
  'Access-Control-Max-Age': '86400',
};

/** Reads the whole body, refusing one larger than `limitBytes` with a 413. */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    request.resume();
    throw new HttpError(413, { code: 'PGRST413', message: `Request body is larger than ${limitBytes} bytes` });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      request.resume();
      throw new HttpError(413, { code: 'PGRST413', message: `Request body is larger than ${limitBytes} bytes` });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; bad JSON is a 400 that never echoes the body back. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendRaw(response, status, body === undefined ? '' : JSON.stringify(body), headers);
}

export function sendRaw(response: ServerResponse, status: number, text: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    ...securityHeaders(),
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
  response.end(text);
}

const COMPRESS_FROM_BYTES = 1024;

/** Sends a JSON answer gzipped when the client accepts it and it is worth it, as Supabase's gateway does. */
export function sendCompressible(request: IncomingMessage, response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip') || text.length < COMPRESS_FROM_BYTES) {
    sendRaw(response, status, text, headers);
    return;
  }
  const body = gzipSync(text, { level: 4 });
  sendRaw(response, status, body, { 'Content-Encoding': 'gzip', 'Content-Length': String(body.length), Vary: 'Accept-Encoding', ...headers });
}
