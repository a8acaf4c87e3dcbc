import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  clustersInView,
  mapPoints,
  mercatorX,
  mercatorY,
  PLACED,
  type MapView,
} from './view-clusters.ts';

const NETHERLANDS: Omit<MapView, 'zoom'> = { west: 3.2, south: 50.7, east: 7.3, north: 53.6 };

function randomPoints(count: number, seed: number) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  const coordinates = ids.flatMap(() => [4.75 + random() * 0.3, 52.3 + random() * 0.12]);
  return mapPoints(ids, coordinates, null);
}

describe('mapPoints', () => {
  it('makes one point per listing and adds the selected listing when the results leave it out', () => {
    const points = mapPoints([1, 2], [4.9, 52.37, 4.8, 52.36], { id: 9, longitude: 5.1, latitude: 52.09 });
    expect([...points.ids]).toEqual([1, 2, 9]);
    expect(points.bounds).toEqual([4.8, 52.09, 5.1, 52.37]);
    expect(mapPoints([1, 9], [4.9, 52.37, 5.1, 52.09], { id: 9, longitude: 5.1, latitude: 52.09 }).count).toBe(2);
    expect(mapPoints([], [], null).bounds).toBeNull();
  });

  it('spreads listings that share a spot so each can be reached, always to the same place', () => {
    const ids = [1, 2, 3, 4];
    const coordinates = [4.9, 52.37, 4.9, 52.37, 4.9, 52.37, 4.8, 52.36];
    const first = mapPoints(ids, coordinates, null);
    const spots = ids.map((_, index) => [first.longitudes[index] as number, first.latitudes[index] as number]);
    expect(spots[0]).toEqual([4.9, 52.37]);
    expect(spots[3]).toEqual([4.8, 52.36]);
    expect(new Set(spots.map((point) => point.join(','))).size).toBe(4);
    for (const point of spots.slice(1, 3))
      expect(Math.hypot((point[0] as number) - 4.9, (point[1] as number) - 52.37)).toBeLessThan(0.003);
    expect([...mapPoints(ids, coordinates, null).longitudes]).toEqual([...first.longitudes]);
  });

  it('projects as Web Mercator does', () => {
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.0511287798)).toBeCloseTo(0, 6);
    expect(mercatorX(4.9)).toBeCloseTo(0.513611, 6);
  });
});

describe('clustersInView', () => {
  it('accounts for every listing exactly once when all are in view, at every zoom level', () => {
    const points = randomPoints(3000, 7);
    for (let zoom = 0; zoom <= CLUSTER_MAX_ZOOM + 2; zoom += 0.5) {
      const clusters = clustersInView(points, { zoom, west: -180, south: -85, east: 180, north: 85 });
      expect(
        clusters.reduce((sum, cluster) => sum + cluster.count, 0),
        `zoom ${zoom}`,
      ).toBe(3000);
      expect(new Set(clusters.map((cluster) => cluster.key)).size).toBe(clusters.length);
    }
  });

  it('gathers nearby listings into few clusters far out and shows each listing on its own close in', () => {
    const points = randomPoints(500, 3);
    const far = clustersInView(points, { zoom: 8, ...NETHERLANDS });
    expect(clustersInView(points, { zoom: 7, ...NETHERLANDS })).toHaveLength(1);
    expect(far.length).toBeLessThanOrEqual(4);
    const close = clustersInView(points, { zoom: CLUSTER_MAX_ZOOM + 1, ...NETHERLANDS });
    expect(close).toHaveLength(500);
    expect(
      close.every((cluster) => cluster.count === 1 && cluster.id !== null && cluster.key === `l${cluster.id}`),
    ).toBe(true);
  });

  it('makes one cluster of a group that straddles a cell border, not two', () => {
    // At zoom 10 a 48-pixel cell is 360/(512*1024/48) degrees wide; put the group right on a border.
    const cellDegrees = 360 / ((512 * 1024) / 48);
    const border = Math.ceil((4.9 + 180) / cellDegrees) * cellDegrees - 180;
    const points = mapPoints(
      [1, 2, 3, 4],
      [border - 0.0004, 52.37, border - 0.0002, 52.37, border + 0.0002, 52.37, border + 0.0004, 52.37],
      null,
    );
    const clusters = clustersInView(points, { zoom: 10.4, ...NETHERLANDS });
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 4, id: null });
  });

  it('gives a single listing its id and a cluster the box of its listings', () => {
    const points = mapPoints([1, 2, 3], [4.9, 52.37, 4.9004, 52.3702, 5.5, 52.9], null);
    const clusters = clustersInView(points, { zoom: 10, ...NETHERLANDS });
    const single = clusters.find((cluster) => cluster.count === 1);
    expect(single).toMatchObject({ id: 3, key: 'l3', longitude: 5.5, latitude: 52.9 });
    const group = clusters.find((cluster) => cluster.count === 2);
    expect(group?.bounds).toEqual([4.9, 52.37, 4.9004, 52.3702]);
    expect(group?.longitude).toBeCloseTo(4.9002, 6);
  });

  it('leaves out what lies outside the view', () => {
    const points = mapPoints([1, 2], [4.9, 52.37, 6.5, 53.2], null);
    const clusters = clustersInView(points, { zoom: 12, west: 4.8, south: 52.3, east: 5.0, north: 52.4 });
    expect(clusters.map((cluster) => cluster.id)).toEqual([1]);
  });
});

