// Reads a whole PMTiles v3 archive held in memory, the counterpart of pmtiles-writer.ts: the header, the
// metadata and every tile with its gzip-compressed bytes, walking leaf directories too. The pmtiles package
// reads one tile at a time by address; cutting a basemap needs them all.
import { gunzipSync } from 'node:zlib';
import { bytesToHeader, tileIdToZxy, type Header } from 'pmtiles';

export type StoredTile = { z: number; x: number; y: number; gzipped: Uint8Array };
type Entry = { tileId: number; offset: number; length: number; runLength: number };

function inflate(bytes: Uint8Array, compression: number): Uint8Array {
  if (compression === 1) return bytes;
  if (compression === 2) return gunzipSync(bytes);
  throw new Error(`PMTiles compression ${compression} is not read here (only none and gzip)`);
}

/** A directory's entries from its (uncompressed) bytes: count, id deltas, run lengths, lengths, offsets. */
export function deserializeDirectory(bytes: Uint8Array): Entry[] {
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++] as number;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  };
  const count = varint();
  const entries: Entry[] = [];
  let lastId = 0;
  for (let index = 0; index < count; index += 1) {
    lastId += varint();
    entries.push({ tileId: lastId, offset: 0, length: 0, runLength: 0 });
  }
  for (const entry of entries) entry.runLength = varint();
  for (const entry of entries) entry.length = varint();
  entries.forEach((entry, index) => {
    const value = varint();
    const previous = entries[index - 1];
    entry.offset = value === 0 && previous ? previous.offset + previous.length : value - 1;
  });
  return entries;
}

export type Archive = { header: Header; metadata: Record<string, unknown>; tiles: StoredTile[] };

/** Every tile of the archive in tile-id order; tiles must be gzip-compressed MVT. */
export function readPmtiles(bytes: Uint8Array): Archive {
  const view = (offset: number, length: number) => bytes.subarray(offset, offset + length);
  const header = bytesToHeader(bytes.slice(0, 127).buffer);
  if (header.tileCompression !== 2) throw new Error('Only gzip-compressed tiles are read here');
  const metadata = JSON.parse(
    new TextDecoder().decode(
      inflate(view(header.jsonMetadataOffset, header.jsonMetadataLength), header.internalCompression),
    ),
  ) as Record<string, unknown>;
  const tiles: StoredTile[] = [];
  const walk = (offset: number, length: number): void => {
    for (const entry of deserializeDirectory(inflate(view(offset, length), header.internalCompression))) {
      if (entry.runLength === 0) {
        walk(header.leafDirectoryOffset + entry.offset, entry.length);
        continue;
      }
      const gzipped = view(header.tileDataOffset + entry.offset, entry.length);
      for (let step = 0; step < entry.runLength; step += 1) {
        const [z, x, y] = tileIdToZxy(entry.tileId + step);
        tiles.push({ z, x, y, gzipped });
      }
    }
  };
  walk(header.rootDirectoryOffset, header.rootDirectoryLength);
  return { header, metadata, tiles };
}
