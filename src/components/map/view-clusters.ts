// The listings on the map as clusters of the part in view, computed on the main thread from the query
// worker's coordinates. MapLibre's clustered GeoJSON source re-indexed every point in its worker after each
// filter change (about 230 ms for 20,000 listings on two cores) before a single marker could move. Here a
// result is projected once (one pass), and each view is one more pass: the points in view fall into a grid
// of cells the size of the cluster radius at the view's whole zoom level, and neighbouring cells whose
// centres lie closer than the radius merge, so a group of listings on a cell border is one cluster, not two.
// Listings placed only by their neighbourhood or city (issue 35) sit at that area's centre: those sharing a
// spot are one place group, which counts as one member of a cell and, once alone, is one approximate area
// ("Somewhere in De Pijp"), never pins fanned out as if their spots were known.
import { placePrecision } from '../../domain/listings/place-precision.ts';

/** World coordinates: x and y from 0 to 1 over the Web Mercator square, as MapLibre projects them. */
export type MapPoints = {
  count: number;
  ids: Float64Array;
  longitudes: Float64Array;
  latitudes: Float64Array;
  x: Float64Array;
  y: Float64Array;
  /** Per point: 0 placed by its street (a pin), else its place group's index + 1 (an approximate area). */
  groupOf: Int32Array;
  /** The place groups: approximately placed listings that share a spot, by point index. */
  groups: PlaceGroup[];
  /** West, south, east, north of every point; null without points. */
  bounds: [number, number, number, number] | null;
};

/** How a point is placed: by its street, or only at its neighbourhood's or its city's centre. */
export const PLACED = { street: 0, neighbourhood: 1, city: 2 } as const;

/** How a map draws a listing, from its geocode_precision: unknown keeps its pin (isApproximatePlace). */
export function placedAs(precision: unknown): number {
  const known = placePrecision(precision);
  return known === 'neighbourhood' ? PLACED.neighbourhood : known === 'city' ? PLACED.city : PLACED.street;
}

/** Listings placed only by the same neighbourhood or city: one spot, drawn as one area. */
export type PlaceGroup = {
  /** The spot as one number, stable across results: with `placed`, the area marker's key. */
  spot: number;
  /** 1 for a neighbourhood, 2 for a city (PLACED): how wide the area is drawn. */
  placed: number;
  members: number[];
};

export type MapView = { zoom: number; west: number; south: number; east: number; north: number };

/**
 * A cluster of several listings, or one listing (`id` set, `count` 1), or a place group alone in view
 * (`area` set): one listing (`id` set) or several (`ids`) somewhere in a neighbourhood or city.
 */
export type ViewCluster = {
  key: string;
  count: number;
  id: number | null;
  longitude: number;
  latitude: number;
  /** West, south, east, north of its listings: a click on a cluster shows them all. */
  bounds: [number, number, number, number];
  /** An approximate area: 1 a neighbourhood, 2 a city (PLACED); absent for pins and clusters. */
  area?: number;
  /** An area's listings. */
  ids?: number[];
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
 * `placed` says per point how it is placed (PLACED; none: every point by its street). Street-placed points
 * sharing a spot go round it on a sunflower spiral, each always in the same place; approximately placed
 * points sharing a spot stay on it as one place group.
 */
export function mapPoints(
  ids: ArrayLike<number>,
  coordinates: ArrayLike<number>,
  extra: { id: number; longitude: number; latitude: number; placed?: number } | null,
  placed: ArrayLike<number> | null = null,
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
    groupOf: new Int32Array(count),
    groups: [],
    bounds: null,
  };
  const atSpot = new Map<number, number>();
  // Place groups by spot, one map per kind (a neighbourhood and a city may share a centre, never their area).
  const groupAt = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];
  let [west, south, east, north] = [180, 90, -180, -90];
  const place = (position: number, id: number, longitude: number, latitude: number, kind: number) => {
    // The spot to about a metre, as one number (cheaper to key than a string for 20,000 points).
    const spot = Math.round((longitude + 180) * 1e5) * 1e8 + Math.round((latitude + 90) * 1e5);
    if (kind === PLACED.neighbourhood || kind === PLACED.city) {
      const byKind = groupAt[kind] as Map<number, number>;
      let group = byKind.get(spot);
      if (group === undefined) {
        group = points.groups.length;
        points.groups.push({ spot, placed: kind, members: [] });
        byKind.set(spot, group);
      }
      (points.groups[group] as PlaceGroup).members.push(position);
      points.groupOf[position] = group + 1;
      setPoint(position, id, longitude, latitude);
      return;
    }
    const earlier = atSpot.get(spot) ?? 0;
    atSpot.set(spot, earlier + 1);
    const radius = earlier === 0 ? 0 : SPREAD_DEGREES * Math.sqrt(earlier);
    const angle = earlier * GOLDEN_ANGLE;
    const spreadLongitude = longitude + (radius * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180);
    const spreadLatitude = latitude + radius * Math.sin(angle);
    setPoint(position, id, spreadLongitude, spreadLatitude);
  };
  const setPoint = (position: number, id: number, longitude: number, latitude: number) => {
    points.ids[position] = id;
    points.longitudes[position] = longitude;
    points.latitudes[position] = latitude;
    points.x[position] = mercatorX(longitude);
    points.y[position] = mercatorY(latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  };
  for (let index = 0; index < ids.length; index += 1)
    place(
      index,
      ids[index] as number,
      coordinates[index * 2] as number,
      coordinates[index * 2 + 1] as number,
      placed ? (placed[index] as number) : PLACED.street,
    );
  if (hasExtra) place(ids.length, extra.id, extra.longitude, extra.latitude, extra.placed ?? PLACED.street);
  if (count > 0) points.bounds = [west, south, east, north];
  return points;
}

