// Amsterdam's neighbourhood (wijk) and district (stadsdeel) outlines for the map, from the shared 2015
// outlines (../shared/data/geo): simplified to about 4 m, coordinates to 5 decimals (about 1 m), one point
// per area for its name, written to public/basemap and committed (the app draws them at run time; a clone
// without the shared folder uses the committed file). Ids and codes are those of the filters' areas
// (filter-semantics.md, "Areas").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { AREA_OUTLINES_NAME } from '../../src/domain/map/basemap-assets.ts';
import { DEFAULT_BASEMAP_ASSETS_PATH } from '../../src/domain/constants.ts';

/** Degrees; about 4 m across Amsterdam, under a pixel up to zoom 15. */
const TOLERANCE = 0.00004;

function distanceToSegment(point: Position, a: Position, b: Position): number {
  const [x, y] = point as [number, number];
  const [x1, y1] = a as [number, number];
  const [x2, y2] = b as [number, number];
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** Douglas-Peucker: the ring's points that keep its shape within `tolerance`; a ring stays closed. */
export function simplifyRing(ring: readonly Position[], tolerance = TOLERANCE): Position[] {
  if (ring.length <= 4) return [...ring];
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(ring[index] as Position, ring[first] as Position, ring[last] as Position);
      if (d > distance) [farthest, distance] = [index, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  const kept = ring.filter((_, index) => keep[index] === 1);
  // A closed ring needs four points; a sliver that simplifies below that keeps its original shape.
  return kept.length >= 4 ? kept : [...ring];
}

const round = (position: Position): Position => position.map((value) => Math.round(value * 1e5) / 1e5);

function simplify(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const polygon = (rings: Position[][]) => rings.map((ring) => simplifyRing(ring).map(round));
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: polygon(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(polygon) };
}

type Source = FeatureCollection<Polygon | MultiPolygon, Record<string, string | number>>;

/** The outlines and name points of the wijken and stadsdelen. */
export function areaOutlines(wijken: Source, stadsdelen: Source): FeatureCollection {
  const features: Feature[] = [];
  const add = (feature: Source['features'][number], properties: Record<string, string | number>) => {
    features.push({ type: 'Feature', geometry: simplify(feature.geometry), properties });
    // Water with no neighbourhood (the IJmeer) has an outline for the filters but no name on the map.
    if (String(properties.name).includes('(water')) return;
    const { lon, lat } = feature.properties as { lon: number; lat: number };
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: round([lon, lat]) },
      properties: { ...properties, label: 1 },
    });
  };
  for (const feature of stadsdelen.features) {
    const { stadsdeel_code: code, stadsdeel: name } = feature.properties;
    add(feature, { kind: 'stadsdeel', key: `stadsdeel:${code}`, name: String(name) });
  }
  for (const feature of wijken.features) {
    const { wijk_id: id, wijk: name, stadsdeel } = feature.properties;
    add(feature, { kind: 'wijk', key: `wijk:${id}`, name: String(name), district: String(stadsdeel) });
  }
  return { type: 'FeatureCollection', features };
}

/** Writes the outlines again from the shared folder when it is there; returns a line saying what it did. */
export function updateAreaOutlines(projectRoot: string, sharedGeo: string): string {
  const target = path.join(projectRoot, 'public', DEFAULT_BASEMAP_ASSETS_PATH, AREA_OUTLINES_NAME);
  const wijken = path.join(sharedGeo, 'amsterdam_wijken_2015.geojson');
  const stadsdelen = path.join(sharedGeo, 'amsterdam_stadsdelen_2015_dissolved.geojson');
  if (!existsSync(wijken) || !existsSync(stadsdelen)) {
    if (!existsSync(target)) throw new Error(`No area outlines: neither ${wijken} nor the committed ${target}`);
    return `area outlines: ${path.relative(projectRoot, target)} as committed`;
  }
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Source;
  const text = JSON.stringify(areaOutlines(read(wijken), read(stadsdelen)));
  writeFileSync(target, text);
  return `area outlines: ${path.relative(projectRoot, target)}, ${(text.length / 1024).toFixed(0)} KB`;
}

/** The names the committed outlines give the map to draw. */
export function areaNames(projectRoot: string): string[] {
  const file = path.join(projectRoot, 'public', DEFAULT_BASEMAP_ASSETS_PATH, AREA_OUTLINES_NAME);
  const { features } = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection;
  return [...new Set(features.map((feature) => String(feature.properties?.name)))].sort();
}
