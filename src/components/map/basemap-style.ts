// What every map of the app draws beneath its listings: MapLibre's worker and the pmtiles protocol set up
// once (whichever map's chunk loads first), and the style for the configured basemap's flavour. The map of
// /listings and the detail page's small map (issue 35 item 3) share it, so both read the same streets, in
// the same colours, with the same credit.
import { addProtocol, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { MapConfig } from '../../data/backend/index.ts';
import { LAND_BASEMAP_PATH, NATURAL_EARTH_CREDIT } from '../../domain/constants.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { mapStyle } from './map-style.ts';
import { streetStyle } from './street-style.ts';

setWorkerUrl(workerUrl);
// The pmtiles protocol answers MapLibre's tile requests with byte ranges of the one basemap file.
addProtocol('pmtiles', new Protocol().tilev4 as unknown as Parameters<typeof addProtocol>[1]);

/** The style for the basemap's flavour; a Protomaps extract's style is loaded only when one is configured. */
export async function basemapStyle(config: MapConfig): Promise<StyleSpecification> {
  if (config.flavor === 'natural-earth') return mapStyle(config.basemapUrl, config.attribution);
  if (config.flavor === 'openmaptiles')
    return streetStyle({
      basemapUrl: config.basemapUrl,
      attribution: config.attribution,
      landUrl: LAND_BASEMAP_PATH,
      landAttribution: NATURAL_EARTH_CREDIT,
      assetsUrl: config.assetsUrl,
      language: currentLanguage(),
    });
  const { protomapsStyle } = await import('./protomaps-style.ts');
  return protomapsStyle(config.basemapUrl, config.attribution, config.assetsUrl);
}

/** How every map of the app draws its basemap: the credit open, no fades, one world. */
export const BASEMAP_OPTIONS = {
  // The credit stays open: the street data's licence asks for it on every map.
  attributionControl: { compact: false },
  fadeDuration: 0,
  renderWorldCopies: false,
} as const;
