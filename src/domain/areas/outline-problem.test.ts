import { describe, expect, it } from 'vitest';
import { areaTools } from '../../i18n/locales/en-areas.ts';
import { outlineProblem } from './outline-problem.ts';

type Point = [number, number];
const square: Point[] = [
  [4.88, 52.35],
  [4.9, 52.35],
  [4.9, 52.37],
  [4.88, 52.37],
];

describe('the field message for a drawn outline', () => {
  it.each<[string, Point[], string | null]>([
    ['a square', square, null],
    ['two corners', square.slice(0, 2), 'An area needs at least 3 corners.'],
    [
      'a bow tie',
      [square[0], square[2], square[1], square[3]] as Point[],
      'The outline crosses itself. Move or delete a corner so that no lines cross.',
    ],
    ['a square in Paris', square.map(([x, y]) => [x - 2.5, y - 3.5] as Point), 'Draw inside the Netherlands.'],
    [
      '201 corners',
      Array.from({ length: 201 }, (_, index): Point => [
        4.9 + 0.01 * Math.cos((2 * Math.PI * index) / 201),
        52.37 + 0.01 * Math.sin((2 * Math.PI * index) / 201),
      ]),
      'An area can have at most 200 corners.',
    ],
  ])('%s: %j', (_, points, message) => {
    expect(outlineProblem(points, areaTools)).toBe(message);
  });
});
