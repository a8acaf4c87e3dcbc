// map-config: where the basemap is and how to credit it (in place of the spec's get-mapbox-token: the app needs
// a PMTiles address and an attribution, not a token). BASEMAP_URL names a Protomaps extract in production;
// otherwise the app's own build-time basemap.
import { DEFAULT_BASEMAP_ATTRIBUTION, DEFAULT_BASEMAP_PATH } from '../../../src/domain/constants.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, failure, json } from '../_shared/http.ts';
import { appOrigin } from '../_shared/alerts/alert-run-deps.ts';


export function createMapConfig(deps: FunctionDeps): FunctionHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST' && request.method !== 'GET') return failure(405, 'Use GET or POST');
    const basemapUrl = deps.env.get('BASEMAP_URL') ?? `${appOrigin(deps)}${DEFAULT_BASEMAP_PATH}`;
    const attribution = deps.env.get('BASEMAP_ATTRIBUTION') ?? DEFAULT_BASEMAP_ATTRIBUTION;
    return json({ basemap_url: basemapUrl, attribution }, 200, { 'Cache-Control': 'public, max-age=3600' });
  };
}
