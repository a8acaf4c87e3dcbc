// Works on Mapbox Vector Tiles at the protobuf level: a tile is nothing but its layers (field 3, each a
// length-delimited message whose field 1 is the layer's name and field 4 its table of values), so dropping
// layers or listing the texts a tile carries needs no decoding of features, and what is kept stays byte for
// byte as it was.

import { reader, skip } from './protobuf.ts';

type LayerSpan = { name: string; start: number; end: number; body: number };

const text = (bytes: Uint8Array, start: number, length: number) =>
  new TextDecoder().decode(bytes.subarray(start, start + length));

function layerName(bytes: Uint8Array, start: number, end: number): string {
  const read = reader(bytes, start);
  while (read.at < end) {
    const key = read.varint();
    if (key === 0x0a) {
      const length = read.varint();
      return text(bytes, read.at, length);
    }
    skip(read, key & 7);
  }
  return '';
}

/** The string values of a layer's value table (names, classes, refs: every text a style could draw). */
function stringValues(bytes: Uint8Array, start: number, end: number): string[] {
  const found: string[] = [];
  const read = reader(bytes, start);
  while (read.at < end) {
    const key = read.varint();
    if (key !== 0x22) {
      skip(read, key & 7);
      continue;
    }
    const valueEnd = read.varint() + read.at;
    while (read.at < valueEnd) {
      const valueKey = read.varint();
      if (valueKey === 0x0a) {
        const length = read.varint();
        found.push(text(bytes, read.at, length));
        read.at += length;
      } else skip(read, valueKey & 7);
    }
  }
  return found;
}

/** The layers of a tile (uncompressed MVT), each with the span of its bytes, key and length included. */
export function layerSpans(tile: Uint8Array): LayerSpan[] {
  const read = reader(tile);
  const spans: LayerSpan[] = [];
  while (read.at < tile.length) {
    const start = read.at;
    const key = read.varint();
    if (key !== 0x1a) {
      skip(read, key & 7);
      continue;
    }
    const length = read.varint();
    const body = read.at;
    read.at += length;
    spans.push({ name: layerName(tile, body, read.at), start, end: read.at, body });
  }
  return spans;
}

/** The tile without the named layers; the others unchanged. */
export function withoutLayers(tile: Uint8Array, dropped: ReadonlySet<string>): Uint8Array {
  const kept = layerSpans(tile).filter((span) => !dropped.has(span.name));
  const out = new Uint8Array(kept.reduce((sum, span) => sum + span.end - span.start, 0));
  let at = 0;
  for (const span of kept) {
    out.set(tile.subarray(span.start, span.end), at);
    at += span.end - span.start;
  }
  return out;
}

/** Every string value of the tile's layers, by layer name. */
export function layerTexts(tile: Uint8Array): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const span of layerSpans(tile))
    texts.set(span.name, [...(texts.get(span.name) ?? []), ...stringValues(tile, span.body, span.end)]);
  return texts;
}
