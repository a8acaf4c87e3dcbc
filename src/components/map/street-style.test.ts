import { describe, expect, it } from 'vitest';
import {
  AREAS_SOURCE,
  LAND_SOURCE,
  STREETS_SOURCE,
  deferAreaOutlines,
  labelsIn,
  outlineAreas,
  setAreaOutlines,
  streetStyle,
} from './street-style.ts';

const production = streetStyle({
  basemapUrl: 'https://tiles.roomradar.nl/nl-omt.pmtiles',
  landUrl: '/basemap/roomradar-nl.pmtiles',
  attribution: '© OpenMapTiles © OpenStreetMap contributors',
  landAttribution: 'Natural Earth',
  assetsUrl: '/basemap/',
  language: 'nl',
  pageUrl: 'https://roomradar.nl/listings',
});

describe('the street style (OpenMapTiles flavour)', () => {
  it("reads a production extract where BASEMAP_URL says, everything else from the app's origin", () => {
    expect(production.sources[STREETS_SOURCE]).toMatchObject({
      type: 'vector',
      url: 'pmtiles://https://tiles.roomradar.nl/nl-omt.pmtiles',
      attribution: '© OpenMapTiles © OpenStreetMap contributors',
      maxzoom: 14,
    });
    expect(production.sources[LAND_SOURCE]).toMatchObject({
      url: 'pmtiles://https://roomradar.nl/basemap/roomradar-nl.pmtiles',
    });
    expect(production.sources[AREAS_SOURCE]).toMatchObject({
      data: 'https://roomradar.nl/basemap/amsterdam-areas-2015.json',
    });
    expect(production.glyphs).toBe('https://roomradar.nl/basemap/fonts/{fontstack}/{range}.pbf');
    expect(production.sprite).toBe('https://roomradar.nl/basemap/sprites/v4/light');
  });

  it('starts with empty area outlines and gives them their data after the first view', () => {
    const style = structuredClone(production);
    expect(deferAreaOutlines(style)).toBe('https://roomradar.nl/basemap/amsterdam-areas-2015.json');
    expect(style.sources[AREAS_SOURCE]).toMatchObject({ data: { type: 'FeatureCollection', features: [] } });
    // Taken once: the style holds no address any more.
    expect(deferAreaOutlines(style)).toBeNull();
    const given: unknown[] = [];
    const map = { getSource: () => ({ setData: (data: unknown) => given.push(data) }) };
    setAreaOutlines(map as never, 'https://roomradar.nl/basemap/amsterdam-areas-2015.json');
    expect(given).toEqual(['https://roomradar.nl/basemap/amsterdam-areas-2015.json']);
  });

  it("names places in the page's language where the tiles have it, else in name:latin", () => {
    const street = production.layers.find((layer) => layer.id === 'street-name');
    expect(street?.type === 'symbol' && street.layout?.['text-field']).toEqual([
      'coalesce',
      ['get', 'name:nl'],
      ['get', 'name:latin'],
      ['get', 'name'],
    ]);
    const written: unknown[] = [];
    labelsIn(
      {
        getStyle: () => production,
        setLayoutProperty: (_id: string, _name: string, value: unknown) => written.push(value),
      } as never,
      'en',
    );
    expect(written.length).toBeGreaterThan(5);
    expect(written.every((value) => JSON.stringify(value).includes('"name:en"'))).toBe(true);
  });

  it('draws buildings from zoom 13, and roads wider as the map zooms in', () => {
    expect(production.layers.find((layer) => layer.id === 'building')).toMatchObject({ minzoom: 13 });
    const road = production.layers.find((layer) => layer.id === 'road');
    const width = road?.type === 'line' ? (road.paint?.['line-width'] as unknown[]) : [];
    expect(width.slice(0, 3)).toEqual(['interpolate', ['exponential', 1.6], ['zoom']]);
  });

  it('outlines exactly the areas asked for', () => {
    const filters: Record<string, unknown> = {};
    outlineAreas({ setFilter: (id: string, filter: unknown) => (filters[id] = filter) } as never, ['wijk:3630000']);
    expect(Object.keys(filters).sort()).toEqual(['area-fill', 'area-outline']);
    expect(JSON.stringify(filters['area-outline'])).toContain('["literal",["wijk:3630000"]]');
  });
});
