// Thins a vector tile's shapes for the zooms at which nobody can see their detail: the shared tiles carry
// Amsterdam's lakes, canals and minor roads unsimplified down to zoom 10 (180,000 points of "lake" in the
// tiles around the city at zoom 10), and parsing them made the street map's first view take 1.2 to 1.5 s
// where the land-only map took 0.5 (issue 32: at most 0.9). Each line and ring is simplified
// (Douglas-Peucker) to within `tolerance` tile units, and a ring whose area falls under a square of twice
// that side is dropped (an outer ring with its holes). Points, names and every property stay as they were.
import type Point from '@mapbox/point-geometry';
import { VectorTile, type VectorTileFeature, type VectorTileLayer } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import vtpbf from 'vt-pbf';

type Ring = Point[];
const POLYGON = 3;
const LINE = 2;

/** Twice the signed area of a ring (tile units: y grows down, so an outer ring's is positive). */
function ringArea(ring: Ring): number {
  let sum = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const from = ring[previous] as Point;
    const to = ring[index] as Point;
    sum += (from.x - to.x) * (from.y + to.y);
  }
  return sum;
}

function squaredDistanceToSegment(point: Point, from: Point, to: Point): number {
  let { x, y } = from;
  let dx = to.x - x;
  let dy = to.y - y;
  if (dx !== 0 || dy !== 0) {
    const along = ((point.x - x) * dx + (point.y - y) * dy) / (dx * dx + dy * dy);
    if (along > 1) {
      x = to.x;
      y = to.y;
    } else if (along > 0) {
      x += dx * along;
      y += dy * along;
    }
  }
  dx = point.x - x;
  dy = point.y - y;
  return dx * dx + dy * dy;
}

/** Douglas-Peucker, without recursion (rings of 10,000 points). The first and last points always stay. */
export function simplifyLine(points: Ring, tolerance: number): Ring {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const squaredTolerance = tolerance * tolerance;
  const spans: Array<[number, number]> = [[0, points.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = squaredTolerance;
    for (let index = first + 1; index < last; index += 1) {
      const distance = squaredDistanceToSegment(points[index] as Point, points[first] as Point, points[last] as Point);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** A polygon's rings simplified; a ring too small to see goes, an outer ring with the holes that follow it. */
function simplifyPolygon(rings: Ring[], tolerance: number): Ring[] {
  const smallest = 2 * (2 * tolerance) ** 2;
  const kept: Ring[] = [];
  let isOuterKept = false;
  for (const ring of rings) {
    const area = ringArea(ring);
    const isOuter = area > 0;
    if (isOuter) isOuterKept = false;
    if (Math.abs(area) < smallest) continue;
    if (!isOuter && !isOuterKept) continue;
    const simplified = simplifyLine(ring, tolerance);
    // A ring needs three corners and its closing point; one that collapsed is dropped like a small one.
    if (simplified.length < 4) continue;
    kept.push(simplified);
    if (isOuter) isOuterKept = true;
  }
  return kept;
}

function simplifiedGeometry(feature: VectorTileFeature, tolerance: number): Ring[] {
  const geometry = feature.loadGeometry() as Ring[];
  if (feature.type === POLYGON) return simplifyPolygon(geometry, tolerance);
  if (feature.type === LINE)
    return geometry.map((line) => simplifyLine(line, tolerance)).filter((line) => line.length >= 2);
  return geometry;
}

/** The layer as vt-pbf writes one: the same features, their geometry simplified, the emptied ones left out. */
type WrittenFeature = Pick<VectorTileFeature, 'type' | 'id' | 'properties'> & { loadGeometry: () => Ring[] };

function simplifiedLayer(layer: VectorTileLayer, tolerance: number) {
  const features: WrittenFeature[] = [];
  for (let index = 0; index < layer.length; index += 1) {
    const feature = layer.feature(index);
    const geometry = simplifiedGeometry(feature, tolerance);
    if (geometry.length === 0) continue;
    features.push({
      type: feature.type,
      id: feature.id,
      properties: feature.properties,
      loadGeometry: () => geometry,
    });
  }
  return {
    name: layer.name,
    version: layer.version,
    extent: layer.extent,
    length: features.length,
    feature: (index: number) => features[index],
  };
}

/**
 * The tile with its shapes simplified to `tolerancePixels` of a 512-pixel tile (MapLibre draws vector tiles at
 * 512), in each layer's own units.
 */
export function simplifyTile(data: Uint8Array, tolerancePixels: number): Uint8Array {
  const tile = new VectorTile(new PbfReader(data));
  const layers = Object.fromEntries(
    Object.entries(tile.layers).map(([name, layer]) => [
      name,
      simplifiedLayer(layer, (tolerancePixels * layer.extent) / 512),
    ]),
  );
  return vtpbf.fromVectorTileJs({ layers } as never);
}
