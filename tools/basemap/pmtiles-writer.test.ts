import { PMTiles, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { buildBasemap } from './build-basemap.ts';
import { serializeDirectory, writePmtiles } from './pmtiles-writer.ts';

function bufferSource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number) => ({ data: bytes.slice(offset, offset + length).buffer }),
  };
}

const options = {
  minZoom: 0,
  maxZoom: 2,
  bounds: [3, 50, 8, 54] as [number, number, number, number],
  center: [4.9, 52.4, 2] as [number, number, number],
  metadata: { name: 'test', vector_layers: [] },
};

describe('the PMTiles v3 writer', () => {
  it('writes an archive the pmtiles reader understands: header, metadata and every tile', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, data: new TextEncoder().encode('world') },
      { z: 1, x: 1, y: 0, data: new TextEncoder().encode('north-east') },
      { z: 2, x: 2, y: 1, data: new TextEncoder().encode('same') },
      { z: 2, x: 2, y: 2, data: new TextEncoder().encode('same') },
    ];
    const archive = new PMTiles(bufferSource(writePmtiles(tiles, options)));
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 2,
      numAddressedTiles: 4,
      numTileContents: 3,
      tileType: 1,
      clustered: true,
    });
    expect(header.minLon).toBeCloseTo(3);
    expect(header.maxLat).toBeCloseTo(54);
    expect(await archive.getMetadata()).toEqual({ name: 'test', vector_layers: [] });
    for (const tile of tiles) {
      const found = await archive.getZxy(tile.z, tile.x, tile.y);
      // The reader undoes the tiles' gzip itself.
      expect(
        new TextDecoder().decode(new Uint8Array(found?.data ?? new ArrayBuffer(0))),
        `${tile.z}/${tile.x}/${tile.y}`,
      ).toBe(new TextDecoder().decode(tile.data));
    }
    expect(await archive.getZxy(2, 0, 0)).toBeUndefined();
  });

  it('encodes a directory as the spec lays it out', () => {
    const bytes = serializeDirectory([
      { tileId: 1, offset: 0, length: 10, runLength: 1 },
      { tileId: 3, offset: 10, length: 5, runLength: 2 },
      { tileId: 9, offset: 0, length: 10, runLength: 1 },
    ]);
    // count 3; id deltas 1, 2, 6; runs 1, 2, 1; lengths 10, 5, 10; offsets 0+1, 0 (contiguous), 0+1.
    expect([...bytes]).toEqual([3, 1, 2, 6, 1, 2, 1, 10, 5, 10, 1, 0, 1]);
  });

  it("builds the Netherlands basemap with land, borders and the project's place labels", async () => {
    const archive = new PMTiles(bufferSource(buildBasemap()));
    const header = await archive.getHeader();
    expect(header.maxZoom).toBe(10);
    const metadata = (await archive.getMetadata()) as { vector_layers: Array<{ id: string }>; attribution: string };
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual(['land', 'boundaries', 'places']);
    expect(metadata.attribution).toContain('Natural Earth');
    // Amsterdam at zoom 10 is tile 525/336.
    const amsterdam = await archive.getZxy(10, 525, 336);
    expect(amsterdam?.data.byteLength).toBeGreaterThan(100);
  }, 30_000);
});
