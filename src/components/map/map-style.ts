// The map's style: the basemap from one PMTiles file (land, borders; no glyphs or sprites, so the map never
// asks another host for anything) and the listings as a clustered GeoJSON source. Counts and labels are HTML
// markers drawn over the map, which also makes every listing a button a keyboard reaches.
import type { Feature, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

export const LISTINGS_SOURCE = 'listings';

export function mapStyle(basemapUrl: string, attribution: string): StyleSpecification {
  const absolute = new URL(basemapUrl, window.location.href).href;
  return {
    version: 8,
    sources: {
      basemap: { type: 'vector', url: `pmtiles://${absolute}`, attribution },
      [LISTINGS_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, cluster: true, clusterRadius: 48, clusterMaxZoom: 14 },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cde2ee' } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': '#f5f2eb' } },
      { id: 'boundaries', type: 'line', source: 'basemap', 'source-layer': 'boundaries', paint: { 'line-color': '#94a3b8', 'line-width': 1.2, 'line-dasharray': [3, 2] } },
      // Invisible: it makes MapLibre load and cluster the listings, which the HTML markers then show.
      { id: 'listing-anchors', type: 'circle', source: LISTINGS_SOURCE, paint: { 'circle-radius': 1, 'circle-opacity': 0, 'circle-stroke-opacity': 0 } },
    ],
  };
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
// About 80 m: listings geocoded to the same neighbourhood centre would otherwise sit on one spot, where
// no zoom level separates them and only the topmost could be clicked.
const SPREAD_DEGREES = 0.0008;

/** The listings as GeoJSON points from the query worker's ids and interleaved coordinates. */
export function listingPoints(ids: ArrayLike<number>, coordinates: ArrayLike<number>, extra: { id: number; longitude: number; latitude: number } | null) {
  const features: Feature<Point, { id: number }>[] = [];
  const atSpot = new Map<number, number>();
  const place = (id: number, longitude: number, latitude: number): Feature<Point, { id: number }> => {
    // The spot to about a metre, as one number (cheaper to key than a string for 20,000 points).
    const spot = Math.round((longitude + 180) * 1e5) * 1e8 + Math.round((latitude + 90) * 1e5);
    const earlier = atSpot.get(spot) ?? 0;
    atSpot.set(spot, earlier + 1);
    // Points sharing a spot go round it on a sunflower spiral, each always in the same place.
    const radius = earlier === 0 ? 0 : SPREAD_DEGREES * Math.sqrt(earlier);
    const angle = earlier * GOLDEN_ANGLE;
    const coordinates: [number, number] = [longitude + (radius * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180), latitude + radius * Math.sin(angle)];
    return { type: 'Feature', id, geometry: { type: 'Point', coordinates }, properties: { id } };
  };
  let hasExtra = false;
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index] as number;
    if (extra && id === extra.id) hasExtra = true;
    features.push(place(id, coordinates[index * 2] as number, coordinates[index * 2 + 1] as number));
  }
  // A listing opened with 'View on Map' shows even when the filters leave it out (product spec section 4).
  if (extra && !hasExtra) features.push(place(extra.id, extra.longitude, extra.latitude));
  return { type: 'FeatureCollection' as const, features };
}
