// The detail page's small map of where the room is (issue 35 item 3), loaded lazily with the map of /listings
// (ListingPlaceMap.tsx says when). The same basemap and style as that map (basemap-style.ts), and the listing
// drawn as it is drawn there: a street-precise listing as its pin, one placed only by its neighbourhood or
// city as the same soft circle (approximate-areas-layer.ts) labelled "Somewhere in De Pijp", never a pin.
// It can be panned and zoomed, nothing more. Cooperative gestures, so the page is never trapped under the
// map: on a phone one finger scrolls the page and two move the map; with a mouse a drag pans and the wheel
// scrolls the page unless Ctrl (⌘) is held; the zoom buttons and the keyboard work too. Offline, a part the
// device never stored says the map is not available there, instead of showing an empty box.
import { useEffect, useRef, useState } from 'react';
import { Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { mapConfig } from '../../data/backend/index.ts';
import { isOffline } from '../../data/browser/index.ts';
import { approximateAreaName, cardPlace, somewhereIn } from '../../domain/listings/place-wording.ts';
import { currentLanguage, i18n } from '../../i18n/i18n.ts';
import { appTexts, mapScreenText, mapText } from '../../i18n/messages.ts';
import { approximateAreaBounds, showApproximateAreas, withApproximateAreas } from './approximate-areas-layer.ts';
import { BASEMAP_OPTIONS, basemapStyle } from './basemap-style.ts';
import { deferAreaOutlines, labelsIn } from './street-style.ts';
import { PLACED, placedAs, type ViewCluster } from './view-clusters.ts';

export type DetailMapProps = {
  longitude: number;
  latitude: number;
  place: { area: string | null; city: string | null; precision: unknown };
  rent: number | null;
};

/** Where a street-precise listing's pin is shown: its street and the ones around it. */
const STREET_ZOOM = 15;
/** Room around an area's circle, so its soft rim and the streets beyond it show. */
const AREA_PADDING_PX = 12;

/**
 * The marker's look, from the map of /listings (index.css: .rr-area, .rr-listing under data-pins): an area's
 * label, or a pin with the rent. Hidden from screen readers: the map's name says the same.
 */
function markerElement(isArea: boolean): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  if (isArea) {
    element.className = 'rr-area';
    const label = document.createElement('span');
    label.className = 'rr-area-label';
    const count = document.createElement('span');
    count.className = 'rr-area-count';
    element.append(label, count);
  } else {
    element.className = 'rr-listing';
    const pin = document.createElement('span');
    pin.className = 'rr-pin';
    element.append(pin);
  }
  return element;
}

/** The marker's text: the area's label, or the pin's rent (none: a dot). */
function writeMarker(element: HTMLElement | null, text: string | null): void {
  const shown = element?.firstElementChild;
  if (shown && shown.textContent !== (text ?? '')) shown.textContent = text;
}

