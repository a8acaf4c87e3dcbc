import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { APPROXIMATE_LAYER, approximateAreaBounds, withApproximateAreas } from './approximate-areas-layer.ts';
import { PLACED } from './view-clusters.ts';

const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
function metresBetween([lng1, lat1]: [number, number], [lng2, lat2]: [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

const DE_PIJP: [number, number] = [4.8935, 52.3535];

/** Within 1 %: the bounds take a degree of latitude as 111.32 km, the sphere as 111.19 km. */
function expectAbout(metres: number, expected: number): void {
  expect(Math.abs(metres - expected)).toBeLessThan(expected / 100);
}

describe("an approximate area's bounds (what the detail page's map fits)", () => {
  it('span a neighbourhood circle, 450 m from its centre each way', () => {
    const [west, south, east, north] = approximateAreaBounds(...DE_PIJP, PLACED.neighbourhood);
    expectAbout(metresBetween([west, DE_PIJP[1]], [east, DE_PIJP[1]]), 900);
    expectAbout(metresBetween([DE_PIJP[0], south], [DE_PIJP[0], north]), 900);
    expect((west + east) / 2).toBeCloseTo(DE_PIJP[0], 9);
    expect((south + north) / 2).toBeCloseTo(DE_PIJP[1], 9);
  });

  it("span a city's wider circle, 2.5 km each way", () => {
    const [west, south, east, north] = approximateAreaBounds(...DE_PIJP, PLACED.city);
    expectAbout(metresBetween([west, DE_PIJP[1]], [east, DE_PIJP[1]]), 5_000);
    expectAbout(metresBetween([DE_PIJP[0], south], [DE_PIJP[0], north]), 5_000);
  });
});

describe('the approximate areas layer', () => {
  it('is drawn over the ground and roads and beneath the labels', () => {
    const style: StyleSpecification = {
      version: 8,
      sources: {},
      layers: [
        { id: 'water', type: 'background' },
        { id: 'place-name', type: 'symbol', source: 'streets', 'source-layer': 'place' },
        { id: 'road', type: 'line', source: 'streets', 'source-layer': 'transportation' },
        { id: 'street-name', type: 'symbol', source: 'streets', 'source-layer': 'transportation_name' },
      ],
    };
    const ids = withApproximateAreas(style).layers.map((layer) => layer.id);
    expect(ids).toEqual(['water', 'place-name', 'road', APPROXIMATE_LAYER, 'street-name']);
  });
});
