// Fetches one photo of a post, once, within bounds: https only, public addresses only (net/guarded-request.ts: checked on the
// address each connection really uses, so a host name that resolves to a private address, or changes its
// answer between two looks, is refused), at most a few redirects, a byte and a time limit, and bytes that
// begin as a JPEG, PNG or WebP file whatever the host says they are. Every refusal comes back as a reason
// for the ingest report, never as a thrown error.
import type { IncomingMessage } from 'node:http';
import { OutboundRefusal as Refusal, sendGuarded } from '../net/guarded-request.ts';
import type { AddressPolicy } from '../net/public-address.ts';
import type { PhotoKind } from './photo-codec.ts';

export type PhotoFetchLimits = AddressPolicy & {
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
};

export const PHOTO_FETCH_LIMITS: PhotoFetchLimits = {
  allowLoopback: false,
  maxBytes: 8 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

export type FetchedPhoto = { ok: true; bytes: Uint8Array; kind: PhotoKind } | { ok: false; reason: string };

/** The image format the first bytes announce, or null. */
export function photoKindOf(bytes: Uint8Array): PhotoKind | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes.toLocaleString('en')} bytes`;

async function readBounded(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) throw new Refusal(`larger than ${sizeText(maxBytes)}`);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Refusal(`larger than ${sizeText(maxBytes)}`);
    parts.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(parts));
}

function reasonOf(error: unknown, timedOut: boolean, limits: PhotoFetchLimits): string {
  if (error instanceof Refusal) return error.message;
  if (timedOut) return `no answer within ${limits.timeoutMs / 1000} s`;
  if ((error as { name?: unknown }).name === 'AbortError') return BATCH_OUT_OF_TIME;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'the host refused the connection';
  if (
    (typeof code === 'string' && code.startsWith('ERR_TLS')) ||
    code === 'CERT_HAS_EXPIRED' ||
    code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
  )
    return 'the host has no valid certificate';
  return 'the host could not be reached';
}

/** The reason a photo gets when its batch's time for photos has run out (keep-photos.ts). */
export const BATCH_OUT_OF_TIME = "the batch's time for photos ran out";

/**
 * Fetches a photo within the limits; a refusal is a reason, never a throw. `batchSignal` ends it early
 * when the batch it belongs to is out of time.
 */
export async function fetchPhoto(
  address: string,
  limits: PhotoFetchLimits = PHOTO_FETCH_LIMITS,
  batchSignal?: AbortSignal,
): Promise<FetchedPhoto> {
  if (batchSignal?.aborted) return { ok: false, reason: BATCH_OUT_OF_TIME };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const stopForBatch = () => controller.abort();
  batchSignal?.addEventListener('abort', stopForBatch, { once: true });
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const { response, release } = await sendGuarded(
        url,
        {
          method: 'GET',
          headers: { accept: 'image/webp,image/png,image/jpeg;q=0.9', 'user-agent': 'RoomRadar photo keeper' },
          signal: controller.signal,
        },
        limits,
      );
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        release();
        if (redirects >= limits.maxRedirects) throw new Refusal('too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        release();
        throw new Refusal(`the host answered ${status}`);
      }
      const bytes = await readBounded(response, limits.maxBytes).finally(release);
      const kind = photoKindOf(bytes);
      if (kind === null) throw new Refusal('not a JPEG, PNG or WebP image');
      return { ok: true, bytes, kind };
    }
  } catch (error) {
    return { ok: false, reason: reasonOf(error, timedOut, limits) };
  } finally {
    clearTimeout(timer);
    batchSignal?.removeEventListener('abort', stopForBatch);
  }
}
