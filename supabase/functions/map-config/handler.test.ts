import { describe, expect, it } from 'vitest';
import type { FunctionDeps } from '../_shared/function-deps.ts';
import { createMapConfig } from './handler.ts';

function deps(env: Record<string, string>): FunctionDeps {
  return {
    env: { get: (name: string) => env[name] },
    supabaseUrl: 'https://api.roomradar.nl',
    anonKey: 'anon',
    serviceRoleKey: 'service',
  } as unknown as FunctionDeps;
}

async function config(env: Record<string, string>, method = 'POST') {
  const response = await createMapConfig(deps(env))(
    new Request('https://api.roomradar.nl/functions/v1/map-config', { method }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('map-config', () => {
  it("names the app's own basemap and its assets as paths on whatever origin the app was opened at", async () => {
    for (const env of [{}, { SITE_URL: 'https://roomradar.nl' }] as Array<Record<string, string>>) {
      expect(await config(env)).toEqual({
        status: 200,
        body: {
          basemap_url: '/basemap/amsterdam-streets-2021-08-06.pmtiles',
          attribution:
            '<a href="https://openmaptiles.org/" target="_blank" rel="noopener">© OpenMapTiles</a> ' +
            '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>',
          flavor: 'openmaptiles',
          assets_url: '/basemap',
        },
      });
    }
  });

  it("names a configured extract in either schema, and treats an unknown flavour as the app's own", async () => {
    const production = {
      SITE_URL: 'https://roomradar.nl',
      BASEMAP_URL: 'https://roomradar.nl/tiles/nl.pmtiles',
      BASEMAP_ATTRIBUTION: '© OpenStreetMap',
      BASEMAP_FLAVOR: 'protomaps',
    };
    expect((await config(production)).body).toMatchObject({
      basemap_url: 'https://roomradar.nl/tiles/nl.pmtiles',
      attribution: '© OpenStreetMap',
      flavor: 'protomaps',
      assets_url: '/basemap',
    });
    expect((await config({ ...production, BASEMAP_FLAVOR: 'openmaptiles' })).body.flavor).toBe('openmaptiles');
    expect((await config({ ...production, BASEMAP_FLAVOR: 'natural-earth' })).body.flavor).toBe('natural-earth');
    expect((await config({ ...production, BASEMAP_FLAVOR: 'protomap' })).body.flavor).toBe('openmaptiles');
  });

  it('answers other methods with 405 and a message', async () => {
    expect(await config({}, 'DELETE')).toMatchObject({ status: 405, body: { error: 'Use GET or POST' } });
  });
});