describe('clustersInView at street zoom', () => {
  const points = randomPoints(400, 7);
  const view: MapView = { zoom: 14.5, west: 4.86, south: 52.34, east: 4.92, north: 52.38 };

  it('keeps the selected listing out of every cluster, and the counts still add up', () => {
    const plain = clustersInView(points, view);
    const clustered = plain.find((cluster) => cluster.id === null);
    expect(clustered).toBeDefined();
    // A listing inside that cluster's bounds that the plain view hides in it.
    const index = [...points.ids.keys()].find(
      (at) =>
        !plain.some((cluster) => cluster.id === points.ids[at]) &&
        (points.longitudes[at] as number) >= (clustered?.bounds[0] as number) &&
        (points.longitudes[at] as number) <= (clustered?.bounds[2] as number) &&
        (points.latitudes[at] as number) >= (clustered?.bounds[1] as number) &&
        (points.latitudes[at] as number) <= (clustered?.bounds[3] as number),
    );
    const selected = points.ids[index as number] as number;
    const withSelected = clustersInView(points, view, selected);
    expect(withSelected.filter((cluster) => cluster.id === selected)).toHaveLength(1);
    const sum = (clusters: ReturnType<typeof clustersInView>) =>
      clusters.reduce((total, { count }) => total + count, 0);
    expect(sum(withSelected)).toBe(sum(plain));
  });

  it('clusters pins whose centres are closer than a pin is wide (64 px), where dots would need 48 px', () => {
    const pair = mapPoints([1, 2], [4.9, 52.37, 4.9 + (56 / (512 * 2 ** 14)) * 360, 52.37], null);
    const around = { west: 4.89, south: 52.365, east: 4.91, north: 52.375 };
    expect(clustersInView(pair, { ...around, zoom: 14.2 }).map((cluster) => cluster.count)).toEqual([2]);
    const closer = mapPoints([1, 2], [4.9, 52.37, 4.9 + (56 / (512 * 2 ** 13)) * 360, 52.37], null);
    expect(clustersInView(closer, { ...around, zoom: 13.2 }).map((cluster) => cluster.count)).toEqual([1, 1]);
  });
});

describe('listings placed only by their neighbourhood or city (issue 35)', () => {
  // Three listings at De Pijp's centre (placed by the neighbourhood), one at Utrecht's (by the city), and two
  // street-precise ones that share a doorway.
  const ids = [1, 2, 3, 4, 5, 6];
  const coordinates = [4.8935, 52.3535, 4.8935, 52.3535, 4.8935, 52.3535, 5.1214, 52.0907, 4.9, 52.37, 4.9, 52.37];
  const placed = [PLACED.neighbourhood, PLACED.neighbourhood, PLACED.neighbourhood, PLACED.city, 0, 0];
  const points = mapPoints(ids, coordinates, null, placed);
  const close = { zoom: CLUSTER_MAX_ZOOM + 1, west: 3.2, south: 50.7, east: 7.3, north: 53.6 };

  it('keeps approximate listings on their area centre as one group, and still spreads street pins', () => {
    expect([...points.longitudes.subarray(0, 3)]).toEqual([4.8935, 4.8935, 4.8935]);
    expect(points.groups.map((group) => [group.placed, group.members])).toEqual([
      [PLACED.neighbourhood, [0, 1, 2]],
      [PLACED.city, [3]],
    ]);
    expect([...points.groupOf]).toEqual([1, 1, 1, 2, 0, 0]);
    expect(points.longitudes[5]).not.toBe(4.9);
  });

  it('shows an area, never pins, for approximate listings at any zoom, and pins for street listings', () => {
    for (const zoom of [13, 15, CLUSTER_MAX_ZOOM + 1, 18]) {
      const clusters = clustersInView(points, { ...close, zoom });
      const areas = clusters.filter((cluster) => cluster.area !== undefined);
      expect(
        areas.map((area) => [area.area, area.count, area.id, area.ids]),
        `zoom ${zoom}`,
      ).toEqual([
        [PLACED.neighbourhood, 3, null, [1, 2, 3]],
        [PLACED.city, 1, 4, [4]],
      ]);
      expect(clusters.some((cluster) => cluster.area === undefined && [1, 2, 3, 4].includes(cluster.id ?? 0))).toBe(
        false,
      );
      expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(6);
    }
    const pins = clustersInView(points, close).filter((cluster) => cluster.area === undefined);
    expect(pins.map((pin) => pin.id).sort()).toEqual([5, 6]);
  });

  it('gives an area the same key whatever the results, so its marker stays', () => {
    const fewer = mapPoints([2, 3], coordinates.slice(2, 6), null, placed.slice(1, 3));
    const key = (from: typeof points) =>
      clustersInView(from, close).find((cluster) => cluster.area === PLACED.neighbourhood)?.key;
    expect(key(fewer)).toBe(key(points));
  });

  it('counts an area with all its listings inside a cluster further out', () => {
    const far = clustersInView(points, { ...close, zoom: 8 });
    expect(far.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(6);
    expect(far.find((cluster) => cluster.id === null && cluster.area === undefined)?.count).toBe(5);
  });

  it('shows the selected listing as its whole area, never hidden in a cluster', () => {
    const far = clustersInView(points, { ...close, zoom: 8 }, 2);
    expect(far.find((cluster) => cluster.area !== undefined)).toMatchObject({ ids: [1, 2, 3], count: 3 });
    expect(far.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(6);
  });

  it('places a listing opened with View on Map by its precision too', () => {
    const withExtra = mapPoints([1], [4.8935, 52.3535], { id: 9, longitude: 4.8935, latitude: 52.3535, placed: 1 }, [
      PLACED.neighbourhood,
    ]);
    expect(withExtra.groups).toHaveLength(1);
    expect(withExtra.groups[0]?.members).toEqual([0, 1]);
  });
});
