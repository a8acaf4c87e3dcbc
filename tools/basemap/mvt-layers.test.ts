import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { describe, expect, it } from 'vitest';
import { layerSpans, layerTexts, withoutLayers } from './mvt-layers.ts';

/** A tile with one point feature per layer, named as given. */
function tileWith(layers: Record<string, Record<string, string | number>>): Uint8Array {
  const tiles = Object.fromEntries(
    Object.entries(layers).map(([name, properties]) => {
      const index = new GeoJSONVT(
        {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [4.9, 52.37] }, properties }],
        },
        { maxZoom: 0 },
      );
      return [name, index.getTile(0, 0, 0)];
    }),
  );
  return vtpbf.fromGeojsonVt(tiles as never, { version: 2 });
}

describe('vector tile layers at the protobuf level', () => {
  const tile = tileWith({
    water_name: { 'name:latin': 'Prinsengracht', class: 'canal' },
    housenumber: { housenumber: '263' },
    place: { 'name:latin': 'Sint-Pietersbuurt', rank: 3 },
  });

  it('names every layer in the order stored', () => {
    expect(layerSpans(tile).map((span) => span.name)).toEqual(['water_name', 'housenumber', 'place']);
  });

  it('drops the named layers and keeps the others byte for byte', () => {
    const kept = withoutLayers(tile, new Set(['housenumber']));
    expect(layerSpans(kept).map((span) => span.name)).toEqual(['water_name', 'place']);
    const original = layerSpans(tile);
    const [water, , place] = original;
    const expected = Buffer.concat([tile.subarray(water?.start, water?.end), tile.subarray(place?.start, place?.end)]);
    expect(Buffer.from(kept).equals(expected)).toBe(true);
  });

  it('keeps a tile whole when nothing it has is dropped, and empties one whose every layer is', () => {
    expect(Buffer.from(withoutLayers(tile, new Set(['poi']))).equals(Buffer.from(tile))).toBe(true);
    expect(withoutLayers(tile, new Set(['water_name', 'housenumber', 'place'])).length).toBe(0);
  });

  it("reads each layer's texts, names with their non-ASCII letters included", () => {
    const texts = layerTexts(tileWith({ place: { 'name:latin': 'Café ’t Smalle', class: 'quarter' } }));
    expect(texts.get('place')).toEqual(expect.arrayContaining(['Café ’t Smalle', 'quarter']));
  });
});
