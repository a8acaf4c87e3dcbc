// The centres the distance order measures from (issue 35 item 6): a circle's centre, and the centroid of a
// drawn polygon, a neighbourhood or a district (the area-weighted centre of its outline, less its holes). A
// listing's distance is the great-circle distance to the nearest of them, so with several areas a listing is
// as near as it is to any one of them.
//
// Centroids are taken in degrees of longitude and latitude. Over an area the size of a city this plane is an
// affine image of a local flat map (a degree of longitude is a fixed fraction of one of latitude), and an
// affine map keeps centroids: the centre found here is the one a metric map would give.
import type { Area } from './area.ts';
import type { AreaOutlines, PolygonRings } from './area-outlines.ts';
import { distanceKm } from './area-test.ts';

export type Centre = [longitude: number, latitude: number];

type Weighted = { area: number; x: number; y: number };

/** A ring's area and centroid (shoelace), about its first point so that degrees near 52 keep their precision. */
function ringMoments(ring: ReadonlyArray<readonly [number, number]>): Weighted {
  const [x0, y0] = (ring[0] ?? [0, 0]) as readonly [number, number];
  let twiceArea = 0;
  let sumX = 0;
  let sumY = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [ax, ay] = ring[index] as readonly [number, number];
    const [bx, by] = ring[(index + 1) % ring.length] as readonly [number, number];
    const x1 = ax - x0;
    const y1 = ay - y0;
    const x2 = bx - x0;
    const y2 = by - y0;
    const cross = x1 * y2 - x2 * y1;
    twiceArea += cross;
    sumX += (x1 + x2) * cross;
    sumY += (y1 + y2) * cross;
  }
  if (twiceArea === 0) return { area: 0, x: x0, y: y0 };
  // The sign of the area says only which way the ring runs; the centroid's formula holds either way.
  return { area: Math.abs(twiceArea) / 2, x: x0 + sumX / (3 * twiceArea), y: y0 + sumY / (3 * twiceArea) };
}

/** The mean of a ring's points: the centre of a ring with no area (its points on one line). */
function vertexMean(ring: ReadonlyArray<readonly [number, number]>): Centre {
  const count = Math.max(ring.length, 1);
  return [
    ring.reduce((sum, point) => sum + point[0], 0) / count,
    ring.reduce((sum, point) => sum + point[1], 0) / count,
  ];
}

/** The centroid of polygons, each an outline and its holes (a hole's area counts against its outline's). */
export function centroidOf(parts: readonly PolygonRings[]): Centre {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const rings of parts)
    rings.forEach((ring, index) => {
      const moments = ringMoments(ring);
      const sign = index === 0 ? 1 : -1;
      area += sign * moments.area;
      x += sign * moments.area * moments.x;
      y += sign * moments.area * moments.y;
    });
  if (area > 0) return [x / area, y / area];
  return vertexMean(parts[0]?.[0] ?? []);
}

/**
 * The centre of each area, in their order. A neighbourhood or district the outlines do not hold (or with no
 * outlines given) has none: the area filter refuses such an area before any order is asked for.
 */
export function areaCentres(areas: readonly Area[], outlines?: AreaOutlines): Centre[] {
  const centres: Centre[] = [];
  for (const area of areas) {
    if (area.kind === 'circle') centres.push([area.center[0], area.center[1]]);
    else if (area.kind === 'polygon') centres.push(centroidOf([area.rings]));
    else {
      const outline = area.kind === 'wijk' ? outlines?.wijk(area.id) : outlines?.stadsdeel(area.code);
      if (outline) centres.push(centroidOf(outline.parts));
    }
  }
  return centres;
}

/** The great-circle distance in km from a point to the nearest centre; null without a point or a centre. */
export function distanceToNearestKm(
  centres: readonly Centre[],
  longitude: number | null,
  latitude: number | null,
): number | null {
  if (longitude === null || latitude === null || Number.isNaN(longitude) || Number.isNaN(latitude)) return null;
  let nearest: number | null = null;
  for (const centre of centres) {
    const distance = distanceKm(centre, [longitude, latitude]);
    if (nearest === null || distance < nearest) nearest = distance;
  }
  return nearest;
}
