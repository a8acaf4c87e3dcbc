// Builds the land beneath the map at build time: land and country borders from Natural Earth (public domain,
// through the world-atlas package) and the project's own place labels (the Dutch cities and Amsterdam's
// areas of its gazetteer), cut into vector tiles for the Netherlands (zoom 0 to 10; MapLibre draws deeper
// zooms from level 10) and written as one PMTiles file with the project's own writer. The street basemap
// drawn over it is cut from the shared tiles when they are there (street-basemap.ts) and is otherwise taken
// as committed. Production may name another (README: "The map and its basemap").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import vtpbf from 'vt-pbf';
import { LAND_BASEMAP_ATTRIBUTION, LAND_BASEMAP_PATH } from '../../src/domain/constants.ts';
import { AREAS, CITIES } from '../../src/domain/ingestion/gazetteer-data.ts';
import { writePmtiles, type TileInput } from './pmtiles-writer.ts';
import { sharedBasemapFolder, updateStreetBasemap } from './street-basemap.ts';
import { areaNames, updateAreaOutlines } from './area-outlines.ts';

const MAX_ZOOM = 10;
const BOUNDS: [number, number, number, number] = [2.5, 50.3, 8.0, 54.0];

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function topology(name: string): Topology {
  return JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/world-atlas', name), 'utf8')) as Topology;
}

function places(): FeatureCollection {
  const features: Feature[] = [];
  CITIES.forEach(([name, latitude, longitude], rank) => {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { name, kind: 'city', rank },
    });
  });
  for (const [name, level, latitude, longitude] of AREAS.Amsterdam ?? []) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { name, kind: 'area', rank: level },
    });
  }
  return { type: 'FeatureCollection', features };
}

function lonToTile(lon: number, z: number): number {
  return Math.floor(((lon + 180) / 360) * 2 ** z);
}

function latToTile(lat: number, z: number): number {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
}

/** The land file's layers (the street style draws `land` from it; the Natural Earth style all three). */
export const LAND_VECTOR_LAYERS = [
  { id: 'land', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM },
  { id: 'boundaries', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM },
  { id: 'places', fields: { name: 'String', kind: 'String', rank: 'Number' }, minzoom: 0, maxzoom: MAX_ZOOM },
];

export function buildBasemap(): Uint8Array {
  const land = topology('land-10m.json');
  const countries = topology('countries-10m.json');
  const landFeatures = feature(land, land.objects.land as GeometryCollection) as FeatureCollection;
  const borders: Feature<Geometry> = {
    type: 'Feature',
    geometry: mesh(countries, countries.objects.countries as GeometryCollection, (a, b) => a !== b),
    properties: {},
  };
  const options = { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, tolerance: 3, extent: 4096, buffer: 64 };
  const layers = {
    land: new GeoJSONVT(landFeatures, options),
    boundaries: new GeoJSONVT({ type: 'FeatureCollection', features: [borders] }, options),
    places: new GeoJSONVT(places(), { ...options, tolerance: 0 }),
  };
  const tiles: TileInput[] = [];
  for (let z = 0; z <= MAX_ZOOM; z += 1) {
    for (let x = lonToTile(BOUNDS[0], z); x <= lonToTile(BOUNDS[2], z); x += 1) {
      for (let y = latToTile(BOUNDS[3], z); y <= latToTile(BOUNDS[1], z); y += 1) {
        const found: Record<string, ReturnType<GeoJSONVT['getTile']>> = {};
        for (const [name, index] of Object.entries(layers)) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) found[name] = tile;
        }
        if (Object.keys(found).length === 0) continue;
        tiles.push({ z, x, y, data: vtpbf.fromGeojsonVt(found as never, { version: 2, extent: 4096 }) });
      }
    }
  }
  return writePmtiles(tiles, {
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    bounds: BOUNDS,
    center: [4.8936, 52.3728, 11],
    metadata: {
      name: 'RoomRadar Netherlands basemap',
      attribution: LAND_BASEMAP_ATTRIBUTION,
      vector_layers: LAND_VECTOR_LAYERS,
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const target = path.join(projectRoot, 'public', LAND_BASEMAP_PATH);
  mkdirSync(path.dirname(target), { recursive: true });
  const bytes = buildBasemap();
  writeFileSync(target, bytes);
  process.stdout.write(`basemap: ${path.relative(projectRoot, target)}, ${(bytes.length / 1024).toFixed(0)} KB\n`);
  process.stdout.write(`${updateAreaOutlines(projectRoot, path.dirname(sharedBasemapFolder(projectRoot)))}\n`);
  process.stdout.write(`${updateStreetBasemap(projectRoot, areaNames(projectRoot))}\n`);
}
