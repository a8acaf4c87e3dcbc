// A small PMTiles v3 writer (no writer exists on npm): the 127-byte header, one root directory of
// varint-encoded entries (tile id deltas, run lengths, lengths, offsets), gzip-compressed JSON metadata, and
// the tiles in tile-id order, identical tiles stored once. Enough for a basemap of a few thousand tiles,
// whose root directory fits the 16 KiB the format allows before leaf directories are needed.
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { varintBytes } from './protobuf.ts';

export type TileInput = { z: number; x: number; y: number; data: Uint8Array };
export type ArchiveOptions = {
  minZoom: number;
  maxZoom: number;
  bounds: [west: number, south: number, east: number, north: number];
  center: [lon: number, lat: number, zoom: number];
  metadata: Record<string, unknown>;
};

const HEADER_BYTES = 127;
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

type Entry = { tileId: number; offset: number; length: number; runLength: number };

/** The directory's bytes: count, id deltas, run lengths, lengths, then offsets (0 = right after the last). */
export function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const values: number[] = [entries.length];
  let lastId = 0;
  for (const entry of entries) {
    values.push(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) values.push(entry.runLength);
  for (const entry of entries) values.push(entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    values.push(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(varintBytes(values));
}

function writeHeader(view: DataView, fields: Record<string, number>, options: ArchiveOptions): void {
  'PMTiles'.split('').forEach((char, index) => view.setUint8(index, char.charCodeAt(0)));
  view.setUint8(7, 3);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, fields.rootOffset as number);
  u64(16, fields.rootLength as number);
  u64(24, fields.metadataOffset as number);
  u64(32, fields.metadataLength as number);
  u64(40, 0);
  u64(48, 0);
  u64(56, fields.dataOffset as number);
  u64(64, fields.dataLength as number);
  u64(72, fields.addressed as number);
  u64(80, fields.entries as number);
  u64(88, fields.contents as number);
  view.setUint8(96, 1);
  view.setUint8(97, COMPRESSION_GZIP);
  view.setUint8(98, COMPRESSION_GZIP);
  view.setUint8(99, TILE_TYPE_MVT);
  view.setUint8(100, options.minZoom);
  view.setUint8(101, options.maxZoom);
  const e7 = (value: number) => Math.round(value * 1e7);
  view.setInt32(102, e7(options.bounds[0]), true);
  view.setInt32(106, e7(options.bounds[1]), true);
  view.setInt32(110, e7(options.bounds[2]), true);
  view.setInt32(114, e7(options.bounds[3]), true);
  view.setUint8(118, options.center[2]);
  view.setInt32(119, e7(options.center[0]), true);
  view.setInt32(123, e7(options.center[1]), true);
}

/** The archive's bytes; tiles are given uncompressed (MVT) and stored gzip-compressed. */
export function writePmtiles(tiles: readonly TileInput[], options: ArchiveOptions): Uint8Array {
  const sorted = tiles
    .map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), data: gzipSync(tile.data, { level: 9 }) }))
    .sort((a, b) => a.tileId - b.tileId);
  const entries: Entry[] = [];
  const chunks: Uint8Array[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  for (const tile of sorted) {
    const key = Buffer.from(tile.data).toString('base64');
    let place = stored.get(key);
    if (!place) {
      place = { offset: dataLength, length: tile.data.length };
      stored.set(key, place);
      chunks.push(tile.data);
      dataLength += tile.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === place.offset && last.tileId + last.runLength === tile.tileId) last.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset: place.offset, length: place.length, runLength: 1 });
  }
  const root = gzipSync(serializeDirectory(entries), { level: 9 });
  if (root.length > ROOT_LIMIT)
    throw new Error(`The root directory is ${root.length} bytes; this writer has no leaf directories`);
  const metadata = gzipSync(Buffer.from(JSON.stringify(options.metadata)), { level: 9 });
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  const out = new Uint8Array(dataOffset + dataLength);
  writeHeader(
    new DataView(out.buffer),
    {
      rootOffset,
      rootLength: root.length,
      metadataOffset,
      metadataLength: metadata.length,
      dataOffset,
      dataLength,
      addressed: sorted.length,
      entries: entries.length,
      contents: stored.size,
    },
    options,
  );
  out.set(root, rootOffset);
  out.set(metadata, metadataOffset);
  let at = dataOffset;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
