// The street map's style, written for renters: calm light colours so the price pins stand out; water and
// canals, parks and green, buildings from zoom 13; roads by class, wider as the map zooms in; rail, tram and
// metro and their stations; names of streets, canals, neighbourhoods, districts, stations and places. It
// reads a basemap in the OpenMapTiles schema (the app's own cut, or a production extract) over Natural Earth
// land and sea (the coast is right where the street tiles have no sea or end). Glyphs and sprites come from
// the app's own origin, so the map asks no other host for anything.
import type {
  GeoJSONSource,
  Map,
  DataDrivenPropertyValueSpecification,
  ExpressionSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import {
  AREA_OUTLINES_CREDIT,
  AREA_OUTLINES_NAME,
  BASEMAP_FONTS,
  SPRITE_NAME,
} from '../../domain/map/basemap-assets.ts';

export const STREETS_SOURCE = 'streets';
export const LAND_SOURCE = 'land';
export const AREAS_SOURCE = 'areas';
/** The invisible layer of neighbourhoods the map asks which one holds a point. */
export const AREA_HIT_LAYER = 'area-hit';
const OUTLINED_LAYERS = ['area-fill', 'area-outline'];

const [REGULAR, MEDIUM] = BASEMAP_FONTS;

export const COLORS = {
  sea: '#c6dcea',
  land: '#f6f4ef',
  water: '#b3d3e8',
  waterText: '#3f6e8c',
  park: '#d7e9c9',
  wood: '#cfe3c0',
  grass: '#e2eed7',
  building: '#e6e0d7',
  buildingLine: '#d8d0c4',
  roadCasing: '#d9d2c5',
  road: '#ffffff',
  major: '#fbeac0',
  majorCasing: '#e6cc92',
  motorway: '#f6d69d',
  motorwayCasing: '#d9b070',
  path: '#c8bfae',
  rail: '#9a9ea6',
  tram: '#b58ab0',
  subway: '#7f8fb3',
  text: '#4a4f57',
  placeText: '#33373d',
  halo: '#ffffff',
} as const;

type Options = {
  basemapUrl: string;
  landUrl: string;
  attribution: string;
  landAttribution: string;
  assetsUrl: string;
  /** The page's language: names in it where the tiles have them, else `name:latin`. */
  language: string;
  pageUrl?: string;
};

/** The name in the page's language where the tiles have one, else the Latin one they all have. */
function nameIn(language: string): ExpressionSpecification {
  return ['coalesce', ['get', `name:${language}`], ['get', 'name:latin'], ['get', 'name']];
}

const byClass = (values: Record<string, number>, fallback: number): ExpressionSpecification =>
  ['match', ['get', 'class'], ...Object.entries(values).flat(), fallback] as never;

/** A width that grows with the zoom, by class: `stops` maps zoom to each class's width there. */
function roadWidth(stops: Record<number, Record<string, number>>, fallback: number[]): ExpressionSpecification {
  const entries = Object.entries(stops).flatMap(([zoom, widths], index) => [
    Number(zoom),
    byClass(widths, fallback[index] ?? 0),
  ]);
  return ['interpolate', ['exponential', 1.6], ['zoom'], ...entries] as never;
}

const MAJOR = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary'];
const STREETS = ['minor', 'service', 'busway', 'pedestrian', 'raceway'];
const PATHS = ['path', 'track', 'pier', 'bridleway'];
const ROADS = [...MAJOR, ...STREETS];

const ROAD_WIDTHS = roadWidth(
  {
    8: { motorway: 1, trunk: 0.8, primary: 0.6, secondary: 0.4 },
    12: { motorway: 2.5, trunk: 2.2, primary: 2, secondary: 1.6, tertiary: 1.2, minor: 0.6, busway: 0.6 },
    15: { motorway: 7, trunk: 6, primary: 6, secondary: 5, tertiary: 4.5, minor: 3.5, busway: 3, pedestrian: 2.5 },
    18: { motorway: 24, trunk: 22, primary: 22, secondary: 20, tertiary: 18, minor: 15, busway: 12, pedestrian: 10 },
  },
  [0, 0.4, 2, 8],
);

const ROAD_FILL = [
  'match',
  ['get', 'class'],
  'motorway',
  COLORS.motorway,
  ['trunk', 'primary'],
  COLORS.major,
  COLORS.road,
] as ExpressionSpecification;

const ROAD_CASING_COLOR = [
  'match',
  ['get', 'class'],
  'motorway',
  COLORS.motorwayCasing,
  ['trunk', 'primary'],
  COLORS.majorCasing,
  COLORS.roadCasing,
] as ExpressionSpecification;

/** Bridges above the ground, tunnels below it, major roads above minor ones. */
const ROAD_ORDER = [
  '+',
  ['match', ['get', 'brunnel'], 'bridge', 20, 'tunnel', 0, 10],
  ['match', ['get', 'class'], 'motorway', 5, 'trunk', 4, 'primary', 3, 'secondary', 2, 'tertiary', 1, 0],
] as ExpressionSpecification;

const isClass = (classes: string[]): ExpressionSpecification => ['in', ['get', 'class'], ['literal', classes]];

const textPaint = (color: string, halo = 1.4) => ({
  'text-color': color,
  'text-halo-color': COLORS.halo,
  'text-halo-width': halo,
});

function groundLayers(): LayerSpecification[] {
  const s = STREETS_SOURCE;
  return [
    { id: 'sea', type: 'background', paint: { 'background-color': COLORS.sea } },
    { id: 'land', type: 'fill', source: LAND_SOURCE, 'source-layer': 'land', paint: { 'fill-color': COLORS.land } },
    {
      id: 'landcover',
      type: 'fill',
      source: s,
      'source-layer': 'landcover',
      filter: isClass(['wood', 'grass', 'wetland', 'sand']),
      paint: {
        'fill-color': ['match', ['get', 'class'], 'wood', COLORS.wood, 'sand', '#efe8d4', COLORS.grass],
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 12, 1],
      },
    },
    {
      id: 'landuse',
      type: 'fill',
      source: s,
      'source-layer': 'landuse',
      filter: isClass(['cemetery', 'hospital', 'school', 'university', 'college', 'stadium', 'pitch', 'zoo']),
      paint: {
        'fill-color': [
          'match',
          ['get', 'class'],
          ['cemetery', 'pitch', 'stadium', 'zoo'],
          COLORS.grass,
          'hospital',
          '#f6e6e4',
          '#f1ebdc',
        ],
      },
    },
    {
      id: 'park',
      type: 'fill',
      source: s,
      'source-layer': 'park',
      paint: { 'fill-color': COLORS.park, 'fill-outline-color': '#c2dcb0' },
    },
    { id: 'water', type: 'fill', source: s, 'source-layer': 'water', paint: { 'fill-color': COLORS.water } },
    {
      id: 'waterway',
      type: 'line',
      source: s,
      'source-layer': 'waterway',
      filter: ['!=', ['get', 'brunnel'], 'tunnel'],
      paint: {
        'line-color': COLORS.water,
        'line-width': roadWidth(
          { 10: { river: 1, canal: 0.5 }, 14: { river: 3, canal: 2 }, 18: { river: 12, canal: 8 } },
          [0.3, 0.8, 2],
        ),
      },
    },
    {
      id: 'aeroway',
      type: 'fill',
      source: s,
      'source-layer': 'aeroway',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': '#eceae6' },
    },
    {
      id: 'building',
      type: 'fill',
      source: s,
      'source-layer': 'building',
      minzoom: 13,
      paint: {
        'fill-color': COLORS.building,
        'fill-outline-color': COLORS.buildingLine,
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 13, 0.5, 15, 1],
      },
    },
  ];
}

