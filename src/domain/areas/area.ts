// Where to live, as the filters say it (filter-semantics.md, "Areas"): drawn polygons (with holes), circles
// around a place, Amsterdam's neighbourhoods (wijken) and districts (stadsdelen). Coordinates are
// [longitude, latitude] in WGS 84. The reader is strict: anything the page does not allow is a problem that
// names itself, so the app never stores it, the server answers 400 and the query command exits 2.

import {
  AREA_BOUNDS,
  MAX_AREAS,
  MAX_PLACE_NAME_LENGTH,
  MAX_RADIUS_KM,
  MAX_RING_VERTICES,
  MAX_RINGS,
  MIN_RING_VERTICES,
} from './area-limits.ts';

export type PolygonArea = { kind: 'polygon'; rings: Array<Array<[number, number]>> };
/** `place` names the centre for people ("Amsterdam Centraal"); the rule never reads it. */
export type CircleArea = { kind: 'circle'; center: [number, number]; radiusKm: number; place?: string };
export type WijkArea = { kind: 'wijk'; id: number };
export type StadsdeelArea = { kind: 'stadsdeel'; code: string };
export type Area = PolygonArea | CircleArea | WijkArea | StadsdeelArea;

export {
  AREA_BOUNDS,
  MAX_AREAS,
  MAX_PLACE_NAME_LENGTH,
  MAX_RADIUS_KM,
  MAX_RING_VERTICES,
  MAX_RINGS,
  MIN_RING_VERTICES,
} from './area-limits.ts';

export type AreasResult = { ok: true; value: Area[] } | { ok: false; problem: string };

class AreaProblem extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function point(value: unknown, where: string): [number, number] {
  if (!Array.isArray(value) || value.length !== 2)
    throw new AreaProblem(`${where} must be [longitude, latitude], not ${JSON.stringify(value)}`);
  const [longitude, latitude] = value as unknown[];
  if (
    typeof longitude !== 'number' ||
    typeof latitude !== 'number' ||
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude)
  )
    throw new AreaProblem(`${where} must hold two finite numbers, not ${JSON.stringify(value)}`);
  const { minLongitude, maxLongitude, minLatitude, maxLatitude } = AREA_BOUNDS;
  if (longitude < minLongitude || longitude > maxLongitude || latitude < minLatitude || latitude > maxLatitude)
    throw new AreaProblem(
      `${where} ${JSON.stringify(value)} lies outside the Netherlands (longitude ${minLongitude} to ${maxLongitude}, latitude ${minLatitude} to ${maxLatitude})`,
    );
  return [longitude, latitude];
}

/** A ring's points; a repeated first point at the end closes it and is not counted. */
function ring(value: unknown, where: string): Array<[number, number]> {
  if (!Array.isArray(value)) throw new AreaProblem(`${where} must be a list of points`);
  const points = value.map((entry, index) => point(entry, `${where} point ${index + 1}`));
  const first = points[0];
  const last = points.at(-1);
  const isClosed = points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  const open = isClosed ? points.slice(0, -1) : points;
  const distinct = distinctPoints(open);
  if (distinct < MIN_RING_VERTICES || open.length > MAX_RING_VERTICES)
    throw new AreaProblem(
      `${where} must have ${MIN_RING_VERTICES} to ${MAX_RING_VERTICES} distinct points, not ${distinct} of ${open.length}`,
    );
  const crossing = firstCrossing(open);
  if (crossing)
    throw new AreaProblem(
      `${where} crosses itself (its edges ${crossing[0] + 1} and ${crossing[1] + 1} meet): draw the outline without crossing lines`,
    );
  return open;
}

type Point = [number, number];

/**
 * How many different points a ring has, compared as numbers (0 and -0 alike, as their text was): the alert
 * job reads tens of thousands of saved outlines a run, and writing every coordinate out as text to count
 * them cost more than the rest of the reading.
 */
function distinctPoints(points: readonly Point[]): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let count = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    const [longitude, latitude] = sorted[index] as Point;
    const previous = sorted[index - 1];
    if (!previous || previous[0] !== longitude || previous[1] !== latitude) count += 1;
  }
  return count;
}

/** Which side of the line a-b the point c lies on: positive left, negative right, 0 on it. */
const turn = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const isWithin = (a: Point, b: Point, c: Point) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Whether the segments a-b and c-d have a point in common (crossing or touching). */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && isWithin(c, d, a)) ||
    (d2 === 0 && isWithin(c, d, b)) ||
    (d3 === 0 && isWithin(a, b, c)) ||
    (d4 === 0 && isWithin(a, b, d))
  );
}

/**
 * The first pair of edges of a ring (edge i runs from point i to the next, the last back to the first) that
 * meet though they are not neighbours, or null for a simple ring. Neighbours share a point; they only count
 * when one folds back over the other. At most 200 points: 20,000 pairs, most of them set aside by their boxes
 * (edges whose boxes do not overlap cannot meet), as the database's check does.
 */
