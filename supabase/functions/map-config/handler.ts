// map-config: where the basemap is, how to draw it and how to credit it (in place of the spec's
// get-mapbox-token: the app needs a PMTiles address and an attribution, not a token). In production
// BASEMAP_URL names a Protomaps extract (BASEMAP_FLAVOR=protomaps, its glyphs and sprites under
// BASEMAP_ASSETS_URL); otherwise it is the app's own build-time basemap.
import { DEFAULT_BASEMAP_ASSETS_PATH, DEFAULT_BASEMAP_ATTRIBUTION, DEFAULT_BASEMAP_PATH } from '../../../src/domain/constants.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json } from '../_shared/http.ts';
import { appOrigin } from '../_shared/alerts/alert-run-deps.ts';


export function createMapConfig(deps: FunctionDeps): FunctionHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST' && request.method !== 'GET') return failure(405, 'Use GET or POST');
    const basemapUrl = deps.env.get('BASEMAP_URL') ?? `${appOrigin(deps)}${DEFAULT_BASEMAP_PATH}`;
    const attribution = deps.env.get('BASEMAP_ATTRIBUTION') ?? DEFAULT_BASEMAP_ATTRIBUTION;
    // Anything but 'protomaps' is the project's own schema: a typo must not leave the map without a style.
    const flavor = deps.env.get('BASEMAP_FLAVOR') === 'protomaps' ? 'protomaps' : 'roomradar';
    const assetsUrl = deps.env.get('BASEMAP_ASSETS_URL') ?? `${appOrigin(deps)}${DEFAULT_BASEMAP_ASSETS_PATH}`;
    return json({ basemap_url: basemapUrl, attribution, flavor, assets_url: assetsUrl }, 200, { 'Cache-Control': 'public, max-age=3600' });
  };
}
