// The basemap's address and credit from the map-config function, asked once per page. A failure warns
// (product spec section 8) and falls back to the app's own basemap, so the map still works.
import {
  DEFAULT_BASEMAP_ASSETS_PATH,
  DEFAULT_BASEMAP_ATTRIBUTION,
  DEFAULT_BASEMAP_PATH,
} from '../../domain/constants.ts';
import { listingToasts, type ToastText } from '../../domain/messages.ts';
import { backendConfig } from './backend-config.ts';

/**
 * `flavor`: the basemap's schema, 'openmaptiles' (the app's own street basemap or such an extract),
 * 'protomaps' (an extract), or 'natural-earth' (the land-only map the demo had before, kept to compare).
 */
export type MapConfig = {
  basemapUrl: string;
  attribution: string;
  flavor: MapFlavor;
  assetsUrl: string;
};
export type MapFlavor = 'openmaptiles' | 'protomaps' | 'natural-earth';

const FLAVORS: readonly MapFlavor[] = ['openmaptiles', 'protomaps', 'natural-earth'];

const FALLBACK: MapConfig = {
  basemapUrl: DEFAULT_BASEMAP_PATH,
  attribution: DEFAULT_BASEMAP_ATTRIBUTION,
  flavor: 'openmaptiles',
  assetsUrl: DEFAULT_BASEMAP_ASSETS_PATH,
};

let pending: Promise<{ config: MapConfig; warning: ToastText | null }> | null = null;

async function load(): Promise<{ config: MapConfig; warning: ToastText | null }> {
  try {
    const { url, anonKey } = backendConfig();
    const response = await fetch(`${url}/functions/v1/map-config`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    if (!response.ok) return { config: FALLBACK, warning: listingToasts.mapConfigFailed };
    const body = (await response.json()) as {
      basemap_url?: unknown;
      attribution?: unknown;
      flavor?: unknown;
      assets_url?: unknown;
    };
    if (typeof body.basemap_url !== 'string') return { config: FALLBACK, warning: listingToasts.mapConfigFailed };
    return {
      config: {
        basemapUrl: body.basemap_url,
        attribution: typeof body.attribution === 'string' ? body.attribution : FALLBACK.attribution,
        flavor: FLAVORS.find((flavor) => flavor === body.flavor) ?? 'openmaptiles',
        assetsUrl: typeof body.assets_url === 'string' ? body.assets_url : FALLBACK.assetsUrl,
      },
      warning: null,
    };
  } catch {
    // An exception (offline, say) warns with the first sentence only (product spec section 8).
    return {
      config: FALLBACK,
      warning: { title: listingToasts.mapConfigFailed.title, description: 'Failed to load map configuration.' },
    };
  }
}

export function mapConfig(): Promise<{ config: MapConfig; warning: ToastText | null }> {
  pending ??= load();
  return pending;
}
