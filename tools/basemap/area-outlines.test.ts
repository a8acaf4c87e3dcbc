import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaOutlines, simplifyRing } from './area-outlines.ts';

describe('area outlines', () => {
  it('simplifies a ring within the tolerance, keeping it closed and its corners', () => {
    // A square with points along its edges that add nothing, and one corner that matters.
    const ring = [
      [4.9, 52.37],
      [4.905, 52.37000001],
      [4.91, 52.37],
      [4.91, 52.38],
      [4.9, 52.38],
      [4.9, 52.37],
    ];
    expect(simplifyRing(ring, 0.0001)).toEqual([
      [4.9, 52.37],
      [4.91, 52.37],
      [4.91, 52.38],
      [4.9, 52.38],
      [4.9, 52.37],
    ]);
    const notched = [
      [4.9, 52.37],
      [4.905, 52.372],
      [4.91, 52.37],
      [4.91, 52.38],
      [4.9, 52.37],
    ];
    expect(simplifyRing(notched, 0.0001)).toEqual(notched);
  });

  it('keys wijken and stadsdelen as the filters name them, and names each but water once', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [4.9, 52.37],
          [4.91, 52.37],
          [4.91, 52.38],
          [4.9, 52.37],
        ],
      ],
    };
    const source = (properties: Record<string, string | number>[]) =>
      ({
        type: 'FeatureCollection',
        features: properties.map((props) => ({ type: 'Feature', geometry: square, properties: props })),
      }) as FeatureCollection<Polygon | MultiPolygon, Record<string, string | number>>;
    const { features } = areaOutlines(
      source([
        { wijk_id: 3630000, wijk: 'Burgwallen-Oude Zijde', stadsdeel: 'Centrum', lon: 4.9, lat: 52.37 },
        { wijk_id: 3630099, wijk: 'IJmeer (water, no wijk)', stadsdeel: 'Oost', lon: 5, lat: 52.37 },
      ]),
      source([{ stadsdeel_code: 'A', stadsdeel: 'Centrum', lon: 4.9, lat: 52.37 }]),
    );
    expect(features.map((feature) => [feature.geometry.type, feature.properties?.key])).toEqual([
      ['Polygon', 'stadsdeel:A'],
      ['Point', 'stadsdeel:A'],
      ['Polygon', 'wijk:3630000'],
      ['Point', 'wijk:3630000'],
      ['Polygon', 'wijk:3630099'],
    ]);
  });
});
