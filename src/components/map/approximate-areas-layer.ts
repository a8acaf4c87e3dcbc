// The soft circles under the approximate areas in view (issue 35): a listing placed only by its neighbourhood
// or city is somewhere in that circle, not at its centre. One GeoJSON point per area marker shown (a few
// dozen at most, never one per listing), drawn by a circle layer whose radius follows the zoom in metres, so
// the map stays as fast as with pins alone; the areas' labels are the HTML markers (listing-markers.ts).
import type {
  ExpressionSpecification,
  GeoJSONSource,
  LayerSpecification,
  Map as MapLibreMap,
  StyleSpecification,
} from 'maplibre-gl';
import { PLACED, type ViewCluster } from './view-clusters.ts';

export const APPROXIMATE_SOURCE = 'rr-approximate-areas';
export const APPROXIMATE_LAYER = 'rr-approximate-areas';

/** How far from its centre a listing placed by its neighbourhood, or by its city only, may be. */
const NEIGHBOURHOOD_METRES = 450;
const CITY_METRES = 2500;
/**
 * Metres per pixel at zoom 0 (512-pixel tiles) at Amsterdam's latitude; the Netherlands span 50.8 to 53.5
 * degrees, within 5 % of it, so one figure serves the whole country.
 */
const METRES_PER_PIXEL_Z0 = (40_075_016.686 * Math.cos((52.37 * Math.PI) / 180)) / 512;

/** A circle's radius in pixels at `zoom` for a place of the given kind: doubling with every zoom level. */
function radiusAt(zoom: number): ExpressionSpecification {
  const pixels = (metres: number) => (metres * 2 ** zoom) / METRES_PER_PIXEL_Z0;
  return ['match', ['get', 'placed'], PLACED.city, pixels(CITY_METRES), pixels(NEIGHBOURHOOD_METRES)];
}

/**
 * The style with the (empty) areas source and its layer beneath the basemap's labels, so names stay readable
 * over a circle; part of the style from the start, it is there whenever a marker pass runs.
 */
export function withApproximateAreas(style: StyleSpecification): StyleSpecification {
  const layer: LayerSpecification = {
    id: APPROXIMATE_LAYER,
    type: 'circle',
    source: APPROXIMATE_SOURCE,
    paint: {
      'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 0, radiusAt(0), 22, radiusAt(22)],
      'circle-color': '#0f766e',
      'circle-opacity': 0.14,
      // Soft at the rim: the place is somewhere in it, the edge is no boundary.
      'circle-blur': 0.35,
      'circle-stroke-width': 1.5,
      'circle-stroke-color': '#0f766e',
      'circle-stroke-opacity': 0.3,
      'circle-pitch-alignment': 'map',
    },
  };
  // Above every area, street and building the style fills (the land map's own labels come first, so the
  // first label is no guide), beneath the labels drawn after them.
  const lastShape = style.layers.findLastIndex((candidate) => candidate.type !== 'symbol');
  const layers = [...style.layers];
  layers.splice(lastShape + 1, 0, layer);
  return {
    ...style,
    sources: {
      ...style.sources,
      [APPROXIMATE_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers,
  };
}

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/**
 * West, south, east, north of the circle drawn for a place of the given kind (PLACED) around its centre: what
 * a map fits to show the whole area, as the detail page's small map does.
 */
export function approximateAreaBounds(
  longitude: number,
  latitude: number,
  placed: number,
): [number, number, number, number] {
  const metres = placed === PLACED.city ? CITY_METRES : NEIGHBOURHOOD_METRES;
  const dLatitude = metres / METRES_PER_DEGREE;
  const dLongitude = metres / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [longitude - dLongitude, latitude - dLatitude, longitude + dLongitude, latitude + dLatitude];
}

/** Draws a circle under each approximate area among the markers shown; false while the style is not there yet. */
export function showApproximateAreas(map: MapLibreMap, areas: readonly ViewCluster[]): boolean {
  const source = map.getSource(APPROXIMATE_SOURCE) as GeoJSONSource | undefined;
  if (!source) return false;
  source.setData({
    type: 'FeatureCollection',
    features: areas.map((area) => ({
      type: 'Feature',
      properties: { placed: area.area ?? PLACED.neighbourhood },
      geometry: { type: 'Point', coordinates: [area.longitude, area.latitude] },
    })),
  });
  return true;
}