type Cell = {
  rank: number;
  column: number;
  row: number;
  /** Listings in the cell. */
  count: number;
  /** Pins and place groups in the cell: one alone is shown as itself, more as a cluster. */
  members: number;
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

/** A place group as one approximate area at its spot: one listing or several, somewhere around it. */
function placeArea(points: MapPoints, group: PlaceGroup): ViewCluster {
  const first = group.members[0] as number;
  const longitude = points.longitudes[first] as number;
  const latitude = points.latitudes[first] as number;
  const ids = group.members.map((member) => points.ids[member] as number);
  return {
    key: `a${group.placed}:${group.spot}`,
    count: ids.length,
    id: ids.length === 1 ? (ids[0] as number) : null,
    longitude,
    latitude,
    bounds: [longitude, latitude, longitude, latitude],
    area: group.placed,
    ids,
  };
}

/** The point itself (a pin) or its place group, when the point stands for it; null for a group's other members. */
function shownAs(points: MapPoints, index: number): ViewCluster | null {
  const group = points.groupOf[index] as number;
  if (group === 0) return singleListing(points, index);
  const placeGroup = points.groups[group - 1] as PlaceGroup;
  return placeGroup.members[0] === index ? placeArea(points, placeGroup) : null;
}

function longitudeOf(x: number): number {
  return x * 360 - 180;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * The clusters, single listings and approximate areas whose position lies in `view`; their counts add up to the
 * listings in it. `alone` (the selected listing) is always a marker of its own, never hidden in a cluster; an
 * approximately placed one shows as its whole area.
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
      if (!inView(points.x[index] as number, points.y[index] as number)) continue;
      const shown = shownAs(points, index);
      if (shown) clusters.push(shown);
    }
    return clusters;
  }
  // The selected listing's place group, when it is placed approximately (0: none).
  let aloneGroup = 0;
  if (alone !== null && points.groups.length > 0)
    for (let index = 0; index < points.count; index += 1)
      if (points.ids[index] === alone) aloneGroup = points.groupOf[index] as number;

  const radiusPx = clusterRadiusAt(level);
  // Points up to a cell beyond the edges count too, so a cluster on the edge keeps its members while panning.
  const margin = radiusPx / worldPx;
  const cells = new Map<number, Cell>();
  const columns = Math.ceil(worldPx / radiusPx) + 2;
  for (let index = 0; index < points.count; index += 1) {
    const x = points.x[index] as number;
    const y = points.y[index] as number;
    if (x < left - margin || x > right + margin || y < top - margin || y > bottom + margin) continue;
    const group = points.groupOf[index] as number;
    // A place group is one member of its cell, counted with all its listings where its first point is.
    const weight = group === 0 ? 1 : (points.groups[group - 1] as PlaceGroup).members.length;
    if (group !== 0 && (points.groups[group - 1] as PlaceGroup).members[0] !== index) continue;
    if (group === 0 ? points.ids[index] === alone : group === aloneGroup) {
      if (inView(x, y)) clusters.push(shownAs(points, index) as ViewCluster);
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
        count: weight,
        members: 1,
        sumX: x * weight,
        sumY: y * weight,
        first: index,
        west: longitude,
        south: latitude,
        east: longitude,
        north: latitude,
        mergedInto: null,
      });
    } else {
      cell.count += weight;
      cell.members += 1;
      cell.sumX += x * weight;
      cell.sumY += y * weight;
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
        cell.members += neighbour.members;
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
    if (cell.members === 1) {
      if (inView(points.x[cell.first] as number, points.y[cell.first] as number))
        clusters.push(shownAs(points, cell.first) as ViewCluster);
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
