// The committed street basemap against the street style: every layer the style draws is in the tiles, every
// glyph range its labels need is served (and no other), every icon is in the sprite.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { AREA_OUTLINES_NAME, BASEMAP_FONTS, SPRITE_NAME } from '../../src/domain/map/basemap-assets.ts';
import {
  AREAS_SOURCE,
  LAND_SOURCE,
  STREETS_SOURCE,
  labelSourceLayers,
  streetStyle,
} from '../../src/components/map/street-style.ts';
import { DEFAULT_BASEMAP_ASSETS_PATH, DEFAULT_BASEMAP_PATH } from '../../src/domain/constants.ts';
import { LAND_VECTOR_LAYERS } from './build-basemap.ts';
import { codePointsOf, glyphIds, glyphRangesFor } from './glyph-ranges.ts';
import { layerTexts } from './mvt-layers.ts';
import { readPmtiles } from './pmtiles-reader.ts';
import { DROPPED_LAYERS } from './street-basemap.ts';

const publicFolder = path.resolve(import.meta.dirname, '../../public');
const assets = path.join(publicFolder, DEFAULT_BASEMAP_ASSETS_PATH);
const archive = readPmtiles(readFileSync(path.join(publicFolder, DEFAULT_BASEMAP_PATH)));
const style = streetStyle({
  basemapUrl: DEFAULT_BASEMAP_PATH,
  landUrl: '/basemap/land.pmtiles',
  attribution: '',
  landAttribution: '',
  assetsUrl: DEFAULT_BASEMAP_ASSETS_PATH,
  language: 'nl',
  pageUrl: 'http://localhost/',
});
type Drawn = { id: string; source?: string; 'source-layer'?: string; layout?: Record<string, unknown> };
const drawn = style.layers as Drawn[];

describe('the committed street basemap and the street style', () => {
  it("draws only layers the tiles' vector_layers (or the land file's) name", () => {
    const streetLayers = new Set((archive.metadata.vector_layers as { id: string }[]).map((layer) => layer.id));
    const landLayers = new Set(LAND_VECTOR_LAYERS.map((layer) => layer.id));
    // The area outlines are GeoJSON (area-outlines.ts): no vector layers to match.
    const sourced = drawn.filter((layer) => layer.source !== undefined && layer.source !== AREAS_SOURCE);
    expect(sourced.length).toBeGreaterThan(20);
    for (const layer of sourced) {
      const known = layer.source === STREETS_SOURCE ? streetLayers : layer.source === LAND_SOURCE ? landLayers : null;
      expect(known?.has(layer['source-layer'] ?? ''), `${layer.id}: ${layer.source}/${layer['source-layer']}`).toBe(
        true,
      );
    }
  });

  it('is the cut it says: house numbers and peaks gone from every tile and from vector_layers', () => {
    expect(archive.tiles.length).toBeGreaterThan(500);
    const ids = (archive.metadata.vector_layers as { id: string }[]).map((layer) => layer.id);
    for (const dropped of DROPPED_LAYERS) expect(ids).not.toContain(dropped);
    const stored = new Set<string>();
    for (const tile of archive.tiles)
      for (const layer of layerTexts(gunzipSync(tile.gzipped)).keys()) stored.add(layer);
    for (const dropped of DROPPED_LAYERS) expect(stored.has(dropped)).toBe(false);
    expect(stored).toEqual(new Set(ids));
  });

  it('serves every glyph range its labels need in every font it names, and no other', () => {
    const labelLayers = new Set(labelSourceLayers());
    expect([...labelLayers]).toEqual(
      expect.arrayContaining(['transportation_name', 'place', 'water_name', 'waterway', 'poi', 'park']),
    );
    const texts: string[] = [];
    for (const tile of archive.tiles)
      for (const [layer, values] of layerTexts(gunzipSync(tile.gzipped)))
        if (labelLayers.has(layer)) texts.push(...values);
    // The neighbourhood names drawn from the area outlines too.
    const areas = JSON.parse(readFileSync(path.join(assets, AREA_OUTLINES_NAME), 'utf8')) as FeatureCollection;
    texts.push(...areas.features.map((feature) => String(feature.properties?.name)));
    const needed = glyphRangesFor(texts);
    expect(needed).toContain('0-255');
    const fonts = new Set(drawn.flatMap((layer) => (layer.layout?.['text-font'] as string[] | undefined) ?? []));
    expect([...fonts].sort()).toEqual([...BASEMAP_FONTS].sort());
    const points = codePointsOf(texts);
    for (const font of fonts) {
      const served = readdirSync(path.join(assets, 'fonts', font)).map((file) => file.replace(/\.pbf$/, ''));
      expect(served.sort(), font).toEqual([...needed].sort());
      // Each file holds the glyphs of every character the labels draw in its range (capitals too), no more.
      const held = new Set(
        served.flatMap((range) => glyphIds(readFileSync(path.join(assets, 'fonts', font, `${range}.pbf`)))),
      );
      const drawable = [...points].filter((point) => point > 32);
      expect(drawable.filter((point) => !held.has(point)).map((point) => String.fromCodePoint(point))).toEqual([]);
      expect([...held].filter((point) => !points.has(point))).toEqual([]);
    }
  });

  it('finds every icon it draws in the sprite sheet, at both pixel ratios', () => {
    const icons = drawn.map((layer) => layer.layout?.['icon-image']).filter((icon) => icon !== undefined);
    expect(icons.length).toBeGreaterThan(0);
    for (const suffix of ['', '@2x']) {
      const sheet = JSON.parse(readFileSync(path.join(assets, `${SPRITE_NAME}${suffix}.json`), 'utf8')) as object;
      for (const icon of icons) expect(Object.keys(sheet), String(icon)).toContain(icon);
      expect(existsSync(path.join(assets, `${SPRITE_NAME}${suffix}.png`))).toBe(true);
    }
  });
});