export default function DetailMap({ longitude, latitude, place, rent }: DetailMapProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<HTMLElement | null>(null);
  // The map made (its name and marker can be set), and loaded (its style and first data read).
  const [builtMap, setBuiltMap] = useState<MapLibreMap | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // Offline, a tile (or the basemap's index) the device never stored could not be read.
  const [isMissing, setMissing] = useState(false);
  // Counts the maps built: back online, one that missed parts is built again.
  const [attempt, setAttempt] = useState(0);
  const placed = placedAs(place.precision);
  const isArea = placed !== PLACED.street;
  const areaName = approximateAreaName(place);
  const where = isArea
    ? areaName
      ? somewhereIn(areaName, appTexts)
      : mapScreenText.approximateArea
    : cardPlace(place, appTexts);
  const label = where ? mapScreenText.detailMapLabel({ place: where }) : mapScreenText.detailMapLabelWithoutPlace;
  const pinText = typeof rent === 'number' && rent > 0 ? mapText.pinRent({ amount: Math.round(rent) }) : '';

  // The map is built once for the listing's point (and again online, after it missed parts offline).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCurrent = true;
    let hasMissedParts = false;
    // MapLibre never asks again for a tile or a basemap index it could not read: a new map does.
    const rebuildOnline = () => {
      if (!hasMissedParts) return;
      setMissing(false);
      setLoaded(false);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', rebuildOnline);
    // The configuration's warning is the map of /listings' to show: here a missing answer falls back quietly.
    const start = async () => {
      const { config } = await mapConfig();
      const style = withApproximateAreas(await basemapStyle(config));
      // Amsterdam's neighbourhood outlines (130 KB of polygons) are for choosing areas on /listings; this
      // map outlines none, and the area's label names it.
      deferAreaOutlines(style);
      if (!isCurrent) return;
      const view = isArea
        ? {
            bounds: approximateAreaBounds(longitude, latitude, placed),
            fitBoundsOptions: { padding: AREA_PADDING_PX },
          }
        : { center: [longitude, latitude] as [number, number], zoom: STREET_ZOOM };
      let map: MapLibreMap;
      try {
        map = new MapLibreMap({
          container,
          style,
          ...view,
          maxZoom: 18,
          cooperativeGestures: true,
          // Pan and zoom only: a small map turned or tilted by accident helps no one find the street.
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          locale: {
            'NavigationControl.ZoomIn': mapScreenText.zoomIn,
            'NavigationControl.ZoomOut': mapScreenText.zoomOut,
            'CooperativeGesturesHandler.WindowsHelpText': mapScreenText.ctrlScroll,
            'CooperativeGesturesHandler.MacHelpText': mapScreenText.commandScroll,
            'CooperativeGesturesHandler.MobileHelpText': mapScreenText.twoFingers,
          },
          ...BASEMAP_OPTIONS,
        });
      } catch (error) {
        console.warn('The map could not start', error);
        setFailed(true);
        return;
      }
      mapRef.current = map;
      setBuiltMap(map);
      map.touchZoomRotate.disableRotation();
      map.keyboard.disableRotation();
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      const element = markerElement(isArea);
      markerRef.current = element;
      new Marker({ element }).setLngLat([longitude, latitude]).addTo(map);
      if (config.flavor === 'openmaptiles') {
        const relabel = () => labelsIn(map, currentLanguage());
        i18n.on('languageChanged', relabel);
        map.once('remove', () => i18n.off('languageChanged', relabel));
      }
      // Listening to errors silences MapLibre's own report of them: any but an offline read is reported here.
      map.on('error', (event) => {
        if (!isOffline()) {
          console.warn('Map error', event.error);
          return;
        }
        hasMissedParts = true;
        setMissing(true);
      });
      const describeCentre = () => {
        const { lng, lat } = map.getCenter();
        container.dataset.center = `${lng.toFixed(4)},${lat.toFixed(4)}`;
      };
      map.on('moveend', describeCentre);
      map.once('load', () => {
        if (!isCurrent) return;
        const circle: ViewCluster = {
          key: 'listing',
          count: 1,
          id: null,
          longitude,
          latitude,
          bounds: [longitude, latitude, longitude, latitude],
          area: placed,
        };
        const isDrawn = isArea && showApproximateAreas(map, [circle]);
        // The circles drawn, and the centre, for tests and anyone inspecting the page.
        container.dataset.approximateAreas = isDrawn ? '1' : '0';
        describeCentre();
        setLoaded(true);
      });
      // Whether every tile in view is drawn, for tests and anyone inspecting the page.
      map.on('idle', () => {
        container.dataset.mapIdle = 'true';
      });
      map.on('dataloading', () => {
        container.dataset.mapIdle = 'false';
      });
    };
    start().catch((error: unknown) => {
      console.warn('The map could not start', error);
      if (isCurrent) setFailed(true);
    });
    return () => {
      isCurrent = false;
      window.removeEventListener('online', rebuildOnline);
      // A map built again starts from nothing drawn.
      delete container.dataset.mapIdle;
      mapRef.current?.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [longitude, latitude, placed, isArea, attempt]);

  // The map's name and its marker's text, in the page's language.
  useEffect(() => {
    builtMap?.getCanvas().setAttribute('aria-label', label);
    writeMarker(markerRef.current, isArea ? where : pinText);
  }, [builtMap, label, where, pinText, isArea]);

  if (hasFailed) return <p className="p-4 text-sm text-slate-700">{mapScreenText.detailMapFailed}</p>;
  return (
    <>
      {/* data-pins: the markers take the look they have at street zoom on /listings (a pin, a named area). */}
      <div
        ref={containerRef}
        data-pins="true"
        data-detail-map={isLoaded ? 'loaded' : 'loading'}
        className="rr-detail-map h-full w-full"
      />
      {isMissing ? (
        <p
          role="status"
          className="absolute inset-0 z-10 flex items-center justify-center bg-white/95 p-4 text-center text-sm text-slate-800"
        >
          {mapScreenText.detailMapNotOffline}
        </p>
      ) : null}
    </>
  );
}
