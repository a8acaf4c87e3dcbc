// The production basemap's style: a Protomaps extract (the Protomaps schema: earth, water, landuse, roads,
// buildings, places and more) drawn by @protomaps/basemaps's light flavour with English labels. Its glyphs
// and sprites come from `assetsUrl` on the app's own origin, so the map still asks no other host for anything
// (README, "The map and its basemap", says how to put them there). Loaded only when map-config names this
// flavour, so the demo's map chunk does not carry it.
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { StyleSpecification } from 'maplibre-gl';

export const PROTOMAPS_SOURCE = 'protomaps';

/** `pageUrl`: what relative addresses are resolved against. */
export function protomapsStyle(
  basemapUrl: string,
  attribution: string,
  assetsUrl: string,
  pageUrl = window.location.href,
): StyleSpecification {
  const base = new URL(basemapUrl, pageUrl).href;
  const assets = new URL(assetsUrl, pageUrl).href.replace(/\/$/, '');
  return {
    version: 8,
    glyphs: `${assets}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${assets}/sprites/v4/light`,
    sources: { [PROTOMAPS_SOURCE]: { type: 'vector', url: `pmtiles://${base}`, attribution } },
    layers: layers(PROTOMAPS_SOURCE, namedFlavor('light'), { lang: 'en' }),
  };
}