function lineLayers(): LayerSpecification[] {
  const s = STREETS_SOURCE;
  const transportation = { source: s, 'source-layer': 'transportation' } as const;
  return [
    {
      id: 'path',
      type: 'line',
      ...transportation,
      minzoom: 14,
      filter: isClass(PATHS),
      paint: {
        'line-color': COLORS.path,
        'line-width': ['interpolate', ['linear'], ['zoom'], 14, 0.6, 18, 2],
        'line-dasharray': [2, 1.5],
      },
    },
    {
      id: 'road-casing',
      type: 'line',
      ...transportation,
      filter: ['all', isClass(ROADS), ['!=', ['get', 'brunnel'], 'tunnel']],
      minzoom: 12,
      layout: { 'line-cap': 'round', 'line-join': 'round', 'line-sort-key': ROAD_ORDER },
      paint: {
        'line-color': ROAD_CASING_COLOR,
        'line-gap-width': ROAD_WIDTHS as DataDrivenPropertyValueSpecification<number>,
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.5, 16, 1.2],
      },
    },
    {
      id: 'road',
      type: 'line',
      ...transportation,
      filter: isClass(ROADS),
      layout: { 'line-cap': 'round', 'line-join': 'round', 'line-sort-key': ROAD_ORDER },
      paint: {
        'line-color': ROAD_FILL,
        'line-width': ROAD_WIDTHS as DataDrivenPropertyValueSpecification<number>,
        'line-opacity': ['match', ['get', 'brunnel'], 'tunnel', 0.5, 1],
      },
    },
    {
      id: 'rail',
      type: 'line',
      ...transportation,
      filter: isClass(['rail', 'narrow_gauge', 'light_rail']),
      paint: {
        'line-color': COLORS.rail,
        'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 13, 1.4, 18, 3],
        'line-opacity': ['match', ['get', 'brunnel'], 'tunnel', 0.4, 1],
      },
    },
    {
      id: 'rail-hatch',
      type: 'line',
      ...transportation,
      minzoom: 13,
      filter: ['all', isClass(['rail']), ['!=', ['get', 'brunnel'], 'tunnel']],
      paint: {
        'line-color': COLORS.rail,
        'line-width': ['interpolate', ['linear'], ['zoom'], 13, 3, 18, 7],
        'line-dasharray': [0.2, 4],
      },
    },
    {
      id: 'metro',
      type: 'line',
      ...transportation,
      minzoom: 10,
      filter: isClass(['subway']),
      paint: {
        'line-color': COLORS.subway,
        'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.8, 14, 2, 18, 4],
        'line-dasharray': ['match', ['get', 'brunnel'], 'tunnel', ['literal', [3, 2]], ['literal', [1, 0]]],
      },
    },
    {
      id: 'tram',
      type: 'line',
      ...transportation,
      minzoom: 12,
      filter: isClass(['tram']),
      paint: {
        'line-color': COLORS.tram,
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.6, 15, 1.4, 18, 2.5],
      },
    },
    {
      id: 'ferry',
      type: 'line',
      ...transportation,
      minzoom: 11,
      filter: isClass(['ferry']),
      paint: { 'line-color': '#6f9bbd', 'line-width': 1, 'line-dasharray': [3, 2] },
    },
    {
      id: 'country-border',
      type: 'line',
      source: s,
      'source-layer': 'boundary',
      filter: ['==', ['get', 'admin_level'], 2],
      paint: { 'line-color': '#9aa3b2', 'line-width': 1.2, 'line-dasharray': [3, 2] },
    },
  ];
}

