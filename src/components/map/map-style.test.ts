import { describe, expect, it } from 'vitest';
import { listingPoints } from './map-style.ts';

describe('listingPoints', () => {
  it('makes one point per listing and adds the selected listing when the results leave it out', () => {
    const points = listingPoints([1, 2], [4.9, 52.37, 4.8, 52.36], { id: 9, longitude: 5.1, latitude: 52.09 });
    expect(points.features.map((feature) => feature.properties.id)).toEqual([1, 2, 9]);
    expect(listingPoints([1, 9], [4.9, 52.37, 5.1, 52.09], { id: 9, longitude: 5.1, latitude: 52.09 }).features).toHaveLength(2);
  });

  it('spreads listings that share a spot so each can be reached, always to the same place', () => {
    const ids = [1, 2, 3, 4];
    const coordinates = [4.9, 52.37, 4.9, 52.37, 4.9, 52.37, 4.8, 52.36];
    const first = listingPoints(ids, coordinates, null).features.map((feature) => feature.geometry.coordinates);
    expect(first[0]).toEqual([4.9, 52.37]);
    expect(first[3]).toEqual([4.8, 52.36]);
    expect(new Set(first.map((point) => point.join(','))).size).toBe(4);
    for (const point of first.slice(1, 3)) expect(Math.hypot((point[0] as number) - 4.9, (point[1] as number) - 52.37)).toBeLessThan(0.003);
    expect(listingPoints(ids, coordinates, null).features.map((feature) => feature.geometry.coordinates)).toEqual(first);
  });
});
