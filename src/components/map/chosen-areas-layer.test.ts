import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../domain/areas/area-test.ts';
import { circleRing, outlineKeys, shapeFeatures } from './chosen-areas-layer.ts';

describe('the chosen areas on the map', () => {
  it('draw a circle as the ring of points at its radius, closed', () => {
    const center: [number, number] = [4.9003, 52.3791];
    const ring = circleRing(center, 3);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const point of ring) expect(distanceKm(center, point)).toBeCloseTo(3, 6);
  });

  it('draw circles and drawn polygons as shapes, and outline neighbourhoods and districts by key', () => {
    const areas = [
      { kind: 'wijk' as const, id: 3630424 },
      { kind: 'circle' as const, center: [4.9, 52.37] as [number, number], radiusKm: 1 },
      {
        kind: 'polygon' as const,
        rings: [
          [
            [4.88, 52.35],
            [4.9, 52.35],
            [4.9, 52.37],
          ] as Array<[number, number]>,
        ],
      },
      { kind: 'stadsdeel' as const, code: 'K' },
    ];
    expect(shapeFeatures(areas).map((feature) => feature.properties.kind)).toEqual(['circle', 'polygon']);
    // A drawn ring is closed for the map, as GeoJSON wants it.
    expect(shapeFeatures(areas)[1]?.geometry.coordinates[0]).toHaveLength(4);
    expect(outlineKeys(areas)).toEqual(['wijk:3630424', 'stadsdeel:K']);
  });
});
