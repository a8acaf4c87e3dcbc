import { describe, expect, it } from 'vitest';
import { isAnyInView, tileBounds } from './missing-tiles.ts';

describe('tiles missing from the view', () => {
  it('knows the area of a tile', () => {
    expect(tileBounds({ z: 0, x: 0, y: 0 })).toMatchObject({ west: -180, east: 180 });
    const amsterdam = tileBounds({ z: 14, x: 8414, y: 5384 });
    expect(amsterdam.west).toBeCloseTo(4.8779, 3);
    expect(amsterdam.east).toBeCloseTo(4.8999, 3);
    expect(amsterdam.north).toBeGreaterThan(amsterdam.south);
    expect(amsterdam.north).toBeCloseTo(52.3756, 3);
  });

  const canalRing = { west: 4.88, south: 52.365, east: 4.895, north: 52.375 };
  it.each([
    ['a failed tile under the view', [{ z: 14, x: 8414, y: 5384 }], true],
    ['a failed tile in Zuidoost only', [{ z: 14, x: 8419, y: 5389 }], false],
    ['a failed tile of the whole world', [{ z: 0, x: 0, y: 0 }], true],
    ['no failed tile', [], false],
  ])('%s: %s', (_, tiles, expected) => expect(isAnyInView(tiles, canalRing)).toBe(expected));
});
