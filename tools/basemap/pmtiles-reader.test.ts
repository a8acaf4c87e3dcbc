import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPmtiles } from './pmtiles-reader.ts';
import { writePmtiles } from './pmtiles-writer.ts';

describe('the PMTiles reader', () => {
  it('reads back every tile, the header and the metadata the writer wrote, shared contents included', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const tiles = [
      { z: 0, x: 0, y: 0, data: encode('world') },
      { z: 1, x: 1, y: 0, data: encode('north-east') },
      { z: 2, x: 2, y: 1, data: encode('same') },
      { z: 2, x: 2, y: 2, data: encode('same') },
      { z: 2, x: 3, y: 3, data: encode('south-east') },
    ];
    const archive = readPmtiles(
      writePmtiles(tiles, {
        minZoom: 0,
        maxZoom: 2,
        bounds: [3, 50, 8, 54],
        center: [4.9, 52.4, 2],
        metadata: { name: 'test', vector_layers: [{ id: 'water' }] },
      }),
    );
    expect(archive.header).toMatchObject({ minZoom: 0, maxZoom: 2, numAddressedTiles: 5 });
    expect(archive.metadata).toEqual({ name: 'test', vector_layers: [{ id: 'water' }] });
    const read = archive.tiles.map(({ z, x, y, gzipped }) => `${z}/${x}/${y}:${gunzipSync(gzipped).toString()}`);
    expect(read.sort()).toEqual(tiles.map(({ z, x, y, data }) => `${z}/${x}/${y}:${Buffer.from(data)}`).sort());
  });
});
