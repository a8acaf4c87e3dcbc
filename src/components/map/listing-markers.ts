// The listings over the map as HTML markers: a button per cluster in view (its count; a click zooms to its
// listings) and per single listing (a click selects it). At street zoom (PIN_MIN_ZOOM) a listing is a pin
// with its rent, at least 44 px to tap, a favorite marked; pins that would cover each other cluster
// (view-clusters.ts). Markers are kept by key across moves and results, so panning only adds and removes
// what enters and leaves the view, and a count that changes is rewritten in place. Buttons make every
// listing reachable by keyboard and named for screen readers. Listings placed only by their neighbourhood
// or city are an area instead (issue 35): a label "Somewhere in De Pijp" over a soft circle
// (approximate-areas-layer.ts); a click opens its one listing, or lets the member choose among several.
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { clustersInView, PIN_MIN_ZOOM, PLACED, type MapPoints, type ViewCluster } from './view-clusters.ts';
import { appTexts, mapScreenText, mapText } from '../../i18n/messages.ts';
import { somewhereIn } from '../../domain/listings/place-wording.ts';
import { showApproximateAreas } from './approximate-areas-layer.ts';

type Entry = { marker: Marker; element: HTMLElement; cluster: ViewCluster };

/** What a marker shows of a listing once its card is read: its rent and, placed approximately, its area. */
export type MarkerCard = { rent: number | null; areaName: string | null };

const isArea = (cluster: ViewCluster) => cluster.area !== undefined;

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

function areaElement(cluster: ViewCluster): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rr-area';
  button.dataset.area = cluster.area === PLACED.city ? 'city' : 'neighbourhood';
  const label = document.createElement('span');
  label.className = 'rr-area-label';
  const count = document.createElement('span');
  count.className = 'rr-area-count';
  button.append(label, count);
  return button;
}

/**
 * An area's label and name: 'Somewhere in De Pijp' once a card names it, with its rent (one listing, at street
 * zoom) or its count (several), and its listings' ids for tests and anyone inspecting the page.
 */
