// The basemap's address and credit from the map-config function, asked once per page and remembered on the
// device. When the function cannot be asked, the remembered answer serves (offline above all); without one, the
// app's own basemap does, which warns (product spec section 8) unless the device is offline, where the
// offline banner has said why already.
import {
  DEFAULT_BASEMAP_ASSETS_PATH,
  DEFAULT_BASEMAP_ATTRIBUTION,
  DEFAULT_BASEMAP_PATH,
} from '../../domain/constants.ts';
import { listingToasts, type ToastText } from '../../i18n/messages.ts';
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

const REMEMBERED_KEY = 'roomradar:map-config';

let pending: Promise<{ config: MapConfig; warning: ToastText | null }> | null = null;

function remember(config: MapConfig): void {
  try {
    window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify(config));
  } catch {
    // Storage blocked or full: the next page asks the function again, as it would anyway.
  }
}

function remembered(): MapConfig | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REMEMBERED_KEY) ?? 'null') as Partial<MapConfig> | null;
    if (typeof stored?.basemapUrl !== 'string' || typeof stored.assetsUrl !== 'string') return null;
    return {
      basemapUrl: stored.basemapUrl,
      attribution: typeof stored.attribution === 'string' ? stored.attribution : FALLBACK.attribution,
      flavor: FLAVORS.find((flavor) => flavor === stored.flavor) ?? 'openmaptiles',
      assetsUrl: stored.assetsUrl,
    };
  } catch {
    return null;
  }
}

/** The answer when the function could not be asked, or answered nothing usable. */
function withoutAnswer(warning: ToastText): { config: MapConfig; warning: ToastText | null } {
  const known = remembered();
  if (known) return { config: known, warning: null };
  return { config: FALLBACK, warning: navigator.onLine === false ? null : warning };
}

/** The toast's first sentence (product spec section 8: an exception says only that much). */
const firstSentence = (toast: ToastText): ToastText => ({
  title: toast.title,
  description: toast.description?.replace(/^(.*?\.)\s.*$/s, '$1'),
});

async function load(): Promise<{ config: MapConfig; warning: ToastText | null }> {
  try {
    const { url, anonKey } = backendConfig();
    const response = await fetch(`${url}/functions/v1/map-config`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    if (!response.ok) return withoutAnswer(listingToasts.mapConfigFailed);
    const body = (await response.json()) as {
      basemap_url?: unknown;
      attribution?: unknown;
      flavor?: unknown;
      assets_url?: unknown;
    };
    if (typeof body.basemap_url !== 'string') return withoutAnswer(listingToasts.mapConfigFailed);
    const config: MapConfig = {
      basemapUrl: body.basemap_url,
      attribution: typeof body.attribution === 'string' ? body.attribution : FALLBACK.attribution,
      flavor: FLAVORS.find((flavor) => flavor === body.flavor) ?? 'openmaptiles',
      assetsUrl: typeof body.assets_url === 'string' ? body.assets_url : FALLBACK.assetsUrl,
    };
    remember(config);
    return { config, warning: null };
  } catch {
    // An exception (offline, say) warns with the first sentence only (product spec section 8).
    return withoutAnswer(firstSentence(listingToasts.mapConfigFailed));
  }
}

export function mapConfig(): Promise<{ config: MapConfig; warning: ToastText | null }> {
  pending ??= load();
  return pending;
}
