// listings-snapshot: a new device's first copy of the listings in one compact, compressed answer (see
// src/domain/listings/compact-listings.ts), after which its pulls go on from the checkpoint the copy names.
// Built once per change of the listings and kept; a strong ETag lets a device or a CDN revalidate with a
// 304, and the answer may be shared for a minute (it depends only on public data). Anyone may ask.
import { COMPACT_FORMAT, encodeCompactListings } from '../../../src/domain/listings/compact-listings.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, isRead, methodNotAllowed } from '../_shared/http.ts';
import { acceptsEncoding, matchesIfNoneMatch } from '../_shared/http-negotiation.ts';
import { builtOrUnavailable, createPublicListings, type PublicListings } from '../_shared/listings/public-listings.ts';

export const LISTINGS_SNAPSHOT_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/** The copy as JSON and gzipped, each with its own strong tag (two representations, two tags). */
type Built = { etag: string; json: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer>; gzippedEtag: string };

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

async function build({ rows, checkpoint, version }: PublicListings): Promise<Built> {
  const json = new TextEncoder().encode(JSON.stringify(encodeCompactListings(rows, checkpoint)));
  // The format is in the tag: a copy of an older format kept by a browser or a CDN for the same listings is
  // not the current one, and must not be revalidated as it (the device would refuse it, and ask again).
  const tag = `listings-f${COMPACT_FORMAT}-${version}`;
  return { etag: `"${tag}"`, json, gzipped: await gzip(json), gzippedEtag: `"${tag}-gzip"` };
}

export function createListingsSnapshot(deps: FunctionDeps, fetchImpl?: typeof fetch): FunctionHandler {
  const publicListings = createPublicListings(
    { supabaseUrl: deps.supabaseUrl, anonKey: deps.anonKey, fetchImpl },
    build,
  );
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (!isRead(request)) return methodNotAllowed(LISTINGS_SNAPSHOT_METHODS, 'Use GET');
    const current = await builtOrUnavailable(publicListings);
    if (current instanceof Response) return current;
    const { built } = current;
    const isGzip = acceptsEncoding(request.headers.get('accept-encoding'), 'gzip');
    const etag = isGzip ? built.gzippedEtag : built.etag;
    const headers: Record<string, string> = {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'ETag',
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...(isGzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
      return new Response(null, { status: 304, headers });
    return new Response(isGzip ? built.gzipped : built.json, { status: 200, headers });
  };
}
