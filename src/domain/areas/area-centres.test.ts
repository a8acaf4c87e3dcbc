// The centres the distance order measures from, as a table: shapes whose centroid is known by hand (a square,
// an L, a square with a hole, two parts, a ring either way round), a circle, a real district (its centroid
// worked out apart, by a short script over the same outline), and the nearest of several centres.
import { describe, expect, it } from 'vitest';
import { areaCentres, centroidOf, distanceToNearestKm, type Centre } from './area-centres.ts';
import { outlinesOf, type OutlineCatalogue, type Ring } from './area-outlines.ts';
import { distanceKm } from './area-test.ts';
import catalogue from './amsterdam-outlines.json' with { type: 'json' };

const outlines = outlinesOf(catalogue as OutlineCatalogue);
/** A ring from points in hundredths of a degree east and north of (4.8, 52.3). */
const ring = (...points: Array<[number, number]>): Ring => points.map(([x, y]) => [4.8 + x / 100, 52.3 + y / 100]);
const near = (actual: Centre | undefined, expected: Centre, digits = 9) => {
  expect(actual?.[0]).toBeCloseTo(expected[0], digits);
  expect(actual?.[1]).toBeCloseTo(expected[1], digits);
};

const square = ring([0, 0], [10, 0], [10, 10], [0, 10]);

describe('centroidOf', () => {
  it("is a square's middle, whichever way its ring runs and whether or not it repeats its first point", () => {
    near(centroidOf([[square]]), [4.85, 52.35]);
    near(centroidOf([[[...square].reverse()]]), [4.85, 52.35]);
    near(centroidOf([[[...square, square[0] as [number, number]]]]), [4.85, 52.35]);
  });

  it('weighs an L by its area: the centroid of a 2 by 1 block with a 1 by 1 block on it', () => {
    // (2 x (1, 0.5) + 1 x (0.5, 1.5)) / 3 = (5/6, 5/6), in tenths of a degree.
    const shape = ring([0, 0], [20, 0], [20, 10], [10, 10], [10, 20], [0, 20]);
    near(centroidOf([[shape]]), [4.8 + 5 / 60, 52.3 + 5 / 60]);
  });

  it('moves away from a hole: its area counts against the outline', () => {
    const hole = ring([0, 0], [2, 0], [2, 2], [0, 2]).map(([x, y]): [number, number] => [x + 0.01, y + 0.01]);
    // (0.01 x 4.85 - 0.0004 x 4.82) / 0.0096, and the same north.
    near(centroidOf([[square, hole]]), [
      (0.01 * 4.85 - 0.0004 * 4.82) / 0.0096,
      (0.01 * 52.35 - 0.0004 * 52.32) / 0.0096,
    ]);
  });

  it('weighs the parts of a neighbourhood in several pieces by their areas', () => {
    const small = ring([20, 0], [25, 0], [25, 5], [20, 5]);
    // 100 at (5, 5) and 25 at (22.5, 2.5), in hundredths: (500 + 562.5) / 125 = 8.5, (500 + 62.5) / 125 = 4.5.
    near(centroidOf([[square], [small]]), [4.8 + 8.5 / 100, 52.3 + 4.5 / 100]);
  });

  it('takes the mean of the points of a ring with no area', () => {
    near(centroidOf([[ring([0, 0], [5, 5], [10, 10])]]), [4.85, 52.35]);
  });
});

describe('areaCentres', () => {
  it("gives a circle's centre, a polygon's and a district's centroid, in the areas' order", () => {
    const centres = areaCentres(
      [
        { kind: 'circle', center: [4.9003, 52.3789], radiusKm: 2, place: 'Amsterdam Centraal' },
        { kind: 'polygon', rings: [square] },
        { kind: 'stadsdeel', code: 'A' },
      ],
      outlines,
    );
    expect(centres).toHaveLength(3);
    expect(centres[0]).toEqual([4.9003, 52.3789]);
    near(centres[1], [4.85, 52.35]);
    // Centrum, worked out apart from its outline in amsterdam-outlines.json: (4.90010, 52.37170).
    near(centres[2], [4.9001, 52.3717], 4);
  });

  it('gives a neighbourhood a centre inside its outline box, and none to one the outlines do not hold', () => {
    const wijk = catalogue.wijken[0] as { id: number };
    const centres = areaCentres(
      [
        { kind: 'wijk', id: wijk.id },
        { kind: 'wijk', id: -1 },
      ],
      outlines,
    );
    expect(centres).toHaveLength(1);
    const points = (outlines.wijk(wijk.id)?.parts ?? []).flat(2);
    const [longitude, latitude] = centres[0] as Centre;
    expect(longitude).toBeGreaterThan(Math.min(...points.map((point) => point[0])));
    expect(longitude).toBeLessThan(Math.max(...points.map((point) => point[0])));
    expect(latitude).toBeGreaterThan(Math.min(...points.map((point) => point[1])));
    expect(latitude).toBeLessThan(Math.max(...points.map((point) => point[1])));
    expect(areaCentres([{ kind: 'stadsdeel', code: 'A' }])).toEqual([]);
  });
});

describe('distanceToNearestKm', () => {
  const dam: Centre = [4.893, 52.3731];
  const utrecht: Centre = [5.1214, 52.0907];

  it('is the distance to the nearest centre', () => {
    const nearUtrecht: Centre = [5.11, 52.09];
    expect(distanceToNearestKm([dam, utrecht], ...nearUtrecht)).toBe(distanceKm(utrecht, nearUtrecht));
    expect(distanceToNearestKm([dam, utrecht], ...dam)).toBe(0);
    expect(distanceToNearestKm([dam], ...nearUtrecht)).toBeCloseTo(34.78, 2);
  });

  it('is null without a point or without a centre', () => {
    expect(distanceToNearestKm([dam], null, 52.3)).toBeNull();
    expect(distanceToNearestKm([dam], Number.NaN, Number.NaN)).toBeNull();
    expect(distanceToNearestKm([], 4.9, 52.3)).toBeNull();
  });
});