export function firstCrossing(points: readonly Point[]): [number, number] | null {
  const count = points.length;
  const edge = (index: number) => [points[index] as Point, points[(index + 1) % count] as Point] as const;
  // Each edge's box, once: a server reads up to 50 rings of 200 points for one filter.
  const west = new Float64Array(count);
  const east = new Float64Array(count);
  const south = new Float64Array(count);
  const north = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const [a, b] = edge(index);
    west[index] = Math.min(a[0], b[0]);
    east[index] = Math.max(a[0], b[0]);
    south[index] = Math.min(a[1], b[1]);
    north[index] = Math.max(a[1], b[1]);
  }
  for (let first = 0; first < count; first += 1) {
    for (let second = first + 1; second < count; second += 1) {
      const areNeighbours = second === first + 1 || (first === 0 && second === count - 1);
      if (areNeighbours) {
        const [a, b] = edge(first);
        const [c, d] = edge(second);
        // Neighbours share one end; they overlap only when the far end of one lies on the other, folded back.
        const shared = second === first + 1 ? b : a;
        const farOfSecond = second === first + 1 ? d : c;
        const farOfFirst = second === first + 1 ? a : b;
        const isFolded =
          turn(a, b, farOfSecond) === 0 &&
          (isWithin(a, b, farOfSecond) || isWithin(c, d, farOfFirst)) &&
          !(farOfSecond[0] === shared[0] && farOfSecond[1] === shared[1]);
        if (isFolded && count > 3) return [first, second];
        continue;
      }
      const boxesOverlap =
        (east[first] as number) >= (west[second] as number) &&
        (east[second] as number) >= (west[first] as number) &&
        (north[first] as number) >= (south[second] as number) &&
        (north[second] as number) >= (south[first] as number);
      if (!boxesOverlap) continue;
      const [a, b] = edge(first);
      const [c, d] = edge(second);
      if (segmentsMeet(a, b, c, d)) return [first, second];
    }
  }
  return null;
}

function area(value: unknown, where: string): Area {
  if (!isObject(value)) throw new AreaProblem(`${where} must be an object`);
  switch (value.kind) {
    case 'polygon': {
      const rings = value.rings;
      if (!Array.isArray(rings) || rings.length === 0 || rings.length > MAX_RINGS)
        throw new AreaProblem(`${where} must have 1 to ${MAX_RINGS} rings (an outline, then holes)`);
      return { kind: 'polygon', rings: rings.map((entry, index) => ring(entry, `${where} ring ${index + 1}`)) };
    }
    case 'circle': {
      const radius = value.radiusKm;
      if (typeof radius !== 'number' || !Number.isFinite(radius) || radius <= 0 || radius > MAX_RADIUS_KM)
        throw new AreaProblem(
          `${where} radiusKm must be above 0 and at most ${MAX_RADIUS_KM}, not ${JSON.stringify(radius)}`,
        );
      const circle: CircleArea = { kind: 'circle', center: point(value.center, `${where} center`), radiusKm: radius };
      if (value.place === undefined) return circle;
      if (typeof value.place !== 'string' || value.place.trim() === '' || value.place.length > MAX_PLACE_NAME_LENGTH)
        throw new AreaProblem(`${where} place must be a name of 1 to ${MAX_PLACE_NAME_LENGTH} characters`);
      return { ...circle, place: value.place.trim() };
    }
    case 'wijk':
      if (typeof value.id !== 'number' || !Number.isInteger(value.id))
        throw new AreaProblem(`${where} id must be a whole number, not ${JSON.stringify(value.id)}`);
      return { kind: 'wijk', id: value.id };
    case 'stadsdeel':
      if (typeof value.code !== 'string' || value.code.trim() === '')
        throw new AreaProblem(`${where} code must be a district's letter, not ${JSON.stringify(value.code)}`);
      return { kind: 'stadsdeel', code: value.code.trim().toUpperCase() };
    default:
      throw new AreaProblem(
        `${where} has an unknown kind ${JSON.stringify(value.kind)} (polygon, circle, wijk or stadsdeel)`,
      );
  }
}

/** Reads the areas of a filter state; whether a wijk or district exists is checked where the outlines are. */
export function parseAreas(raw: unknown): AreasResult {
  try {
    if (!Array.isArray(raw)) throw new AreaProblem('areas must be a list');
    if (raw.length > MAX_AREAS) throw new AreaProblem(`areas may hold at most ${MAX_AREAS} areas, not ${raw.length}`);
    return { ok: true, value: raw.map((entry, index) => area(entry, `area ${index + 1}`)) };
  } catch (error) {
    if (error instanceof AreaProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

/** Whether any area needs the neighbourhood outlines. */
export const needsOutlines = (areas: readonly Area[]): boolean =>
  areas.some((entry) => entry.kind === 'wijk' || entry.kind === 'stadsdeel');
