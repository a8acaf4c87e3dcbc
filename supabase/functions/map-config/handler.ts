// map-config: where the basemap is, how to draw it and how to credit it (in place of the spec's
// get-mapbox-token: the app needs a PMTiles address and an attribution, not a token). In production
// BASEMAP_URL names an extract in one of two schemas, BASEMAP_FLAVOR=openmaptiles (the default, as the app's
// own street basemap) or protomaps, with glyphs and sprites under BASEMAP_ASSETS_URL; otherwise it is the
// app's own street basemap. BASEMAP_FLAVOR=natural-earth draws the land-only map the demo had before.
import {
  DEFAULT_BASEMAP_ASSETS_PATH,
  DEFAULT_BASEMAP_ATTRIBUTION,
  DEFAULT_BASEMAP_PATH,
} from '../../../src/domain/constants.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, json, methodNotAllowed } from '../_shared/http.ts';

/** The methods map-config takes. */
export const MAP_CONFIG_METHODS: readonly string[] = ['GET', 'POST', 'OPTIONS'];

export function createMapConfig(deps: FunctionDeps): FunctionHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST' && request.method !== 'GET')
      return methodNotAllowed(MAP_CONFIG_METHODS, 'Use GET or POST');
    // By default a path on the app's own origin, whatever address the app was opened at (an absolute address
    // of another host would be another origin, which the app's CSP, connect-src 'self', refuses).
    const basemapUrl = deps.env.get('BASEMAP_URL') ?? DEFAULT_BASEMAP_PATH;
    const attribution = deps.env.get('BASEMAP_ATTRIBUTION') ?? DEFAULT_BASEMAP_ATTRIBUTION;
    // Anything unknown is the app's own schema: a typo must not leave the map without a style.
    const named = deps.env.get('BASEMAP_FLAVOR');
    const flavor = named === 'protomaps' || named === 'natural-earth' ? named : 'openmaptiles';
    const assetsUrl = deps.env.get('BASEMAP_ASSETS_URL') ?? DEFAULT_BASEMAP_ASSETS_PATH;
    return json({ basemap_url: basemapUrl, attribution, flavor, assets_url: assetsUrl }, 200, {
      'Cache-Control': 'public, max-age=3600',
    });
  };
}
