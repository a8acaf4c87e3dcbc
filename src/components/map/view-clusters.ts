// The listings on the map as clusters of the part in view, computed on the main thread from the query
// worker's coordinates. MapLibre's clustered GeoJSON source re-indexed every point in its worker after each
// filter change (about 230 ms for 20,000 listings on two cores) before a single marker could move. Here a
// result is projected once (one pass), and each view is one more pass: the points in view fall into a grid
// of cells the size of the cluster radius at the view's whole zoom level, and neighbouring cells whose
// centres lie closer than the radius merge, so a group of listings on a cell border is one cluster, not two.

/** World coordinates: x and y from 0 to 1 over the Web Mercator square, as MapLibre projects them. */
export type MapPoints = {
  count: number;
  ids: Float64Array;
  longitudes: Float64Array;
  latitudes: Float64Array;
  x: Float64Array;
  y: Float64Array;
  /** West, south, east, north of every point; null without points. */
  bounds: [number, number, number, number] | null;
};

export type MapView = { zoom: number; west: number; south: number; east: number; north: number };

/** A cluster of several listings, or one listing (`id` set, `count` 1). */
export type ViewCluster = {
  key: string;
  count: number;
  id: number | null;
  longitude: number;
  latitude: number;
  /** West, south, east, north of its listings: a click on a cluster shows them all. */
  bounds: [number, number, number, number];
};

/** Pixels; as in MapLibre, a world tile is 512 pixels at zoom 0. */
export const CLUSTER_RADIUS_PX = 48;
/** From this zoom on (street level) a listing is a pin with its rent, wider than a dot. */
export const PIN_MIN_ZOOM = 14;
/** Pins closer than a pin's width would cover each other: at pin zoom they cluster within it. */
export const PIN_CLUSTER_RADIUS_PX = 64;

/** The cluster radius at a zoom level. */
export function clusterRadiusAt(level: number): number {
  return level >= PIN_MIN_ZOOM ? PIN_CLUSTER_RADIUS_PX : CLUSTER_RADIUS_PX;
}
/** From the next zoom level on every listing is its own marker. */
export const CLUSTER_MAX_ZOOM = 16;
const TILE_SIZE = 512;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
// About 80 m: listings geocoded to the same neighbourhood centre would otherwise sit on one spot, where
// no zoom level separates them and only the topmost could be clicked.
const SPREAD_DEGREES = 0.0008;

export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercatorY(latitude: number): number {
  const sine = Math.sin((latitude * Math.PI) / 180);
  return 0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI);
}

/**
 * The listings as map points from the query worker's ids and interleaved coordinates, plus `extra` (a
 * listing opened with 'View on Map' shows even when the filters leave it out; product spec section 4).
 * Points sharing a spot go round it on a sunflower spiral, each always in the same place.
 */
export function mapPoints(
  ids: ArrayLike<number>,
  coordinates: ArrayLike<number>,
  extra: { id: number; longitude: number; latitude: number } | null,
): MapPoints {
  const hasExtra = extra !== null && !Array.prototype.includes.call(ids, extra.id);
  const count = ids.length + (hasExtra ? 1 : 0);
  const points: MapPoints = {
    count,
    ids: new Float64Array(count),
    longitudes: new Float64Array(count),
    latitudes: new Float64Array(count),
    x: new Float64Array(count),
    y: new Float64Array(count),
    bounds: null,
  };
  const atSpot = new Map<number, number>();
  let [west, south, east, north] = [180, 90, -180, -90];
  const place = (position: number, id: number, longitude: number, latitude: number) => {
    // The spot to about a metre, as one number (cheaper to key than a string for 20,000 points).
    const spot = Math.round((longitude + 180) * 1e5) * 1e8 + Math.round((latitude + 90) * 1e5);
    const earlier = atSpot.get(spot) ?? 0;
    atSpot.set(spot, earlier + 1);
    const radius = earlier === 0 ? 0 : SPREAD_DEGREES * Math.sqrt(earlier);
    const angle = earlier * GOLDEN_ANGLE;
    const spreadLongitude = longitude + (radius * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180);
    const spreadLatitude = latitude + radius * Math.sin(angle);
    points.ids[position] = id;
    points.longitudes[position] = spreadLongitude;
    points.latitudes[position] = spreadLatitude;
    points.x[position] = mercatorX(spreadLongitude);
    points.y[position] = mercatorY(spreadLatitude);
    west = Math.min(west, spreadLongitude);
    east = Math.max(east, spreadLongitude);
    south = Math.min(south, spreadLatitude);
    north = Math.max(north, spreadLatitude);
  };
  for (let index = 0; index < ids.length; index += 1)
    place(index, ids[index] as number, coordinates[index * 2] as number, coordinates[index * 2 + 1] as number);
  if (hasExtra) place(ids.length, extra.id, extra.longitude, extra.latitude);
  if (count > 0) points.bounds = [west, south, east, north];
  return points;
}

