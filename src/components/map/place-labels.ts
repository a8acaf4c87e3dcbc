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

type Candidate = { name: string; kind: string; rank: number; coordinates: [number, number] };
type Box = { left: number; top: number; right: number; bottom: number };

/** Below the place's point, clear of a cluster marker centred on it (listings geocoded to a city sit there). */
const LABEL_OFFSET_PX = 18;

/** The screen box a label takes, from the length of its name (the label CSS: text-xs, or text-sm for cities). */
function labelBox(point: { x: number; y: number }, label: Candidate): Box {
  const width = label.name.length * (label.kind === 'city' ? 8 : 7) + 6;
  const height = label.kind === 'city' ? 20 : 18;
  const top = point.y + LABEL_OFFSET_PX;
  return { left: point.x - width / 2, right: point.x + width / 2, top, bottom: top + height };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export class PlaceLabels {
  private readonly labels = new Map<string, Marker>();

  constructor(private readonly map: MapLibreMap) {}

  /** Brings the labels in line with the loaded basemap tiles and the zoom; a label that would overlap a better-known one waits for a closer zoom. */
  show(): void {
    const zoom = this.map.getZoom();
    const candidates = new Map<string, Candidate>();
    for (const feature of this.map.querySourceFeatures('basemap', { sourceLayer: 'places' })) {
      const { name, kind, rank } = feature.properties as { name: string; kind: string; rank: number };
      if (!isVisible(kind, rank, zoom) || candidates.has(name)) continue;
      candidates.set(name, {
        name,
        kind,
        rank,
        coordinates: (feature.geometry as Point).coordinates as [number, number],
      });
    }
    const placed: Box[] = [];
    const shown = new Set<string>();
    // Cities before areas, the better-known first: they keep their place when labels would collide.
    for (const candidate of [...candidates.values()].sort(
      (a, b) => (a.kind === 'city' ? 0 : 1) - (b.kind === 'city' ? 0 : 1) || a.rank - b.rank,
    )) {
      const box = labelBox(this.map.project(candidate.coordinates), candidate);
      if (placed.some((other) => overlaps(box, other))) continue;
      placed.push(box);
      shown.add(candidate.name);
      if (!this.labels.has(candidate.name))
        this.labels.set(
          candidate.name,
          new Marker({
            element: labelElement(candidate.name, candidate.kind),
            anchor: 'top',
            offset: [0, LABEL_OFFSET_PX],
          })
            .setLngLat(candidate.coordinates)
            .addTo(this.map),
        );
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
