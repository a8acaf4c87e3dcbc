// The chosen areas drawn on the map: neighbourhoods and districts by their outlines (the street map's areas
// source, keyed 'wijk:ID' / 'stadsdeel:CODE'), circles and drawn polygons as shapes of their own. Layers
// of their own, beside the outline of the selected listing's neighbourhood, so neither hides the other.
import type { Feature as GeoFeature, FeatureCollection, Polygon } from 'geojson';
import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Area } from '../../domain/areas/area.ts';
import { EARTH_RADIUS_KM } from '../../domain/areas/area-test.ts';
import { AREAS_SOURCE } from './street-style.ts';

const SHAPES_SOURCE = 'chosen-area-shapes';
const SHAPE_FILL = 'chosen-area-shape-fill';
const SHAPE_LINE = 'chosen-area-shape-line';
const OUTLINE_FILL = 'chosen-area-outline-fill';
const OUTLINE_LINE = 'chosen-area-outline-line';
const COLOR = '#7c3aed';
const CIRCLE_STEPS = 72;

type Feature = GeoFeature<Polygon, { kind: string }>;

/** A circle on the sphere as a ring of points (the haversine circle the filter tests, to a few metres). */
export function circleRing(center: [number, number], radiusKm: number, steps = CIRCLE_STEPS): Array<[number, number]> {
  const [longitude, latitude] = center.map((degrees) => (degrees * Math.PI) / 180) as [number, number];
  const angular = radiusKm / EARTH_RADIUS_KM;
  const ring: Array<[number, number]> = [];
  for (let step = 0; step <= steps; step += 1) {
    const bearing = (2 * Math.PI * step) / steps;
    const pointLatitude = Math.asin(
      Math.sin(latitude) * Math.cos(angular) + Math.cos(latitude) * Math.sin(angular) * Math.cos(bearing),
    );
    const pointLongitude =
      longitude +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(latitude),
        Math.cos(angular) - Math.sin(latitude) * Math.sin(pointLatitude),
      );
    ring.push([(pointLongitude * 180) / Math.PI, (pointLatitude * 180) / Math.PI]);
  }
  return ring;
}

const closed = (ring: Array<[number, number]>) => [...ring, ring[0] as [number, number]];

/** The circles and drawn polygons as GeoJSON features; neighbourhoods and districts are the outlines' own. */
export function shapeFeatures(areas: readonly Area[]): Feature[] {
  return areas.flatMap((area): Feature[] => {
    if (area.kind === 'circle')
      return [
        {
          type: 'Feature',
          properties: { kind: 'circle' },
          geometry: { type: 'Polygon', coordinates: [circleRing(area.center, area.radiusKm)] },
        },
      ];
    if (area.kind === 'polygon')
      return [
        {
          type: 'Feature',
          properties: { kind: 'polygon' },
          geometry: { type: 'Polygon', coordinates: area.rings.map(closed) },
        },
      ];
    return [];
  });
}

export const outlineKeys = (areas: readonly Area[]): string[] =>
  areas.flatMap((area) =>
    area.kind === 'wijk' ? [`wijk:${area.id}`] : area.kind === 'stadsdeel' ? [`stadsdeel:${area.code}`] : [],
  );

/**
 * Draws `areas` on the map, replacing what was drawn before. With no area chosen and none drawn before it
 * adds nothing: an empty GeoJSON source and layers over the outlines still cost the map's worker a parse
 * and a tile pass before its first idle.
 */
export function showChosenAreas(map: MapLibreMap, areas: readonly Area[]): void {
  const source = map.getSource(SHAPES_SOURCE) as GeoJSONSource | undefined;
  if (areas.length === 0 && !source) return;
  const data: FeatureCollection = { type: 'FeatureCollection', features: shapeFeatures(areas) };
  if (source) source.setData(data);
  else {
    map.addSource(SHAPES_SOURCE, { type: 'geojson', data });
    map.addLayer({
      id: SHAPE_FILL,
      type: 'fill',
      source: SHAPES_SOURCE,
      paint: { 'fill-color': COLOR, 'fill-opacity': 0.08 },
    });
    map.addLayer({
      id: SHAPE_LINE,
      type: 'line',
      source: SHAPES_SOURCE,
      layout: { 'line-join': 'round' },
      paint: { 'line-color': COLOR, 'line-width': 2.5 },
    });
  }
  // Neighbourhood outlines exist only on the street map (its areas source); other basemaps draw shapes only.
  if (!map.getSource(AREAS_SOURCE)) return;
  const filter = [
    'all',
    ['==', ['geometry-type'], 'Polygon'],
    ['in', ['get', 'key'], ['literal', outlineKeys(areas)]],
  ] as FilterSpecification;
  if (!map.getLayer(OUTLINE_LINE)) {
    map.addLayer({
      id: OUTLINE_FILL,
      type: 'fill',
      source: AREAS_SOURCE,
      filter,
      paint: { 'fill-color': COLOR, 'fill-opacity': 0.08 },
    });
    map.addLayer({
      id: OUTLINE_LINE,
      type: 'line',
      source: AREAS_SOURCE,
      filter,
      layout: { 'line-join': 'round' },
      paint: { 'line-color': COLOR, 'line-width': 2.5 },
    });
  } else {
    map.setFilter(OUTLINE_FILL, filter);
    map.setFilter(OUTLINE_LINE, filter);
  }
}