const NONE: ExpressionSpecification = ['in', ['get', 'key'], ['literal', []]];

/** Neighbourhood and district outlines: drawn only for the areas shown (outlineAreas), named always. */
function areaLayers(): LayerSpecification[] {
  const areas = { source: AREAS_SOURCE } as const;
  const isOutline = ['==', ['geometry-type'], 'Polygon'] as ExpressionSpecification;
  return [
    {
      id: AREA_HIT_LAYER,
      type: 'fill',
      ...areas,
      filter: ['all', isOutline, ['==', ['get', 'kind'], 'wijk']],
      paint: { 'fill-color': '#000000', 'fill-opacity': 0 },
    },
    {
      id: 'area-fill',
      type: 'fill',
      ...areas,
      filter: ['all', isOutline, NONE],
      paint: { 'fill-color': '#0f766e', 'fill-opacity': 0.07 },
    },
    {
      id: 'area-outline',
      type: 'line',
      ...areas,
      filter: ['all', isOutline, NONE],
      layout: { 'line-join': 'round' },
      paint: { 'line-color': '#0f766e', 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1.5, 16, 3] },
    },
  ];
}

function labelLayers(name: ExpressionSpecification): LayerSpecification[] {
  const s = STREETS_SOURCE;
  return [
    {
      id: 'waterway-name',
      type: 'symbol',
      source: s,
      'source-layer': 'waterway',
      minzoom: 13,
      filter: isClass(['canal', 'river']),
      layout: {
        'symbol-placement': 'line',
        'text-field': name,
        'text-font': [REGULAR],
        'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 17, 13],
        'text-letter-spacing': 0.08,
        'symbol-spacing': 350,
      },
      paint: textPaint(COLORS.waterText, 1.2),
    },
    {
      id: 'water-name',
      type: 'symbol',
      source: s,
      'source-layer': 'water_name',
      layout: {
        'text-field': name,
        'text-font': [REGULAR],
        'text-size': 11,
        'text-letter-spacing': 0.08,
        'text-max-width': 8,
      },
      paint: textPaint(COLORS.waterText, 1.2),
    },
    {
      id: 'park-name',
      type: 'symbol',
      source: s,
      'source-layer': 'park',
      minzoom: 14,
      layout: { 'text-field': name, 'text-font': [REGULAR], 'text-size': 11, 'text-max-width': 8 },
      paint: textPaint('#4c7a38'),
    },
    {
      id: 'street-name',
      type: 'symbol',
      source: s,
      'source-layer': 'transportation_name',
      minzoom: 13,
      filter: ['!', isClass(['platform', 'corridor', 'construction', 'ferry'])],
      layout: {
        'symbol-placement': 'line',
        'text-field': name,
        'text-font': [REGULAR],
        'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 16, 12, 18, 14],
        'symbol-sort-key': ['match', ['get', 'class'], ['primary', 'trunk', 'motorway'], 0, 'secondary', 1, 2],
      },
      paint: textPaint(COLORS.text, 1.6),
    },
    {
      id: 'station',
      type: 'symbol',
      source: s,
      'source-layer': 'poi',
      // Stations are tagged either way by the tiles' maker; tram stops and metro entrances only closer in.
      filter: [
        'any',
        ['==', ['get', 'class'], 'railway'],
        ['==', ['get', 'subclass'], 'station'],
        ['all', ['>=', ['zoom'], 15], ['in', ['get', 'subclass'], ['literal', ['tram_stop', 'subway_entrance']]]],
      ],
      layout: {
        'icon-image': 'train_station',
        'icon-size': ['interpolate', ['linear'], ['zoom'], 12, 0.8, 16, 1],
        'text-field': name,
        'text-font': [MEDIUM],
        'text-size': 11,
        'text-offset': [0, 1.1],
        'text-anchor': 'top',
        'text-optional': true,
        'text-max-width': 8,
      },
      paint: textPaint(COLORS.subway),
    },
    {
      id: 'university',
      type: 'symbol',
      source: s,
      'source-layer': 'poi',
      minzoom: 15,
      filter: ['==', ['get', 'subclass'], 'university'],
      layout: {
        'icon-image': 'university',
        'text-field': name,
        'text-font': [REGULAR],
        'text-size': 10,
        'text-offset': [0, 1.1],
        'text-anchor': 'top',
        'text-optional': true,
        'text-max-width': 8,
      },
      paint: textPaint('#6b5d45'),
    },
    {
      // Amsterdam's neighbourhoods by the names renters and posts use (De Pijp's are Oude and Nieuwe Pijp).
      id: 'wijk-name',
      type: 'symbol',
      source: AREAS_SOURCE,
      minzoom: 12.5,
      maxzoom: 14.5,
      filter: ['all', ['==', ['get', 'kind'], 'wijk'], ['has', 'label']],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [REGULAR],
        'text-size': ['interpolate', ['linear'], ['zoom'], 12.5, 11, 14.5, 13],
        'text-max-width': 7,
      },
      paint: textPaint('#5f6670', 1.6),
    },
    {
      id: 'neighbourhood-name',
      type: 'symbol',
      source: s,
      'source-layer': 'place',
      minzoom: 14.5,
      maxzoom: 17,
      filter: isClass(['quarter', 'neighbourhood']),
      layout: {
        'text-field': name,
        'text-font': [REGULAR],
        'text-size': ['match', ['get', 'class'], 'quarter', 13, 11],
        'text-max-width': 7,
      },
      paint: textPaint('#5f6670', 1.6),
    },
    {
      id: 'district-name',
      type: 'symbol',
      source: s,
      'source-layer': 'place',
      minzoom: 11,
      maxzoom: 15,
      filter: isClass(['suburb']),
      layout: {
        'text-field': name,
        'text-font': [MEDIUM],
        'text-size': ['interpolate', ['linear'], ['zoom'], 11, 11, 14, 14],
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-max-width': 8,
      },
      paint: textPaint('#6b7280', 1.8),
    },
    {
      id: 'place-name',
      type: 'symbol',
      source: s,
      'source-layer': 'place',
      maxzoom: 13,
      filter: isClass(['city', 'town', 'village']),
      layout: {
        'text-field': name,
        'text-font': [MEDIUM],
        'text-size': ['match', ['get', 'class'], 'city', 16, 'town', 13, 11],
        'text-max-width': 8,
        'symbol-sort-key': ['match', ['get', 'class'], 'city', 0, 'town', 1, 2],
      },
      paint: textPaint(COLORS.placeText, 1.8),
    },
  ];
}

