// Answers a read of an object with its bytes, as it was stored: its type and Cache-Control, its ETag (and a
// 304 when the client has it), and headers that keep a stored file from ever acting as a page of this
// origin: no sniffing, and a Content-Security-Policy that loads nothing and sandboxes whatever opens it.
// Anyone's page may show it (Cross-Origin-Resource-Policy), as an <img> of the app on another origin does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { withVary } from '../node-request-response.ts';
import { securityHeaders } from '../security-headers.ts';
import type { ObjectFiles } from './object-files.ts';
import type { ObjectRow } from './object-rows.ts';
import { objectNotFound } from './storage-errors.ts';
import { DEFAULT_CACHE_CONTROL } from './upload-body.ts';

const STORED_FILE_POLICY = "default-src 'none'; sandbox";
const HEADER_TEXT = /^[\x20-\x7e]{1,256}$/;

/** A stored header value, or the fallback when the row holds none fit to send (a row written by hand). */
function storedText(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEADER_TEXT.test(value) ? value : fallback;
}

/** Whether If-None-Match names this ETag (weakly compared, as RFC 9110 asks for GET and HEAD). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export async function sendObject(
  request: IncomingMessage,
  response: ServerResponse,
  files: ObjectFiles,
  row: ObjectRow,
): Promise<void> {
  const file = await files.open(row.bucket_id, row.name);
  if (!file) throw objectNotFound();
  const metadata = row.metadata ?? {};
  const etag = storedText(metadata.eTag, `"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`);
  const headers: Record<string, string> = {
    ...securityHeaders(),
    'Content-Security-Policy': STORED_FILE_POLICY,
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': storedText(metadata.cacheControl, DEFAULT_CACHE_CONTROL),
    ETag: etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
  };
  if (matchesETag(request.headers['if-none-match'], etag)) {
    response.writeHead(304, withVary(response, headers));
    response.end();
    return;
  }
  response.writeHead(
    200,
    withVary(response, {
      ...headers,
      'Content-Type': storedText(metadata.mimetype, 'application/octet-stream'),
      'Content-Length': String(file.size),
    }),
  );
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // A reader that goes away mid-file ends the stream; there is no one left to answer.
  await pipeline(file.stream(), response).catch(() => response.destroy());
}
