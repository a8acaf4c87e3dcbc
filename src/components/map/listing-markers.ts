// The listings over the map as HTML markers: a button per cluster in view (its count; a click zooms to its
// listings) and per single listing (a click selects it). At street zoom (PIN_MIN_ZOOM) a listing is a pin
// with its rent, at least 44 px to tap, a favorite marked; pins that would cover each other cluster
// (view-clusters.ts). Markers are kept by key across moves and results, so panning only adds and removes
// what enters and leaves the view, and a count that changes is rewritten in place. Buttons make every
// listing reachable by keyboard and named for screen readers.
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { clustersInView, PIN_MIN_ZOOM, type MapPoints, type ViewCluster } from './view-clusters.ts';
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
  const pin = document.createElement('span');
  pin.className = 'rr-pin';
  button.append(pin);
  button.setAttribute('aria-label', mapText.showListing({ id }));
  return button;
}

/** A listing's pin text and name: its rent once known, and whether it is a favorite. */
function describeListing(button: HTMLElement, id: number, rent: number | null | undefined, isFavorite: boolean) {
  const hasRent = typeof rent === 'number' && rent > 0;
  const text = hasRent ? mapText.pinRent({ amount: Math.round(rent) }) : '';
  const pin = button.firstElementChild as HTMLElement;
  if (pin.textContent !== text) pin.textContent = text;
  button.classList.toggle('rr-favorite', isFavorite);
  const label = !hasRent
    ? mapText.showListing({ id })
    : isFavorite
      ? mapText.showFavoriteListing({ rent: text, id })
      : mapText.showPricedListing({ rent: text, id });
  if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
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
  private rents = new Map<number, number | null>();
  private favorites: ReadonlySet<number> = new Set();
  private pinIds = '';

  constructor(
    private readonly map: MapLibreMap,
    private readonly handlers: {
      onSelect: (id: number) => void;
      onInteract: () => void;
      /** The listings shown as pins changed: their rents are wanted. */
      onPinsShown: (ids: number[]) => void;
    },
  ) {}

  /** Rents of listings, as they become known (a pin shows its rent). */
  setRents(rents: ReadonlyMap<number, number | null>): void {
    for (const [id, rent] of rents) this.rents.set(id, rent);
    this.describeAll();
  }

  setFavorites(ids: ReadonlySet<number>): void {
    this.favorites = ids;
    this.describeAll();
  }

  private describeAll(): void {
    for (const entry of this.entries.values())
      if (entry.cluster.id !== null)
        describeListing(
          entry.element,
          entry.cluster.id,
          this.rents.get(entry.cluster.id),
          this.favorites.has(entry.cluster.id),
        );
  }

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
    for (const cluster of clustersInView(points, view, this.selectedId)) {
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
    // The zoom level the markers stand for, for tests and anyone inspecting the page; pins show from street zoom.
    const container = this.map.getContainer();
    container.dataset.markerZoom = String(Math.floor(view.zoom));
    const isPinZoom = view.zoom >= PIN_MIN_ZOOM;
    container.dataset.pins = String(isPinZoom);
    const pinIds = isPinZoom
      ? [...this.entries.values()].flatMap((entry) => (entry.cluster.id === null ? [] : [entry.cluster.id]))
      : [];
    const key = pinIds.join(',');
    if (key !== this.pinIds) {
      this.pinIds = key;
      this.handlers.onPinsShown(pinIds);
    }
  }

  select(id: number | null): void {
    const hasChanged = id !== this.selectedId;
    this.selectedId = id;
    // The selected listing leaves its cluster (and a listing no longer selected may join one again).
    if (hasChanged) {
      this.shown = null;
      this.show();
    }
    for (const [key, entry] of this.entries) entry.element.classList.toggle('rr-selected', key === `l${id}`);
  }

  remove(): void {
    for (const entry of this.entries.values()) entry.marker.remove();
    this.entries.clear();
  }

  private create(cluster: ViewCluster): Entry {
    const element = cluster.id === null ? clusterElement(cluster.count) : listingElement(cluster.id);
    if (cluster.id !== null) {
      if (cluster.id === this.selectedId) element.classList.add('rr-selected');
      describeListing(element, cluster.id, this.rents.get(cluster.id), this.favorites.has(cluster.id));
    }
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
