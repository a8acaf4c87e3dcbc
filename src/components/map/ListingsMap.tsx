// The map mode of /listings (its own lazily loaded chunk): MapLibre GL with the PMTiles basemap, the query
// worker's map points in a clustered source, HTML markers for clusters (with counts) and listings (buttons
// a keyboard reaches), place labels from the basemap, and a preview card for the selected listing. New
// results replace the source's data; the map itself is built once.
import { useEffect, useRef, useState } from 'react';
import { Map as MapLibreMap, Marker, addProtocol, setWorkerUrl, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { Point } from 'geojson';
import type { QueryResult } from '../../../workers/query/query-api.ts';
import { mapConfig } from '../../data/map-config-client.ts';
import { useListing } from '../../data/useListing.ts';
import { markPerf } from '../ui/perf-marks.ts';
import { showToast } from '../ui/toast.ts';
import { LISTINGS_SOURCE, listingPoints, mapStyle } from './map-style.ts';
import { MapPreviewCard } from './MapPreviewCard.tsx';

setWorkerUrl(workerUrl);
// The pmtiles protocol answers MapLibre's tile requests with byte ranges of the one basemap file.
addProtocol('pmtiles', new Protocol().tilev4 as unknown as Parameters<typeof addProtocol>[1]);

type Props = { result: QueryResult | null; selectedId: number | null; onSelect: (id: number | null) => void };

type MarkerEntry = { marker: Marker; element: HTMLElement };

const AMSTERDAM: [number, number] = [4.8936, 52.3728];

function clusterElement(count: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rr-cluster';
  button.dataset.count = String(count);
  button.textContent = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
  button.setAttribute('aria-label', `${count} listings here: zoom in`);
  return button;
}

function listingElement(id: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rr-listing';
  button.dataset.count = '1';
  button.dataset.listingId = String(id);
  button.setAttribute('aria-label', `Show listing ${id}`);
  return button;
}

function labelElement(name: string, kind: string): HTMLElement {
  const label = document.createElement('span');
  label.className = kind === 'city' ? 'rr-place rr-place-city' : 'rr-place';
  label.textContent = name;
  label.setAttribute('aria-hidden', 'true');
  return label;
}

export default function ListingsMap({ result, selectedId, onSelect }: Props) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef(new Map<string, MarkerEntry>());
  const labelsRef = useRef(new Map<string, Marker>());
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const fittedRef = useRef(false);
  // Until the member moves the map, it keeps every result in view (results grow while the device syncs).
  const userMovedRef = useRef(false);
  const [isLoaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = useListing(selectedId ?? 0);
  const selectedPoint =
    selectedId !== null && selected.status === 'found' && typeof selected.listing.latitude === 'number' && typeof selected.listing.longitude === 'number'
      ? { id: selectedId, latitude: selected.listing.latitude, longitude: selected.listing.longitude }
      : null;

  useEffect(() => {
    onSelectRef.current = onSelect;
    selectedRef.current = selectedId;
  }, [onSelect, selectedId]);

  // The map is built once.
  useEffect(() => {
    let isCurrent = true;
    let map: MapLibreMap | null = null;
    const markers = markersRef.current;
    const labels = labelsRef.current;
    void mapConfig().then(({ config, warning }) => {
      if (!isCurrent || !containerRef.current) return;
      if (warning) showToast(warning, { destructive: true });
      markPerf('map-start');
      try {
        map = new MapLibreMap({ container: containerRef.current, style: mapStyle(config.basemapUrl, config.attribution), center: AMSTERDAM, zoom: 10, maxZoom: 18, attributionControl: { compact: true } });
      } catch (error) {
        console.warn('The map could not start', error);
        setFailure('The map cannot be shown on this device. The list shows every listing.');
        return;
      }
      mapRef.current = map;
      map.getCanvas().setAttribute('aria-label', 'Map of the listings');
      let frame = 0;
      const refresh = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => map && syncMarkers(map));
      };
      map.on('render', refresh);
      map.on('movestart', (event) => {
        if ((event as { originalEvent?: unknown }).originalEvent) userMovedRef.current = true;
      });
      map.on('load', () => isCurrent && setLoaded(true));
      // The zoom, for tests and anyone inspecting the page.
      map.on('moveend', () => containerRef.current?.setAttribute('data-zoom', map?.getZoom().toFixed(2) ?? ''));
    });

    function syncMarkers(target: MapLibreMap): void {
      const seen = new Set<string>();
      // Only what is in view gets a marker: loaded tiles reach beyond the edges of the map.
      const bounds = target.getBounds();
      for (const feature of target.querySourceFeatures(LISTINGS_SOURCE)) {
        const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
        const coordinates = (feature.geometry as Point).coordinates as [number, number];
        const key = properties.cluster ? `c${properties.cluster_id}` : `l${properties.id}`;
        if (seen.has(key) || !bounds.contains(coordinates)) continue;
        seen.add(key);
        if (markers.has(key)) continue;
        const element = properties.cluster ? clusterElement(properties.point_count ?? 0) : listingElement(properties.id ?? 0);
        if (!properties.cluster && properties.id === selectedRef.current) element.classList.add('rr-selected');
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          userMovedRef.current = true;
          if (properties.cluster && properties.cluster_id !== undefined) {
            // At least one level deeper: a cluster may expand at a zoom the map has already passed.
            void (target.getSource(LISTINGS_SOURCE) as GeoJSONSource).getClusterExpansionZoom(properties.cluster_id).then((zoom) => target.easeTo({ center: coordinates, zoom: Math.max(zoom + 0.1, target.getZoom() + 1) }));
          } else if (properties.id !== undefined) {
            onSelectRef.current(properties.id);
          }
        });
        markers.set(key, { marker: new Marker({ element }).setLngLat(coordinates).addTo(target), element });
      }
      for (const [key, entry] of markers) {
        if (!seen.has(key)) {
          entry.marker.remove();
          markers.delete(key);
        }
      }
      const zoom = target.getZoom();
      const shownLabels = new Set<string>();
      for (const feature of target.querySourceFeatures('basemap', { sourceLayer: 'places' })) {
        const { name, kind, rank } = feature.properties as { name: string; kind: string; rank: number };
        const visible = kind === 'city' ? zoom < 11.5 && (rank < 12 || zoom >= 8.5) : zoom >= 11.5 + (rank >= 3 ? 1 : 0) && zoom < 15;
        if (!visible || shownLabels.has(name)) continue;
        shownLabels.add(name);
        if (!labels.has(name)) {
          const coordinates = (feature.geometry as Point).coordinates as [number, number];
          labels.set(name, new Marker({ element: labelElement(name, kind) }).setLngLat(coordinates).addTo(target));
        }
      }
      for (const [name, marker] of labels) {
        if (!shownLabels.has(name)) {
          marker.remove();
          labels.delete(name);
        }
      }
    }

    return () => {
      isCurrent = false;
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
      labels.clear();
      map?.remove();
      mapRef.current = null;
    };
  }, []);

  // The selected listing needs a point of its own only when the results leave it out; selecting one that is
  // in them must not reload the source (its markers would be rebuilt under the pointer).
  const extraPoint = selectedPoint && result && !result.ids.includes(selectedPoint.id) ? selectedPoint : null;

  // New results only replace the source's data.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isLoaded || !result?.coordinates) return;
    const data = listingPoints(result.ids, result.coordinates, extraPoint);
    (map.getSource(LISTINGS_SOURCE) as GeoJSONSource | undefined)?.setData(data);
    // For `npm run bench -- map`: the first idle map with the listings, and each update after a filter change.
    const isFirst = !fittedRef.current;
    map.once('idle', () => markPerf(isFirst ? 'map-first-idle' : 'map-updated'));
    fittedRef.current = true;
    if (!userMovedRef.current && selectedPoint === null) {
      if (data.features.length > 0) {
        let [west, south, east, north] = [180, 90, -180, -90];
        for (const feature of data.features) {
          const [lon, lat] = feature.geometry.coordinates as [number, number];
          west = Math.min(west, lon);
          east = Math.max(east, lon);
          south = Math.min(south, lat);
          north = Math.max(north, lat);
        }
        map.fitBounds([west, south, east, north] as LngLatBoundsLike, { padding: 48, animate: false, maxZoom: 14 });
      }
    }
  }, [result, isLoaded, extraPoint?.id, extraPoint?.latitude, extraPoint?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps

  // A listing chosen with 'View on Map' (selected when the map opens) is centred once, when its point is known.
  const openedWithRef = useRef(selectedId);
  const centredRef = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isLoaded || !selectedPoint || centredRef.current || selectedPoint.id !== openedWithRef.current) return;
    centredRef.current = true;
    userMovedRef.current = true;
    map.jumpTo({ center: [selectedPoint.longitude, selectedPoint.latitude], zoom: 15 });
  }, [isLoaded, selectedPoint?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // The selected listing stands out.
  useEffect(() => {
    for (const [key, entry] of markersRef.current) entry.element.classList.toggle('rr-selected', key === `l${selectedId}`);
  });

  if (failure) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{failure}</p>;
  return (
    <div className="relative h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-200">
      <div ref={containerRef} data-map-loaded={isLoaded ? 'true' : 'false'} className="h-full w-full" />
      {selectedId !== null ? <MapPreviewCard listingId={selectedId} onClose={() => onSelect(null)} /> : null}
    </div>
  );
}