/** The street style for an OpenMapTiles basemap over the Natural Earth land. */
export function streetStyle(options: Options): StyleSpecification {
  const pageUrl = options.pageUrl ?? window.location.href;
  const assets = new URL(options.assetsUrl, pageUrl).href.replace(/\/$/, '');
  return {
    version: 8,
    glyphs: `${assets}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${assets}/${SPRITE_NAME}`,
    sources: {
      [LAND_SOURCE]: {
        type: 'vector',
        url: `pmtiles://${new URL(options.landUrl, pageUrl).href}`,
        attribution: options.landAttribution,
      },
      [STREETS_SOURCE]: {
        type: 'vector',
        url: `pmtiles://${new URL(options.basemapUrl, pageUrl).href}`,
        attribution: options.attribution,
        maxzoom: 14,
      },
      [AREAS_SOURCE]: { type: 'geojson', data: `${assets}/${AREA_OUTLINES_NAME}`, attribution: AREA_OUTLINES_CREDIT },
    },
    layers: [...groundLayers(), ...areaLayers(), ...lineLayers(), ...labelLayers(nameIn(options.language))],
  };
}

/** The street tiles' layers the style draws texts from (their glyph ranges are the ones served). */
export function labelSourceLayers(): string[] {
  const style = streetStyle({
    basemapUrl: '/streets.pmtiles',
    landUrl: '/land.pmtiles',
    attribution: '',
    landAttribution: '',
    assetsUrl: '/basemap',
    language: 'en',
    pageUrl: 'http://localhost/',
  });
  const layers = style.layers.filter(
    (layer) => layer.type === 'symbol' && layer.layout?.['text-field'] !== undefined && layer.source === STREETS_SOURCE,
  );
  return [...new Set(layers.map((layer) => (layer as { 'source-layer': string })['source-layer']))];
}

