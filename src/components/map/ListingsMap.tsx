// The map mode of /listings (its own lazily loaded chunk): MapLibre GL with the PMTiles basemap, and over it
// HTML markers for the clusters in view and single listings (listing-markers.ts), place labels from the
// basemap (place-labels.ts), and a preview card for the selected listing. Listings placed only by their
// neighbourhood or city are approximate areas (issue 35). On a phone the map fills the screen under a bar
// (MapPhoneBar) and the preview is a bottom sheet; zoom and 'my location' controls sit top right. The map
// is built once; new results only move markers.
import { useEffect, useMemo, useRef, useState } from 'react';
import { GeolocateControl, Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { mapConfig } from '../../data/backend/index.ts';
import { type QueryResult, useListing, useListingSummaries } from '../../data/workers/index.ts';
import { useFavorites } from '../../data/account/index.ts';
import {
  filtersAtom,
  isOffline,
  markPerf,
  readStoredMapView,
  rememberedResultsBounds,
  rememberMapView,
  rememberResultsBounds,
  useIsOnline,
} from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { isAnyCity } from '../../domain/listings/filter-state.ts';
import { approximateAreaName } from '../../domain/listings/place-wording.ts';
import { withApproximateAreas } from './approximate-areas-layer.ts';
import { MapAreaChooser } from './MapAreaChooser.tsx';
import { MapPhoneBar } from './MapPhoneBar.tsx';
import { activeFilterKeys } from '../../domain/filters/active-filters.ts';
import { keepInView } from './keep-in-view.ts';
import { OfflineMapCard } from './OfflineMapCard.tsx';
import { isAnyInView, type TileAddress } from './missing-tiles.ts';
import { showToast } from '../ui/toast.ts';
import { ListingMarkers, type MarkerCard } from './listing-markers.ts';
import { BASEMAP_OPTIONS, basemapStyle } from './basemap-style.ts';
import { AREA_HIT_LAYER, deferAreaOutlines, labelsIn, outlineAreas, setAreaOutlines } from './street-style.ts';
import { currentLanguage, i18n } from '../../i18n/i18n.ts';
import { MapPreviewCard } from './MapPreviewCard.tsx';
import { PlaceLabels } from './place-labels.ts';
import { mapPoints, placedAs } from './view-clusters.ts';
import { mapScreenText, mapText } from '../../i18n/messages.ts';
import { MapAreas } from './MapAreas.tsx';

type Props = {
  result: QueryResult | null;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** On a phone the map fills the screen below the site's header (the page decides when: not over its filters). */
  isFullScreen?: boolean;
  /** The phone bar's buttons: the filters, and the list instead of the map. */
  onShowFilters?: () => void;
  onShowList?: () => void;
};

type MapParts = {
  map: MapLibreMap;
  markers: ListingMarkers;
  labels: PlaceLabels | null;
  /** Gives the area outlines their data, once (deferAreaOutlines). */
  showAreaOutlines: () => void;
};

const AMSTERDAM: [number, number] = [4.8936, 52.3728];

/** Amsterdam within its ring road: where the map starts when the filters name no city (issue 35). */
const CITY_ZOOM = 12;
/** How the map fits results that name a place: a margin for the markers, and no closer than a few streets. */
const FIT_RESULTS = { padding: 48, maxZoom: 14, animate: false } as const;

export default function ListingsMap({
  result,
  selectedId,
  onSelect,
  isFullScreen = false,
  onShowFilters,
  onShowList,
}: Props) {
  const filters = useAtomValue(filtersAtom);
  // Results fill the view only when the filters name a place; without one the map starts on Amsterdam, not
  // on every listing in the country.
  // The place they name, as the key of its results' bounds remembered on this device (map-results-view.ts).
  const place =
    !isAnyCity(filters.city) || filters.areas.length > 0 ? JSON.stringify([filters.city, filters.areas]) : null;
  const placeRef = useRef(place);
  useEffect(() => {
    placeRef.current = place;
  }, [place]);
  const sheetRef = useRef<HTMLElement | null>(null);
  // An area of several listings, clicked: the member chooses among them.
  const [choice, setChoice] = useState<number[] | null>(null);
  const [isLocationUnavailable, setLocationUnavailable] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const partsRef = useRef<MapParts | null>(null);
  const onSelectRef = useRef(onSelect);
  const hasShownRef = useRef(false);
  // Until the member moves the map, it keeps every result in view (results grow while the device syncs).
  const userMovedRef = useRef(false);
  // Built: the camera and the markers can move (before the style loads); loaded: the style's layers can.
  const [isBuilt, setBuilt] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  // The area outlines arrive after the first view (deferAreaOutlines); a neighbourhood is outlined from then.
  const [hasAreaOutlines, setHasAreaOutlines] = useState(false);
  // The loaded map, for the areas drawn over it (MapAreas).
  const [loadedMap, setLoadedMap] = useState<MapLibreMap | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Offline, a part of the map never viewed (nor saved) is not on the device: the map says so.
  const [isAreaMissing, setAreaMissing] = useState(false);
  const missingRef = useRef(new Map<string, TileAddress>());
  const isOnline = useIsOnline();
  // The listings shown as pins (street zoom), whose rents the pins show, and one of each area, for its name.
  const [wantedIds, setWantedIds] = useState<number[]>([]);
  const cardOf = useListingSummaries(wantedIds);
  const favorites = useFavorites();
  const selected = useListing(selectedId);
  const selectedPoint =
    selectedId !== null &&
    selected.status === 'found' &&
    typeof selected.listing.latitude === 'number' &&
    typeof selected.listing.longitude === 'number'
      ? {
          id: selectedId,
          latitude: selected.listing.latitude,
          longitude: selected.listing.longitude,
          placed: placedAs(selected.listing.geocode_precision),
        }
      : null;

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // The map is built once.
  useEffect(() => {
    let isCurrent = true;
    // From the map's mount: its configuration and style are part of the wait.
    markPerf('map-start');
    void mapConfig().then(async ({ config, warning }) => {
      if (warning) showToast(warning, { destructive: true });
      const style = withApproximateAreas(await basemapStyle(config));
      if (!isCurrent || !containerRef.current) return;
      const areaOutlines = deferAreaOutlines(style);
      // Back on the map this session, it is where the member left it; else it shows every result, from where
      // they last were for this place until they are read.
      const storedView = readStoredMapView();
      if (storedView) userMovedRef.current = true;
      const resultsBounds = !storedView && placeRef.current !== null ? rememberedResultsBounds(placeRef.current) : null;
      let map: MapLibreMap;
      try {
        map = new MapLibreMap({
          container: containerRef.current,
          style,
          center: storedView ? [storedView.longitude, storedView.latitude] : AMSTERDAM,
          zoom: storedView?.zoom ?? CITY_ZOOM,
          ...(resultsBounds ? { bounds: resultsBounds, fitBoundsOptions: FIT_RESULTS } : {}),
          maxZoom: 18,
          locale: {
            'NavigationControl.ZoomIn': mapScreenText.zoomIn,
            'NavigationControl.ZoomOut': mapScreenText.zoomOut,
            'GeolocateControl.FindMyLocation': mapScreenText.myLocation,
            'GeolocateControl.LocationNotAvailable': mapScreenText.locationUnavailable,
          },
          ...BASEMAP_OPTIONS,
        });
      } catch (error) {
        console.warn('The map could not start', error);
        setFailure(mapText.failed);
        return;
      }
      map.getCanvas().setAttribute('aria-label', mapText.label);
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      // 'My location' centres on the member once; refused or unavailable, the map says so and stays usable.
      const geolocate = new GeolocateControl({
        positionOptions: { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
        fitBoundsOptions: { maxZoom: 15 },
      });
      geolocate.on('error', () => isCurrent && setLocationUnavailable(true));
      geolocate.on('geolocate', () => {
        userMovedRef.current = true;
        if (isCurrent) setLocationUnavailable(false);
      });
      map.addControl(geolocate, 'top-right');
      // The container changes size without the window (the phone's full-screen view): the canvas follows.
      const resizes = new ResizeObserver(() => map.resize());
      resizes.observe(containerRef.current);
      map.once('remove', () => resizes.disconnect());
      const markers = new ListingMarkers(map, {
        onSelect: (id) => {
          setChoice(null);
          onSelectRef.current(id);
        },
        onChooseAmong: (ids) => {
          onSelectRef.current(null);
          setChoice(ids);
        },
        onInteract: () => (userMovedRef.current = true),
        onCardsWanted: setWantedIds,
      });
      // The street and Protomaps styles draw their own labels with glyphs; the land-only map's come as HTML.
      const labels = config.flavor === 'natural-earth' ? new PlaceLabels(map) : null;
      // The street map's names follow the page's language.
      if (config.flavor === 'openmaptiles') {
        const relabel = () => labelsIn(map, currentLanguage());
        i18n.on('languageChanged', relabel);
        map.once('remove', () => i18n.off('languageChanged', relabel));
      }
      let hasAreaOutlinesData = areaOutlines === null;
      const showAreaOutlines = () => {
        if (hasAreaOutlinesData || areaOutlines === null) return;
        hasAreaOutlinesData = true;
        setAreaOutlines(map, areaOutlines);
        // Drawn at the next idle: the outline effect asks for the selected listing's area then.
        map.once('idle', () => isCurrent && setHasAreaOutlines(true));
      };
      partsRef.current = { map, markers, labels, showAreaOutlines };
      setBuilt(true);
      let frame = 0;
      map.on('render', () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          markers.show();
          labels?.show();
        });
      });
      const checkMissing = () => {
        const bounds = map.getBounds();
        const view = {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        };
        setAreaMissing(isOffline() && isAnyInView(missingRef.current.values(), view));
      };
      // Listening to errors silences MapLibre's own report of them: any but an offline tile is reported here.
      map.on('error', (event) => {
        const tile = (event as { tile?: { tileID?: { canonical?: TileAddress } } }).tile?.tileID?.canonical;
        if (!tile || !isOffline()) {
          console.warn('Map error', event.error);
          return;
        }
        missingRef.current.set(`${tile.z}/${tile.x}/${tile.y}`, { z: tile.z, x: tile.x, y: tile.y });
        checkMissing();
      });
      map.on('moveend', checkMissing);
      map.on('movestart', (event) => {
        if ((event as { originalEvent?: unknown }).originalEvent) userMovedRef.current = true;
      });
      map.on('load', () => {
        if (!isCurrent) return;
        // The approximate areas' layer is part of the style: the markers set before it loaded draw them now.
        markers.showAgain();
        setLoaded(true);
        setLoadedMap(map);
      });
      // Whether every tile in view is drawn, for tests and anyone inspecting the page.
      map.on('idle', () => containerRef.current?.setAttribute('data-map-idle', 'true'));
      map.on('dataloading', () => containerRef.current?.setAttribute('data-map-idle', 'false'));
      // The zoom and centre, for tests and anyone inspecting the page.
      const describeView = () => {
        const { lng, lat } = map.getCenter();
        containerRef.current?.setAttribute('data-zoom', map.getZoom().toFixed(2));
        containerRef.current?.setAttribute('data-center', `${lng.toFixed(4)},${lat.toFixed(4)}`);
      };
      map.once('load', describeView);
      map.on('moveend', () => {
        describeView();
        if (!userMovedRef.current) return;
        const { lng, lat } = map.getCenter();
        rememberMapView({ longitude: lng, latitude: lat, zoom: map.getZoom() });
      });
    });
    return () => {
      isCurrent = false;
      const parts = partsRef.current;
      parts?.markers.remove();
      parts?.labels?.remove();
      parts?.map.remove();
      partsRef.current = null;
    };
  }, []);

  // The selected listing needs a point of its own only when the results leave it out.
  const extraPoint = selectedPoint && result && !result.ids.includes(selectedPoint.id) ? selectedPoint : null;

  const points = useMemo(
    () => (result?.coordinates ? mapPoints(result.ids, result.coordinates, extraPoint, result.approximate) : null),
    [result, extraPoint?.id, extraPoint?.latitude, extraPoint?.longitude, extraPoint?.placed], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // Until the member moves it, a map whose filters name a place keeps every result in view (they grow while
  // the device syncs), from the moment it is built: fitted only once loaded, it would load and draw the
  // tiles of Amsterdam and then a second set for the results before it is ever idle.
  // A map opened on a listing ('View on Map') waits while that listing is read: it is centred on it once known.
  const openedWithRef = useRef(selectedId);
  const centredRef = useRef(false);
  useEffect(() => {
    const parts = partsRef.current;
    if (!parts || !points?.bounds || userMovedRef.current || selectedPoint !== null || placeRef.current === null)
      return;
    if (selectedId !== null && selectedId === openedWithRef.current && selected.status === 'loading') return;
    parts.map.fitBounds(points.bounds, FIT_RESULTS);
    rememberResultsBounds(placeRef.current, points.bounds);
  }, [points, isBuilt, selected.status]); // eslint-disable-line react-hooks/exhaustive-deps

  // New results move the markers, from the moment the map is built: they are HTML over the canvas and need
  // no style. Set only once it loaded, they would take one more frame after the tiles were drawn, and a
  // first frame on a phone's GPU (or the CPU of a headless browser) is not cheap.
  useEffect(() => {
    const parts = partsRef.current;
    if (!parts || !isBuilt || !points) return;
    parts.markers.setPoints(points);
    // The area outlines wait for the first view with the results drawn: indexing them would hold it back.
    parts.map.once('idle', parts.showAreaOutlines);
    // For `npm run bench -- map`: the first idle map with listings on it (not the empty one shown while the
    // device reads them), and each update after that.
    if (points.count === 0 && !hasShownRef.current) return;
    const mark = hasShownRef.current ? 'map-updated' : 'map-first-idle';
    hasShownRef.current = true;
    parts.map.once('idle', () => markPerf(mark));
    parts.map.triggerRepaint();
  }, [points, isBuilt]);

  // A listing chosen with 'View on Map' (selected when the map opens) is centred once, when its point is known.
  useEffect(() => {
    const parts = partsRef.current;
    if (!parts || !isLoaded || !selectedPoint || centredRef.current || selectedPoint.id !== openedWithRef.current)
      return;
    centredRef.current = true;
    userMovedRef.current = true;
    parts.map.jumpTo({ center: [selectedPoint.longitude, selectedPoint.latitude], zoom: 15 });
  }, [isLoaded, selectedPoint?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // The selected listing stands out, and its marker is moved into view when the click left it at an edge or
  // under the preview (on a phone, the bottom sheet).
  useEffect(() => {
    const parts = partsRef.current;
    parts?.markers.select(selectedId);
    if (!parts || selectedId === null) return;
    const frame = requestAnimationFrame(() => {
      const marker = parts.markers.selectedBox();
      if (marker) keepInView(parts.map, marker, sheetRef.current?.getBoundingClientRect() ?? null);
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedId, isLoaded]);

  // The selected listing's neighbourhood is outlined (the street map's areas: Amsterdam's wijken), once the
  // map has drawn its point and the outlines.
  useEffect(() => {
    const parts = partsRef.current;
    if (!parts || !isLoaded || !hasAreaOutlines || !parts.map.getLayer(AREA_HIT_LAYER)) return;
    const { map } = parts;
    const outline = () => {
      const hit = selectedPoint
        ? map.queryRenderedFeatures(map.project([selectedPoint.longitude, selectedPoint.latitude]), {
            layers: [AREA_HIT_LAYER],
          })[0]
        : undefined;
      const { key, name } = (hit?.properties ?? {}) as { key?: string; name?: string };
      outlineAreas(map, key ? [key] : []);
      const container = map.getContainer();
      if (name) container.dataset.outlinedArea = name;
      else delete container.dataset.outlinedArea;
    };
    outline();
    map.once('idle', outline);
    return () => void map.off('idle', outline);
  }, [isLoaded, hasAreaOutlines, selectedPoint?.id, selectedPoint?.latitude, selectedPoint?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps

  // Pins show rents as the query worker reads them, areas their names, and pins mark the member's favorites.
  useEffect(() => {
    const cards = new Map<number, MarkerCard>();
    for (const id of wantedIds) {
      const card = cardOf(id);
      if (card) cards.set(id, { rent: card.rent, areaName: approximateAreaName(card) });
    }
    partsRef.current?.markers.setCards(cards);
  }, [wantedIds, cardOf]);
  const favoriteKey = favorites.listingIds.join(',');
  useEffect(
    () => partsRef.current?.markers.setFavorites(new Set(favorites.listingIds)),
    [favoriteKey, isLoaded], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // Back online, the tiles that could not be read are read again: MapLibre never asks again for a tile that
  // failed, and a source has no reload of its own (the map's refreshTiles reaches its tiles).
  useEffect(() => {
    if (!isOnline) return;
    const missing = [...missingRef.current.values()];
    missingRef.current.clear();
    const map = partsRef.current?.map;
    if (!map || !isLoaded || missing.length === 0) return;
    for (const [id, source] of Object.entries(map.getStyle().sources))
      if (source.type === 'vector') map.refreshTiles(id, missing);
  }, [isOnline, isLoaded]);

  if (failure) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{failure}</p>;
  return (
    <>
      {/* On a phone: below the site's header (h-16 and its border), the bar and the map fill the screen. */}
      <div
        data-full-screen={isFullScreen ? 'true' : 'false'}
        className={isFullScreen ? 'fixed inset-x-0 top-[65px] bottom-0 z-30 flex flex-col bg-white' : 'contents'}
      >
        {isFullScreen ? (
          <MapPhoneBar
            count={result?.count ?? null}
            activeFilterCount={activeFilterKeys(filters).length}
            onShowFilters={onShowFilters}
            onShowList={onShowList}
          />
        ) : null}
        <div
          className={
            isFullScreen
              ? 'relative min-h-0 flex-1 overflow-hidden'
              : 'relative h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-200'
          }
        >
          <div ref={containerRef} data-map-loaded={isLoaded ? 'true' : 'false'} className="h-full w-full" />
          {loadedMap ? <MapAreas map={loadedMap} /> : null}
          {isAreaMissing && !isOnline ? (
            <p
              role="status"
              className="absolute inset-x-3 top-3 rounded-lg bg-white/95 p-3 text-sm text-slate-800 shadow-md"
            >
              {mapText.notOnDevice}
            </p>
          ) : null}
          {isLocationUnavailable ? (
            <p
              role="status"
              className="absolute inset-x-3 top-16 mr-12 rounded-lg bg-white/95 p-3 text-sm text-slate-800 shadow-md sm:right-auto sm:max-w-sm"
            >
              {mapScreenText.locationUnavailable}
            </p>
          ) : null}
          {selectedId !== null ? (
            <MapPreviewCard
              listingId={selectedId}
              onClose={() => onSelect(null)}
              isSheet={isFullScreen}
              sheetRef={sheetRef}
            />
          ) : choice ? (
            <MapAreaChooser
              ids={choice}
              onChoose={(id) => {
                setChoice(null);
                onSelect(id);
              }}
              onClose={() => setChoice(null)}
              isSheet={isFullScreen}
            />
          ) : null}
        </div>
      </div>
      {/* Beneath a full-screen map it could not be reached: phones save the map from the account page. */}
      {isFullScreen ? null : <OfflineMapCard className="mt-4" />}
    </>
  );
}
