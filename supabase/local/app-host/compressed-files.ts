// Text files of the built app sent compressed, as any production host sends them: the landing script is
// 380 KB as built and about 115 KB as Brotli, which on a phone's slow 4G is more than a second. Each
// file is compressed once per version (path, size and modification time) and kept in memory. Brotli at
// quality 5, as hosts compress on the fly: the whole app in 0.1 s, where the best level takes 5 s for
// 10% less.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptsEncoding } from '../../functions/_shared/http-negotiation.ts';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Map glyphs (application/x-protobuf: signed distance fields) halve under gzip; PMTiles hold compressed tiles.
const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|manifest\+json|javascript|x-protobuf)|image\/svg\+xml)/;
const BROTLI_QUALITY = 5;
/** Below this, the headers cost more than compression saves. */
const COMPRESS_FROM_BYTES = 1024;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= COMPRESS_FROM_BYTES && COMPRESSIBLE_TYPES.test(contentType);
}

/** The encoding to send for an Accept-Encoding header: Brotli before gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/** `content` compressed now, for an answer made per request (which no cache may keep). */
export function compress(content: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(content, { level: 9 });
  return brotli(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

export class CompressedFiles {
  // One entry per file and encoding: a rebuilt file replaces its old version instead of piling up.
  private readonly cache = new Map<string, { version: string; body: Promise<Buffer> }>();

  /** The file's content (or `content`, what the server made of it) in `encoding`, compressed now or taken from the cache. */
  get(file: string, stats: { size: number; mtimeMs: number }, encoding: Encoding, content?: Buffer): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const version = `${stats.size}:${stats.mtimeMs}`;
    const cached = this.cache.get(key);
    if (cached?.version === version) return cached.body;
    const body = (content ? Promise.resolve(content) : readFile(file)).then((bytes) => compress(bytes, encoding));
    // A failed read (the file replaced mid-way) is tried again next time rather than remembered.
    body.catch(() => {
      if (this.cache.get(key)?.body === body) this.cache.delete(key);
    });
    this.cache.set(key, { version, body });
    return body;
  }
}
