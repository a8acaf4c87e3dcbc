// The map saved for offline use on this device ('Save the Amsterdam map for offline', on the map and the
// account page): the basemap files whole in the cache the service worker answers from first
// (sw/basemap-ranges.ts), with their size asked before, their download counted as it comes, cancellable,
// removable, and never started when the browser's storage estimate leaves no room. Beside it, the ranges the
// worker kept as the map was viewed.
import { BASEMAP_SAVED_CACHE, BASEMAP_VIEWED_CACHE, SAVED_AT_HEADER } from '../../../sw/cache-names.ts';

export type SavedMap = { bytes: number; savedAt: string | null };
export type OfflineMapState = { saved: SavedMap | null; viewedBytes: number };

/** Room asked beyond the map's own size, a tenth of it: the browser needs some for everything else. */
const needed = (bytes: number) => bytes + Math.ceil(bytes / 10);

/** Whether an estimate (StorageManager.estimate()) leaves room for `bytes`; an unknown quota does. */
export function hasRoomFor(estimate: { quota?: number; usage?: number } | null, bytes: number): boolean {
  if (!estimate || typeof estimate.quota !== 'number') return true;
  return estimate.quota - (estimate.usage ?? 0) >= needed(bytes);
}

/** The free space an estimate names, or null when it names none. */
export function freeSpace(estimate: { quota?: number; usage?: number } | null): number | null {
  return estimate && typeof estimate.quota === 'number' ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null;
}

const hasCaches = () => typeof caches !== 'undefined';
const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/** What this device holds of the map at `urls` (the files saved whole, and the ranges kept as viewed). */
export async function offlineMapState(urls: readonly string[]): Promise<OfflineMapState> {
  if (!hasCaches()) return { saved: null, viewedBytes: 0 };
  const savedCache = await caches.open(BASEMAP_SAVED_CACHE);
  let bytes = 0;
  let savedAt: string | null = null;
  let isComplete = true;
  for (const url of urls) {
    const whole = await savedCache.match(pathOf(url));
    if (!whole) {
      isComplete = false;
      continue;
    }
    bytes += Number(whole.headers.get('content-length') ?? 0);
    savedAt = whole.headers.get(SAVED_AT_HEADER) ?? savedAt;
  }
  const viewed = await caches.open(BASEMAP_VIEWED_CACHE);
  let viewedBytes = 0;
  for (const key of await viewed.keys())
    viewedBytes += Number((await viewed.match(key))?.headers.get('content-length') ?? 0);
  return { saved: isComplete && urls.length > 0 ? { bytes, savedAt } : null, viewedBytes };
}

/** A file's size from a HEAD request (the worker passes it to the network); null offline or unsaid. */
async function sizeOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    const length = response.headers.get('content-length');
    return response.ok && length !== null ? Number(length) : null;
  } catch {
    return null;
  }
}

/** The bytes saving the map at `urls` downloads, or null when it cannot be known (offline). */
export async function offlineMapSize(urls: readonly string[]): Promise<number | null> {
  const sizes = await Promise.all(urls.map(sizeOf));
  return sizes.some((size) => size === null) ? null : sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
}

export class NotEnoughSpaceError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number | null,
  ) {
    super(`Not enough storage for the map: ${needed} bytes needed`);
  }
}

/**
 * Downloads the map at `urls` whole into the saved cache, reporting the bytes received; `signal` cancels
 * (nothing is kept then). Refused with NotEnoughSpaceError when the storage estimate leaves no room.
 */
export async function saveOfflineMap(
  urls: readonly string[],
  total: number,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (received: number) => void },
): Promise<void> {
  const estimate = (await navigator.storage?.estimate?.().catch(() => null)) ?? null;
  if (!hasRoomFor(estimate, total)) throw new NotEnoughSpaceError(total, freeSpace(estimate));
  let received = 0;
  const files: { path: string; blob: Blob; headers: Headers }[] = [];
  for (const url of urls) {
    const response = await fetch(url, { signal, cache: 'no-store' });
    if (response.status !== 200 || !response.body) throw new Error(`The map answered ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
    const blob = new Blob(chunks as BlobPart[], { type: 'application/octet-stream' });
    files.push({ path: pathOf(url), blob, headers: new Headers({ 'content-length': String(blob.size) }) });
  }
  signal.throwIfAborted();
  const saved = await caches.open(BASEMAP_SAVED_CACHE);
  const savedAt = new Date().toISOString();
  for (const { path, blob, headers } of files) {
    headers.set(SAVED_AT_HEADER, savedAt);
    await saved.put(path, new Response(blob, { headers }));
  }
  await dropViewedRanges(files.map((file) => file.path));
  // Asked so the browser keeps the map when space runs short; it may say no, and the map stays saved anyway.
  await navigator.storage?.persist?.().catch(() => false);
}

/** The ranges kept as viewed of files now saved whole are copies: they go. */
async function dropViewedRanges(paths: readonly string[]): Promise<void> {
  const viewed = await caches.open(BASEMAP_VIEWED_CACHE);
  for (const key of await viewed.keys()) if (paths.includes(new URL(key.url).pathname)) await viewed.delete(key);
}

/** Removes the saved map; what was viewed since stays as the worker keeps it. */
export async function removeOfflineMap(urls: readonly string[]): Promise<void> {
  if (!hasCaches()) return;
  const saved = await caches.open(BASEMAP_SAVED_CACHE);
  for (const url of urls) await saved.delete(pathOf(url));
}
