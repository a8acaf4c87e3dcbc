// Place names over the map as HTML labels read from the basemap's `places` layer: cities when zoomed out,
// Amsterdam's (and other cities') areas when zoomed in, the better-known ones first. HTML keeps the map free
// of glyph files, which would otherwise have to come from a font server.
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { Point } from 'geojson';

function labelElement(name: string, kind: string): HTMLElement {
  const label = document.createElement('span');
  label.className = kind === 'city' ? 'rr-place rr-place-city' : 'rr-place';
  label.textContent = name;
  label.setAttribute('aria-hidden', 'true');
  return label;
}

function isVisible(kind: string, rank: number, zoom: number): boolean {
  return kind === 'city' ? zoom < 11.5 && (rank < 12 || zoom >= 8.5) : zoom >= 11.5 + (rank >= 3 ? 1 : 0) && zoom < 15;
}

export class PlaceLabels {
  private readonly labels = new Map<string, Marker>();

  constructor(private readonly map: MapLibreMap) {}

  /** Brings the labels in line with the loaded basemap tiles and the zoom. */
  show(): void {
    const zoom = this.map.getZoom();
    const shown = new Set<string>();
    for (const feature of this.map.querySourceFeatures('basemap', { sourceLayer: 'places' })) {
      const { name, kind, rank } = feature.properties as { name: string; kind: string; rank: number };
      if (!isVisible(kind, rank, zoom) || shown.has(name)) continue;
      shown.add(name);
      if (!this.labels.has(name)) {
        const coordinates = (feature.geometry as Point).coordinates as [number, number];
        this.labels.set(name, new Marker({ element: labelElement(name, kind) }).setLngLat(coordinates).addTo(this.map));
      }
    }
    for (const [name, marker] of this.labels) {
      if (shown.has(name)) continue;
      marker.remove();
      this.labels.delete(name);
    }
  }

  remove(): void {
    for (const marker of this.labels.values()) marker.remove();
    this.labels.clear();
  }
}
