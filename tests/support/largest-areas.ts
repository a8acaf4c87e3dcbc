// The largest areas a filter may hold (filter-semantics.md, "Areas"): 10 polygons of 5 rings of 200 points,
// every ring simple, so a reader has to look at every pair of edges of every ring before it can accept them.
// What a hostile client sends to make each check as dear as it can be; the benches and the hostile-input
// tests share it.
import { MAX_AREAS, MAX_RING_VERTICES, MAX_RINGS } from '../../src/domain/areas/area-limits.ts';

type Ring = Array<[number, number]>;

/** A simple ring of `vertices` points on a circle, with coordinates as long as a float prints them. */
function circleRing(longitude: number, latitude: number, radius: number, vertices: number): Ring {
  return Array.from({ length: vertices }, (_, index) => {
    const angle = (2 * Math.PI * index) / vertices + 0.1234567;
    return [longitude + radius * Math.cos(angle), latitude + radius * Math.sin(angle) * 0.6];
  });
}

/** One polygon: an outline and four holes inside it, each of 200 points. */
function largestPolygon(longitude: number, latitude: number): { kind: 'polygon'; rings: Ring[] } {
  const holes = Array.from({ length: MAX_RINGS - 1 }, (_, index) =>
    circleRing(
      longitude + 0.01 * Math.cos((index * Math.PI) / 2),
      latitude + 0.006 * Math.sin((index * Math.PI) / 2),
      0.003,
      MAX_RING_VERTICES,
    ),
  );
  return { kind: 'polygon', rings: [circleRing(longitude, latitude, 0.03, MAX_RING_VERTICES), ...holes] };
}

/** Ten of them over Amsterdam, `shift` moving them all a little (a new value each time, so nothing is cached). */
export function largestAreas(shift = 0): Array<{ kind: 'polygon'; rings: Ring[] }> {
  return Array.from({ length: MAX_AREAS }, (_, index) =>
    largestPolygon(4.8 + index * 0.01 + shift * 1e-7, 52.33 + index * 0.005),
  );
}
