// The area rule as a table (inside, outside, in a hole, near an edge, the outlines of a wijk and a district),
// and the even-odd test against an independent reference on thousands of random star-shaped polygons with
// holes: the winding number, which for such simple rings says the same.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import type { Area } from './area.ts';
import { outlinesOf, type OutlineCatalogue, type Ring } from './area-outlines.ts';
import { compileAreas, distanceKm, insideEvenOdd } from './area-test.ts';
import catalogue from './amsterdam-outlines.json' with { type: 'json' };

const outlines = outlinesOf(catalogue as OutlineCatalogue);
const square: Ring = [
  [4.8, 52.3],
  [4.9, 52.3],
  [4.9, 52.4],
  [4.8, 52.4],
];
const hole: Ring = [
  [4.84, 52.34],
  [4.86, 52.34],
  [4.86, 52.36],
  [4.84, 52.36],
];

function contains(areas: Area[], point: [number, number]): boolean {
  const test = compileAreas(areas, outlines);
  if (!test.ok) throw new Error(test.problem);
  return test.contains(point[0], point[1]);
}

describe('the area rule', () => {
  it.each<[string, Area[], [number, number], boolean]>([
    ['inside a polygon', [{ kind: 'polygon', rings: [square] }], [4.81, 52.31], true],
    ['outside a polygon', [{ kind: 'polygon', rings: [square] }], [4.95, 52.31], false],
    ['in a hole is outside', [{ kind: 'polygon', rings: [square, hole] }], [4.85, 52.35], false],
    ['between the outline and the hole', [{ kind: 'polygon', rings: [square, hole] }], [4.83, 52.35], true],
    [
      'a closed ring reads as an open one',
      [{ kind: 'polygon', rings: [[...square, square[0] as [number, number]]] }],
      [4.81, 52.31],
      true,
    ],
    [
      'inside a 1 km circle, 0.9 km away',
      [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 1 }],
      [4.9, 52.3781],
      true,
    ],
    [
      'outside a 1 km circle, 1.1 km away',
      [{ kind: 'circle', center: [4.9, 52.37], radiusKm: 1 }],
      [4.9, 52.3799],
      false,
    ],
    [
      'in any of several areas',
      [
        { kind: 'polygon', rings: [square] },
        { kind: 'circle', center: [5.1, 52.1], radiusKm: 3 },
      ],
      [5.1, 52.11],
      true,
    ],
    ['the Dam is in Burgwallen-Oude Zijde', [{ kind: 'wijk', id: 3630000 }], [4.8936, 52.3731], true],
    ['the Dam is in Centrum', [{ kind: 'stadsdeel', code: 'a' }], [4.8936, 52.3731], true],
    ['the Dam is not in Zuid', [{ kind: 'stadsdeel', code: 'K' }], [4.8936, 52.3731], false],
    ['Amsterdam Zuid station is in Zuid', [{ kind: 'stadsdeel', code: 'K' }], [4.8719, 52.3389], true],
  ])('%s', (_label, areas, point, expected) => expect(contains(areas, point)).toBe(expected));

  it('measures the great-circle distance (Amsterdam Centraal to Utrecht Centraal is about 35 km)', () => {
    expect(distanceKm([4.9003, 52.3791], [5.1101, 52.0894])).toBeCloseTo(34.9, 0);
  });

  it('names an unknown neighbourhood or district, and outlines that were not loaded', () => {
    expect(compileAreas([{ kind: 'wijk', id: 1 }], outlines)).toEqual({
      ok: false,
      problem: 'area 1: no Amsterdam wijk with id 1',
    });
    expect(compileAreas([{ kind: 'stadsdeel', code: 'Q' }], outlines).ok).toBe(false);
    expect(compileAreas([{ kind: 'wijk', id: 3630000 }]).ok).toBe(false);
  });
});

/** The winding number of a closed ring around a point (independent of the crossing count). */
function windingNumber(ring: Ring, x: number, y: number): number {
  let winding = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [x1, y1] = ring[index] as [number, number];
    const [x2, y2] = ring[(index + 1) % ring.length] as [number, number];
    const side = (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1);
    if (y1 <= y && y2 > y && side > 0) winding += 1;
    else if (y1 > y && y2 <= y && side < 0) winding -= 1;
  }
  return winding;
}

/**
 * A simple star-shaped ring: vertices at jittered, evenly spread angles (no gap wider than 1.8 of 2π/n), each
 * at 0.4 to 1 of `reach` from the centre, so with 8 or more an edge stays farther than 0.3 reach from it.
 */
function starRing(
  random: ReturnType<typeof seededRandom>,
  center: [number, number],
  reach: number,
  vertices: number,
): Ring {
  return Array.from({ length: vertices }, (_, index) => {
    const angle = ((index + 0.8 * random.next()) * 2 * Math.PI) / vertices;
    const distance = reach * (0.4 + 0.6 * random.next());
    return [center[0] + Math.cos(angle) * distance, center[1] + Math.sin(angle) * distance];
  });
}

describe('the even-odd test', () => {
  it('agrees with the winding number on 400 random polygons with holes and 50 points each', () => {
    const random = seededRandom(34);
    for (let round = 0; round < 400; round += 1) {
      const center: [number, number] = [4.9, 52.37];
      const outline = starRing(random, center, 0.05, 8 + random.int(33));
      // A hole well inside: it reaches at most 0.012 from the centre, the outline's edges stay beyond 0.015.
      const holeRing = random.chance(0.5) ? starRing(random, center, 0.012, 3 + random.int(8)) : null;
      const rings = holeRing ? [outline, holeRing] : [outline];
      for (let probe = 0; probe < 50; probe += 1) {
        const x = center[0] + (random.next() - 0.5) * 0.12;
        const y = center[1] + (random.next() - 0.5) * 0.12;
        const expected =
          windingNumber(outline, x, y) !== 0 && (holeRing === null || windingNumber(holeRing, x, y) === 0);
        expect(insideEvenOdd(rings, x, y), JSON.stringify({ round, probe, x, y })).toBe(expected);
      }
    }
  });
});
