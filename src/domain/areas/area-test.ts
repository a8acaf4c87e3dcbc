// Whether a point lies in any of the chosen areas (filter-semantics.md, "Areas"): polygons by the even-odd
// rule over all their rings (a point in a hole is outside), a neighbourhood or district by its outline (any
// part, even-odd within each part), a circle by the great-circle distance from its centre. Each shape is
// first tested against its bounding box, so a listing far away costs four comparisons.
import type { Area } from './area.ts';
import type { AreaOutlines, PolygonRings } from './area-outlines.ts';

/** The earth's mean radius in km, as the page names it for the haversine distance. */
export const EARTH_RADIUS_KM = 6371.0088;

export type PointTest = (longitude: number, latitude: number) => boolean;
export type AreaTestResult = { ok: true; contains: PointTest } | { ok: false; problem: string };

type Box = { west: number; east: number; south: number; north: number };

function boxOf(rings: PolygonRings): Box {
  const box = { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const ring of rings)
    for (const [longitude, latitude] of ring) {
      box.west = Math.min(box.west, longitude);
      box.east = Math.max(box.east, longitude);
      box.south = Math.min(box.south, latitude);
      box.north = Math.max(box.north, latitude);
    }
  return box;
}

/** The even-odd rule: a ray to the east crosses the rings' edges an odd number of times. */
export function insideEvenOdd(rings: PolygonRings, longitude: number, latitude: number): boolean {
  let isInside = false;
  for (const ring of rings) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
      const [x1, y1] = ring[index] as [number, number];
      const [x2, y2] = ring[previous] as [number, number];
      if (y1 > latitude !== y2 > latitude && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1)
        isInside = !isInside;
    }
  }
  return isInside;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two [longitude, latitude] points (haversine). */
export function distanceKm(from: [number, number], to: [number, number]): number {
  const dLatitude = radians(to[1] - from[1]);
  const dLongitude = radians(to[0] - from[0]);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from[1])) * Math.cos(radians(to[1])) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A ring as two flat arrays: the query runs the rule over tens of thousands of points, and reading numbers from
 * typed arrays is several times quicker than taking [longitude, latitude] pairs apart. */
type FlatRing = { xs: Float64Array; ys: Float64Array };

const flatRing = (ring: ReadonlyArray<readonly [number, number]>): FlatRing => ({
  xs: Float64Array.from(ring, (point) => point[0]),
  ys: Float64Array.from(ring, (point) => point[1]),
});

/** insideEvenOdd over flat rings: the same arithmetic in the same order, so the same answer to the bit. */
function insideFlatRings(rings: readonly FlatRing[], longitude: number, latitude: number): boolean {
  let isInside = false;
  for (const { xs, ys } of rings) {
    const count = xs.length;
    for (let index = 0, previous = count - 1; index < count; previous = index, index += 1) {
      const y1 = ys[index] as number;
      const y2 = ys[previous] as number;
      if (y1 > latitude !== y2 > latitude) {
        const x1 = xs[index] as number;
        const x2 = xs[previous] as number;
        if (longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) isInside = !isInside;
      }
    }
  }
  return isInside;
}

function polygonsTest(parts: PolygonRings[]): PointTest {
  const boxed = parts.map((rings) => ({ rings: rings.map(flatRing), box: boxOf(rings) }));
  return (longitude, latitude) =>
    boxed.some(
      ({ rings, box }) =>
        longitude >= box.west &&
        longitude <= box.east &&
        latitude >= box.south &&
        latitude <= box.north &&
        insideFlatRings(rings, longitude, latitude),
    );
}

function circleTest(center: [number, number], radiusKm: number): PointTest {
  // A box the circle surely fits in: a degree is 111.2 km on this sphere (110 leaves a margin), a degree of
  // longitude shrinks with the cosine of the latitude, taken at the circle's edge nearest a pole.
  const latitudeSpan = radiusKm / 110;
  const nearestPole = Math.min(89, Math.abs(center[1]) + latitudeSpan);
  const longitudeSpan = radiusKm / (110 * Math.cos(radians(nearestPole)));
  return (longitude, latitude) =>
    Math.abs(latitude - center[1]) <= latitudeSpan &&
    Math.abs(longitude - center[0]) <= longitudeSpan &&
    distanceKm(center, [longitude, latitude]) <= radiusKm;
}

/** The test of a list of areas; an unknown neighbourhood or district, or outlines missing, is a problem. */
export function compileAreas(areas: readonly Area[], outlines?: AreaOutlines): AreaTestResult {
  const tests: PointTest[] = [];
  for (const [index, area] of areas.entries()) {
    if (area.kind === 'polygon') tests.push(polygonsTest([area.rings]));
    else if (area.kind === 'circle') tests.push(circleTest(area.center, area.radiusKm));
    else {
      if (!outlines)
        return { ok: false, problem: `area ${index + 1} names a ${area.kind}, but no outlines were loaded` };
      const outline = area.kind === 'wijk' ? outlines.wijk(area.id) : outlines.stadsdeel(area.code);
      if (!outline)
        return {
          ok: false,
          problem: `area ${index + 1}: no Amsterdam ${area.kind === 'wijk' ? `wijk with id ${area.id}` : `stadsdeel with code ${JSON.stringify(area.code)}`}`,
        };
      tests.push(polygonsTest(outline.parts));
    }
  }
  return { ok: true, contains: (longitude, latitude) => tests.some((test) => test(longitude, latitude)) };
}

/** The test of the chosen areas; areas that name no known place are a mistake of the caller, who reads them. */
export function areaTestOf(areas: readonly Area[], outlines?: AreaOutlines): PointTest {
  const test = compileAreas(areas, outlines);
  if (!test.ok) throw new Error(test.problem);
  return test.contains;
}