type Cell = {
  rank: number;
  column: number;
  row: number;
  count: number;
  sumX: number;
  sumY: number;
  first: number;
  west: number;
  south: number;
  east: number;
  north: number;
  mergedInto: Cell | null;
};

function singleListing(points: MapPoints, index: number): ViewCluster {
  const longitude = points.longitudes[index] as number;
  const latitude = points.latitudes[index] as number;
  const id = points.ids[index] as number;
  return { key: `l${id}`, count: 1, id, longitude, latitude, bounds: [longitude, latitude, longitude, latitude] };
}

function longitudeOf(x: number): number {
  return x * 360 - 180;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * The clusters and single listings whose position lies in `view`; their counts add up to the listings in it.
 * `alone` (the selected listing) is always a marker of its own, never hidden in a cluster.
 */
export function clustersInView(points: MapPoints, view: MapView, alone: number | null = null): ViewCluster[] {
  const level = Math.floor(view.zoom);
  const worldPx = TILE_SIZE * 2 ** level;
  const left = mercatorX(view.west);
  const right = mercatorX(view.east);
  const top = mercatorY(view.north);
  const bottom = mercatorY(view.south);
  const inView = (x: number, y: number) => x >= left && x <= right && y >= top && y <= bottom;
  const clusters: ViewCluster[] = [];
  if (level > CLUSTER_MAX_ZOOM) {
    for (let index = 0; index < points.count; index += 1) {
      if (inView(points.x[index] as number, points.y[index] as number)) clusters.push(singleListing(points, index));
    }
    return clusters;
  }

  const radiusPx = clusterRadiusAt(level);
  // Points up to a cell beyond the edges count too, so a cluster on the edge keeps its members while panning.
  const margin = radiusPx / worldPx;
  const cells = new Map<number, Cell>();
  const columns = Math.ceil(worldPx / radiusPx) + 2;
  for (let index = 0; index < points.count; index += 1) {
    const x = points.x[index] as number;
    const y = points.y[index] as number;
    if (x < left - margin || x > right + margin || y < top - margin || y > bottom + margin) continue;
    if (points.ids[index] === alone) {
      if (inView(x, y)) clusters.push(singleListing(points, index));
      continue;
    }
    const column = Math.floor((x * worldPx) / radiusPx);
    const row = Math.floor((y * worldPx) / radiusPx);
    const key = row * columns + column;
    const longitude = points.longitudes[index] as number;
    const latitude = points.latitudes[index] as number;
    const cell = cells.get(key);
    if (cell === undefined) {
      cells.set(key, {
        rank: 0,
        column,
        row,
        count: 1,
        sumX: x,
        sumY: y,
        first: index,
        west: longitude,
        south: latitude,
        east: longitude,
        north: latitude,
        mergedInto: null,
      });
    } else {
      cell.count += 1;
      cell.sumX += x;
      cell.sumY += y;
      cell.west = Math.min(cell.west, longitude);
      cell.east = Math.max(cell.east, longitude);
      cell.south = Math.min(cell.south, latitude);
      cell.north = Math.max(cell.north, latitude);
    }
  }

  // The fullest cells take in their neighbours first, as a greedy clusterer would.
  const ordered = [...cells.values()].sort((a, b) => b.count - a.count || a.row - b.row || a.column - b.column);
  ordered.forEach((cell, rank) => (cell.rank = rank));
  const radius = radiusPx / worldPx;
  for (const cell of ordered) {
    if (cell.mergedInto) continue;
    for (let dRow = -1; dRow <= 1; dRow += 1) {
      for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
        const neighbour = cells.get((cell.row + dRow) * columns + cell.column + dColumn);
        // A cell earlier in the order has taken in its own neighbours already and stays a centre.
        if (!neighbour || neighbour.rank <= cell.rank || neighbour.mergedInto) continue;
        const distance = Math.hypot(
          neighbour.sumX / neighbour.count - cell.sumX / cell.count,
          neighbour.sumY / neighbour.count - cell.sumY / cell.count,
        );
        if (distance >= radius) continue;
        neighbour.mergedInto = cell;
        cell.count += neighbour.count;
        cell.sumX += neighbour.sumX;
        cell.sumY += neighbour.sumY;
        cell.west = Math.min(cell.west, neighbour.west);
        cell.east = Math.max(cell.east, neighbour.east);
        cell.south = Math.min(cell.south, neighbour.south);
        cell.north = Math.max(cell.north, neighbour.north);
      }
    }
  }

  for (const cell of ordered) {
    if (cell.mergedInto) continue;
    if (cell.count === 1) {
      if (inView(points.x[cell.first] as number, points.y[cell.first] as number))
        clusters.push(singleListing(points, cell.first));
      continue;
    }
    const x = cell.sumX / cell.count;
    const y = cell.sumY / cell.count;
    if (!inView(x, y)) continue;
    clusters.push({
      key: `c${level}:${cell.column}:${cell.row}`,
      count: cell.count,
      id: null,
      longitude: longitudeOf(x),
      latitude: latitudeOf(y),
      bounds: [cell.west, cell.south, cell.east, cell.north],
    });
  }
  return clusters;
}
