import { describe, expect, it } from 'vitest';
import { firstCrossing, parseAreas } from './area.ts';

type Point = [number, number];
const square: Point[] = [
  [4.88, 52.35],
  [4.9, 52.35],
  [4.9, 52.37],
  [4.88, 52.37],
];
// The same corners in another order: the outline runs across itself like a bow tie.
const bowTie: Point[] = [
  [4.88, 52.35],
  [4.9, 52.37],
  [4.9, 52.35],
  [4.88, 52.37],
];

const polygon = (ring: Point[]) => [{ kind: 'polygon', rings: [ring] }];

describe('a drawn outline', () => {
  it.each<[string, Point[], boolean]>([
    ['a square', square, false],
    ['a square closed with its first point', [...square, square[0] as Point], false],
    ['a bow tie', bowTie, true],
    ['a triangle', square.slice(0, 3), false],
    [
      'an outline whose corner touches another edge',
      [
        [4.88, 52.35],
        [4.9, 52.35],
        [4.89, 52.36],
        [4.9, 52.37],
        [4.88, 52.37],
        [4.89, 52.35],
      ],
      true,
    ],
    [
      'an outline that folds back over its own edge',
      [
        [4.88, 52.35],
        [4.9, 52.35],
        [4.89, 52.35],
        [4.89, 52.37],
      ],
      true,
    ],
    [
      'a concave outline (an L)',
      [
        [4.88, 52.35],
        [4.9, 52.35],
        [4.9, 52.36],
        [4.89, 52.36],
        [4.89, 52.37],
        [4.88, 52.37],
      ],
      false,
    ],
  ])('%s crosses itself: %s', (_, ring, crosses) => {
    // The reader drops a repeated first point before it looks for crossings; so does the test.
    const [first, last] = [ring[0] as Point, ring.at(-1) as Point];
    const open = first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
    expect(firstCrossing(open) !== null).toBe(crosses);
    const read = parseAreas(polygon(ring));
    expect(read.ok).toBe(!crosses);
    if (!read.ok) expect(read.problem).toMatch(/^area 1 ring 1 crosses itself/);
  });

  it('is refused when a hole crosses itself too', () => {
    const read = parseAreas([{ kind: 'polygon', rings: [square, bowTie] }]);
    expect(read).toEqual({ ok: false, problem: expect.stringMatching(/^area 1 ring 2 crosses itself/) });
  });
});

describe("a circle's place name", () => {
  it('is kept, trimmed, for the chip; the rule never reads it', () => {
    expect(
      parseAreas([{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 3, place: ' Amsterdam Centraal ' }]),
    ).toEqual({
      ok: true,
      value: [{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 3, place: 'Amsterdam Centraal' }],
    });
  });

  it.each([[''], [42], ['x'.repeat(101)]])('%j is refused', (place) => {
    const read = parseAreas([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 3, place }]);
    expect(read).toEqual({ ok: false, problem: 'area 1 place must be a name of 1 to 100 characters' });
  });
});