/**
 * Takes the area outlines' data out of a style, leaving their source empty; returns where the data is (null
 * when the style has no outlines). The outlines (130 KB of polygons MapLibre indexes in its worker) are not
 * in the first view at the city's zoom, and indexing them delayed it by about 0.2 s: the map sets them once
 * that view is drawn (`setAreaOutlines`).
 */
export function deferAreaOutlines(style: StyleSpecification): string | null {
  const source = style.sources[AREAS_SOURCE];
  if (source?.type !== 'geojson' || typeof source.data !== 'string') return null;
  const data = source.data;
  source.data = { type: 'FeatureCollection', features: [] };
  return data;
}

/** Gives the area outlines' source its data (see deferAreaOutlines). */
export function setAreaOutlines(map: Pick<Map, 'getSource'>, data: string): void {
  (map.getSource(AREAS_SOURCE) as GeoJSONSource | undefined)?.setData(data);
}

/** Outlines the areas named by key ('wijk:3630000', 'stadsdeel:A'); none for an empty list. */
export function outlineAreas(map: Pick<Map, 'setFilter'>, keys: readonly string[]): void {
  for (const layer of OUTLINED_LAYERS)
    map.setFilter(layer, ['all', ['==', ['geometry-type'], 'Polygon'], ['in', ['get', 'key'], ['literal', keys]]]);
}

/** Writes the street style's names in `language` on a map that shows it (the page's language changed). */
export function labelsIn(map: Pick<Map, 'getStyle' | 'setLayoutProperty'>, language: string): void {
  for (const layer of map.getStyle().layers)
    if (layer.type === 'symbol' && layer.source === STREETS_SOURCE && layer.layout?.['text-field'] !== undefined)
      map.setLayoutProperty(layer.id, 'text-field', nameIn(language));
}