function describeArea(button: HTMLElement, cluster: ViewCluster, card: MarkerCard | undefined, showRent: boolean) {
  const ids = cluster.ids ?? [];
  button.dataset.count = String(cluster.count);
  button.dataset.listingIds = ids.join(' ');
  if (cluster.id !== null) button.dataset.listingId = String(cluster.id);
  else delete button.dataset.listingId;
  const place = card?.areaName ? somewhereIn(card.areaName, appTexts) : mapScreenText.approximateArea;
  const hasRent = cluster.id !== null && typeof card?.rent === 'number' && card.rent > 0;
  const rent = hasRent ? mapText.pinRent({ amount: Math.round(card?.rent as number) }) : '';
  const [label, count] = [...button.children] as HTMLElement[];
  if (label && label.textContent !== place) label.textContent = place;
  // Several: their count. One: its rent at street zoom (once read), below it a 1 in the bubble.
  const extra = cluster.id === null ? String(cluster.count) : showRent ? rent : '1';
  if (count && count.textContent !== extra) count.textContent = extra;
  const name =
    cluster.id === null
      ? mapScreenText.areaListings({ place, count: cluster.count })
      : hasRent
        ? mapText.showPricedListing({ rent: `${rent}, ${place}`, id: cluster.id })
        : `${place}: ${mapText.showListing({ id: cluster.id })}`;
  if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
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
  private cards = new Map<number, MarkerCard>();
  private favorites: ReadonlySet<number> = new Set();
  private wantedIds = '';
  private areasKey = '';

  constructor(
    private readonly map: MapLibreMap,
    private readonly handlers: {
      onSelect: (id: number) => void;
      /** An area of several listings was clicked: the member chooses among them. */
      onChooseAmong: (ids: number[]) => void;
      onInteract: () => void;
      /** The listings shown as pins, and one of each area shown, changed: their cards are wanted. */
      onCardsWanted: (ids: number[]) => void;
    },
  ) {}

  /** Listings' cards, as they become known (a pin shows its rent, an area its name). */
  setCards(cards: ReadonlyMap<number, MarkerCard>): void {
    for (const [id, card] of cards) this.cards.set(id, card);
    this.describeAll();
  }

  setFavorites(ids: ReadonlySet<number>): void {
    this.favorites = ids;
    this.describeAll();
  }

  private describeAll(): void {
    for (const entry of this.entries.values()) this.describe(entry.element, entry.cluster);
  }

  private describe(element: HTMLElement, cluster: ViewCluster): void {
    if (isArea(cluster))
      describeArea(element, cluster, this.cards.get(cluster.ids?.[0] ?? -1), this.map.getZoom() >= PIN_MIN_ZOOM);
    else if (cluster.id !== null)
      describeListing(element, cluster.id, this.cards.get(cluster.id)?.rent, this.favorites.has(cluster.id));
  }

  /** New results: markers follow at once. */
  setPoints(points: MapPoints): void {
    this.points = points;
    this.show();
  }

  /** Brings the markers in line again though neither the view nor the points changed (the style has loaded). */
  showAgain(): void {
    this.shown = null;
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
    const wasPinZoom = container.dataset.pins === 'true';
    container.dataset.pins = String(isPinZoom);
    const areas: ViewCluster[] = [];
    const wantedIds: number[] = [];
    for (const { cluster } of this.entries.values()) {
      if (isArea(cluster)) {
        areas.push(cluster);
        wantedIds.push(cluster.ids?.[0] as number);
      } else if (isPinZoom && cluster.id !== null) wantedIds.push(cluster.id);
    }
    if (isPinZoom !== wasPinZoom) this.describeAll();
    const areasKey = areas.map((area) => area.key).join(',');
    if (areasKey !== this.areasKey && showApproximateAreas(this.map, areas)) this.areasKey = areasKey;
    container.dataset.approximateAreas = String(areas.length);
    const key = wantedIds.join(',');
    if (key !== this.wantedIds) {
      this.wantedIds = key;
      this.handlers.onCardsWanted(wantedIds);
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
    for (const entry of this.entries.values())
      entry.element.classList.toggle(
        'rr-selected',
        id !== null && (entry.cluster.id === id || (entry.cluster.ids?.includes(id) ?? false)),
      );
  }

  /** Where the selected listing's marker is on the screen (for keeping it in view), or null when not shown. */
  selectedBox(): DOMRect | null {
    for (const entry of this.entries.values())
      if (entry.element.classList.contains('rr-selected')) return entry.element.getBoundingClientRect();
    return null;
  }

  remove(): void {
    for (const entry of this.entries.values()) entry.marker.remove();
    this.entries.clear();
  }

  private create(cluster: ViewCluster): Entry {
    const element = isArea(cluster)
      ? areaElement(cluster)
      : cluster.id === null
        ? clusterElement(cluster.count)
        : listingElement(cluster.id);
    const selected = this.selectedId;
    if (selected !== null && (cluster.id === selected || cluster.ids?.includes(selected)))
      element.classList.add('rr-selected');
    this.describe(element, cluster);
    const entry: Entry = {
      marker: new Marker({ element }).setLngLat([cluster.longitude, cluster.latitude]).addTo(this.map),
      element,
      cluster,
    };
    element.addEventListener('click', (event) => {
      // The map under the marker must not take the click as well.
      event.stopPropagation();
      this.handlers.onInteract();
      const { cluster: shown } = entry;
      if (shown.id !== null) this.handlers.onSelect(shown.id);
      else if (isArea(shown)) this.handlers.onChooseAmong(shown.ids ?? []);
      else zoomInto(this.map, shown);
    });
    return entry;
  }

  private update(entry: Entry, cluster: ViewCluster): void {
    if (isArea(cluster)) {
      if (cluster.ids?.join() !== entry.cluster.ids?.join()) this.describe(entry.element, cluster);
    } else if (cluster.id === null && cluster.count !== entry.cluster.count) showCount(entry.element, cluster.count);
    if (cluster.longitude !== entry.cluster.longitude || cluster.latitude !== entry.cluster.latitude)
      entry.marker.setLngLat([cluster.longitude, cluster.latitude]);
    entry.cluster = cluster;
  }
}
