// The basemap in the service worker: PMTiles files read by byte ranges (a tile, a directory). A phone must
// not download a whole street basemap the first time it opens the map, so each range is kept as it is read
// (BASEMAP_VIEWED_CACHE): an area viewed once is there offline. A whole file is answered from instead when
// one is kept (BASEMAP_SAVED_CACHE: the member saved the map for offline, or the file is small, as the land
// beneath is). Offline, a range never read answers 504, which the map shows as an area not on the device.
import { createPartialResponse } from 'workbox-range-requests';
import { BASEMAP_SAVED_CACHE, BASEMAP_VIEWED_CACHE, SAVED_AT_HEADER } from './cache-names.ts';

/** Files up to this size are kept whole the first time they are read. */
const KEEP_WHOLE_BYTES = 1024 * 1024;
/** Ranges kept at most, oldest dropped first (an older basemap's too): some hundreds of street tiles. */
const MAX_VIEWED_RANGES = 1500;
/** Headers of a ranged answer worth keeping (pmtiles compares the ETag between reads). */
const KEPT_HEADERS = ['content-type', 'etag', 'last-modified'];

const RANGE = /^bytes=(\d+)-(\d+)$/;

/** The cache key of a range of a file: its path with the range as a query. */
export function rangeKey(pathname: string, start: number, end: number): string {
  return `${pathname}?bytes=${start}-${end}`;
}

/** The file size a `Content-Range: bytes a-b/size` names, or null. */
export function totalOf(contentRange: string | null): number | null {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? null : Number(total);
}

async function keepWhole(pathname: string): Promise<void> {
  const whole = await fetch(pathname, { credentials: 'same-origin' });
  if (whole.status !== 200) return;
  const headers = new Headers(whole.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  await (await caches.open(BASEMAP_SAVED_CACHE)).put(pathname, new Response(await whole.blob(), { headers }));
}

/** Drops the oldest ranges over the limit (a cache lists its keys in the order they were put). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_VIEWED_RANGES))) await cache.delete(old);
}

// The files read in this worker's life (whether each is small enough to keep whole is asked once).
const known = new Set<string>();

const offline = () =>
  new Response('This part of the map is not on this device', { status: 504, statusText: 'Offline' });

/** Answers a basemap request (ranged or not) as the module header says. */
export async function answerBasemap(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const whole = await (await caches.open(BASEMAP_SAVED_CACHE)).match(pathname);
  const range = RANGE.exec(request.headers.get('range') ?? '');
  if (whole) return range ? createPartialResponse(request, whole) : whole;
  if (!range) return fetch(request).catch(offline);
  const [start, end] = [Number(range[1]), Number(range[2])];
  const viewed = await caches.open(BASEMAP_VIEWED_CACHE);
  const key = rangeKey(pathname, start, end);
  const kept = await viewed.match(key);
  if (kept) {
    const headers = new Headers(kept.headers);
    return new Response(kept.body, { status: 206, statusText: 'Partial Content', headers });
  }
  let answer: Response;
  try {
    answer = await fetch(request);
  } catch {
    return offline();
  }
  if (answer.status !== 206) return answer;
  const total = totalOf(answer.headers.get('content-range'));
  const isSmall = total !== null && total <= KEEP_WHOLE_BYTES;
  if (!known.has(pathname)) {
    known.add(pathname);
    if (isSmall) void keepWhole(pathname).catch(() => undefined);
  }
  // A small file is kept whole; its ranges would only be copies.
  if (isSmall) return answer;
  const headers = new Headers({ 'content-range': answer.headers.get('content-range') ?? '' });
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const bytes = await answer.clone().arrayBuffer();
  headers.set('content-length', String(bytes.byteLength));
  // A cache keeps no 206: the range is stored as a 200 under its own key and answered as a 206 again. It is
  // stored before the map has it, so an area the map has drawn is on the device (a full disk only skips it).
  await viewed.put(key, new Response(bytes, { status: 200, headers })).catch(() => undefined);
  void trim(viewed).catch(() => undefined);
  return answer;
}
