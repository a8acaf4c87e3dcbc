import { describe, expect, it } from 'vitest';
import { PROTOMAPS_SOURCE, protomapsStyle } from './protomaps-style.ts';

describe('protomapsStyle', () => {
  it("draws every layer from the one extract and takes glyphs and sprites from the app's origin", () => {
    const style = protomapsStyle(
      'https://tiles.roomradar.nl/nl.pmtiles',
      '© OpenStreetMap',
      '/basemap/',
      'https://roomradar.nl/listings',
    );
    expect(style.sources[PROTOMAPS_SOURCE]).toEqual({
      type: 'vector',
      url: 'pmtiles://https://tiles.roomradar.nl/nl.pmtiles',
      attribution: '© OpenStreetMap',
    });
    expect(style.glyphs).toBe('https://roomradar.nl/basemap/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('https://roomradar.nl/basemap/sprites/v4/light');
    const sourced = style.layers.filter((layer) => 'source' in layer);
    expect(sourced.length).toBeGreaterThan(50);
    expect(sourced.every((layer) => 'source' in layer && layer.source === PROTOMAPS_SOURCE)).toBe(true);
    // Layers for the schema's main parts, labels included.
    const sourceLayers = new Set(sourced.map((layer) => ('source-layer' in layer ? layer['source-layer'] : '')));
    for (const part of ['earth', 'water', 'roads', 'places']) expect(sourceLayers.has(part), part).toBe(true);
  });
});
