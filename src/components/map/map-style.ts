// The map's style: the basemap from one PMTiles file (land, borders; no glyphs or sprites, so the map never
// asks another host for anything). Listings, their clusters and the place labels are HTML markers drawn over
// the map (view-clusters.ts), which also makes every listing a button a keyboard reaches.
import type { StyleSpecification } from 'maplibre-gl';

export function mapStyle(basemapUrl: string, attribution: string): StyleSpecification {
  const absolute = new URL(basemapUrl, window.location.href).href;
  return {
    version: 8,
    sources: {
      basemap: { type: 'vector', url: `pmtiles://${absolute}`, attribution },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cde2ee' } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': '#f5f2eb' } },
      {
        id: 'boundaries',
        type: 'line',
        source: 'basemap',
        'source-layer': 'boundaries',
        paint: { 'line-color': '#94a3b8', 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
