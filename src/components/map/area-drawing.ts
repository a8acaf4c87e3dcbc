// Drawing an area on the map with a finger or a mouse: each tap or click sets a corner; a corner is a
// button (44 px to touch, named for screen readers) that can be dragged to move it and tapped to delete it.
// The outline so far is drawn as it grows. What the corners make is checked by the caller when the member
// finishes (area.ts refuses an outline that crosses itself), and the drawing goes on until it is right.
import { Marker, type GeoJSONSource, type Map as MapLibreMap, type MapMouseEvent } from 'maplibre-gl';
import type { Feature, FeatureCollection } from 'geojson';
import { areaToolText } from '../../i18n/messages.ts';
import { quietListingMarkers } from './quiet-listing-markers.ts';

type Point = [number, number];

const SOURCE = 'drawing-area';
const FILL = 'drawing-area-fill';
const LINE = 'drawing-area-line';
const COLOR = '#7c3aed';
export const VERTEX_CLASS = 'rr-vertex';

export type DrawingListener = {
  /** The corners changed (added, moved, deleted): their number now. */
  onChange: (count: number) => void;
};

function drawingFeatures(points: readonly Point[]): FeatureCollection {
  const features: Feature[] = [];
  if (points.length >= 3)
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...points, points[0] as Point]] },
    });
  if (points.length >= 2)
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: points.length >= 3 ? [...points, points[0] as Point] : [...points] },
    });
  return { type: 'FeatureCollection', features };
}

export class AreaDrawing {
  private points: Point[] = [];
  private corners: Marker[] = [];
  private isActive = false;
  private wakeMarkers: (() => void) | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly listener: DrawingListener,
  ) {}

  /** The corners set so far, in order. */
  cornerPoints(): Point[] {
    return this.points.map(([longitude, latitude]) => [longitude, latitude]);
  }

  /** Starts drawing, from `points` when an area is taken back to be changed. */
  start(points: readonly Point[] = []): void {
    if (!this.isActive) {
      this.isActive = true;
      this.map.on('click', this.addCorner);
      // A double tap sets two corners; it must not zoom as well.
      this.map.doubleClickZoom.disable();
      this.map.getContainer().dataset.drawingArea = 'true';
      this.wakeMarkers = quietListingMarkers(this.map.getContainer());
    }
    this.points = points.map(([longitude, latitude]) => [longitude, latitude]);
    this.redraw();
  }

  /** Stops drawing and takes the corners and the outline off the map. */
  stop(): void {
    if (!this.isActive) return;
    this.isActive = false;
    this.map.off('click', this.addCorner);
    this.map.doubleClickZoom.enable();
    delete this.map.getContainer().dataset.drawingArea;
    this.wakeMarkers?.();
    this.wakeMarkers = null;
    this.points = [];
    for (const corner of this.corners) corner.remove();
    this.corners = [];
    try {
      if (this.map.getLayer(FILL)) this.map.removeLayer(FILL);
      if (this.map.getLayer(LINE)) this.map.removeLayer(LINE);
      if (this.map.getSource(SOURCE)) this.map.removeSource(SOURCE);
    } catch {
      // The map was removed first (the page left the map): nothing of the drawing is left to take off.
    }
    this.listener.onChange(0);
  }

  /** Takes the last corner away. */
  undo(): void {
    this.points.pop();
    this.redraw();
  }

  private readonly addCorner = (event: MapMouseEvent) => {
    // A tap on a corner is that corner's (delete); it sets no new one.
    const target = event.originalEvent.target as Element | null;
    if (target?.closest?.(`.${VERTEX_CLASS}`)) return;
    const point: Point = [event.lngLat.lng, event.lngLat.lat];
    const last = this.points.at(-1);
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    this.points.push(point);
    this.redraw();
  };

  private redraw(): void {
    for (const corner of this.corners) corner.remove();
    this.corners = this.points.map((point, index) => this.cornerMarker(point, index));
    const data = drawingFeatures(this.points);
    const source = this.map.getSource(SOURCE) as GeoJSONSource | undefined;
    if (source) source.setData(data);
    else {
      this.map.addSource(SOURCE, { type: 'geojson', data });
      this.map.addLayer({
        id: FILL,
        type: 'fill',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': COLOR, 'fill-opacity': 0.12 },
      });
      this.map.addLayer({
        id: LINE,
        type: 'line',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'LineString'],
        layout: { 'line-join': 'round' },
        paint: { 'line-color': COLOR, 'line-width': 2.5, 'line-dasharray': [2, 1] },
      });
    }
    this.listener.onChange(this.points.length);
  }

  private cornerMarker(point: Point, index: number): Marker {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = VERTEX_CLASS;
    button.setAttribute('aria-label', areaToolText.corner({ number: index + 1 }));
    button.dataset.corner = String(index + 1);
    let wasDragged = false;
    const marker = new Marker({ element: button, draggable: true }).setLngLat(point).addTo(this.map);
    marker.on('dragstart', () => (wasDragged = true));
    marker.on('drag', () => {
      const { lng, lat } = marker.getLngLat();
      this.points[index] = [lng, lat];
      (this.map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(drawingFeatures(this.points));
    });
    marker.on('dragend', () => this.listener.onChange(this.points.length));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      // The click that ends a drag is no tap.
      if (wasDragged) {
        wasDragged = false;
        return;
      }
      this.points.splice(index, 1);
      this.redraw();
    });
    return marker;
  }
}
