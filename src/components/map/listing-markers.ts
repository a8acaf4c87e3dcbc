// The listings over the map as HTML markers: a button per cluster in view (its count; a click zooms to its
// listings) and per single listing (a click selects it). Markers are kept by key across moves and results,
// so panning only adds and removes what enters and leaves the view, and a count that changes is rewritten
// in place. Buttons make every listing reachable by keyboard and named for screen readers.
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { clustersInView, type MapPoints, type ViewCluster } from './view-clusters.ts';
import { mapText } from '../../domain/messages.ts';

type Entry = { marker: Marker; element: HTMLElement; cluster: ViewCluster };

const MAX_ZOOM = 18;

function showCount(button: HTMLElement, count: number): void {
  button.dataset.count = String(count);
  button.textContent = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
  button.setAttribute('aria-label', mapText.clusterHere({ count }));
}

function clusterElement(count: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rr-cluster';
  showCount(button, count);
  return button;
}

function listingElement(id: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rr-listing';
  button.dataset.count = '1';
  button.dataset.listingId = String(id);
  button.setAttribute('aria-label', mapText.showListing({ id }));
  return button;
}

/** Zooms so that all of a cluster's listings fill the map, and always at least one level in. */
function zoomInto(map: MapLibreMap, cluster: ViewCluster): void {
  const camera = map.cameraForBounds(cluster.bounds, { padding: 64, maxZoom: MAX_ZOOM });
  const zoom = Math.min(MAX_ZOOM, Math.max(camera?.zoom ?? 0, Math.floor(map.getZoom()) + 1));
  map.easeTo({ center: camera?.center ?? [cluster.longitude, cluster.latitude], zoom });
}

export class ListingMarkers {
  private readonly entries = new Map<string, Entry>();
  private points: MapPoints | null = null;
  // What the markers show now: skipping an unchanged view keeps the many render events of a tile load cheap.
  private shown: { points: MapPoints; view: string } | null = null;
  private selectedId: number | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly handlers: { onSelect: (id: number) => void; onInteract: () => void },
  ) {}

  /** New results: markers follow at once. */
  setPoints(points: MapPoints): void {
    this.points = points;
    this.show();
  }

  /** Brings the markers in line with the view; cheap when neither the view nor the points changed. */
  show(): void {
    const bounds = this.map.getBounds();
    const view = {
      zoom: this.map.getZoom(),
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    };
    const points = this.points;
    const viewKey = `${Math.floor(view.zoom)}|${view.west}|${view.south}|${view.east}|${view.north}`;
    if (points === null || (this.shown?.points === points && this.shown.view === viewKey)) return;
    this.shown = { points, view: viewKey };
    const seen = new Set<string>();
    for (const cluster of clustersInView(points, view)) {
      seen.add(cluster.key);
      const existing = this.entries.get(cluster.key);
      if (existing) this.update(existing, cluster);
      else this.entries.set(cluster.key, this.create(cluster));
    }
    for (const [key, entry] of this.entries) {
      if (seen.has(key)) continue;
      entry.marker.remove();
      this.entries.delete(key);
    }
    // The zoom level the markers stand for, for tests and anyone inspecting the page.
    this.map.getContainer().dataset.markerZoom = String(Math.floor(view.zoom));
  }

  select(id: number | null): void {
    this.selectedId = id;
    for (const [key, entry] of this.entries) entry.element.classList.toggle('rr-selected', key === `l${id}`);
  }

  remove(): void {
    for (const entry of this.entries.values()) entry.marker.remove();
    this.entries.clear();
  }

  private create(cluster: ViewCluster): Entry {
    const element = cluster.id === null ? clusterElement(cluster.count) : listingElement(cluster.id);
    if (cluster.id !== null && cluster.id === this.selectedId) element.classList.add('rr-selected');
    const entry: Entry = {
      marker: new Marker({ element }).setLngLat([cluster.longitude, cluster.latitude]).addTo(this.map),
      element,
      cluster,
    };
    element.addEventListener('click', (event) => {
      // The map under the marker must not take the click as well.
      event.stopPropagation();
      this.handlers.onInteract();
      if (entry.cluster.id === null) zoomInto(this.map, entry.cluster);
      else this.handlers.onSelect(entry.cluster.id);
    });
    return entry;
  }

  private update(entry: Entry, cluster: ViewCluster): void {
    if (cluster.id === null && cluster.count !== entry.cluster.count) showCount(entry.element, cluster.count);
    if (cluster.longitude !== entry.cluster.longitude || cluster.latitude !== entry.cluster.latitude)
      entry.marker.setLngLat([cluster.longitude, cluster.latitude]);
    entry.cluster = cluster;
  }
}
