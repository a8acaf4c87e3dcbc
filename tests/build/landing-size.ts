// Measures the JavaScript the landing route loads: the entry chunk, the '/' route's split chunk, the
// catalogue of the visitor's language (imported before the first render) and every chunk they import
// statically, each counted once, gzipped. Other dynamic imports (the other language too) load on use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueKey, routeComponentKey, staticChunkFiles, type Manifest } from '../../sw/route-chunks.ts';

export const LANDING_ROUTE_KEY = routeComponentKey('/');

/** The output files the landing route loads before it can render, from a Vite manifest. */
export function landingRouteFiles(manifest: Manifest, language?: string): string[] {
  return staticChunkFiles(manifest, ['index.html', LANDING_ROUTE_KEY, ...(language ? [catalogueKey(language)] : [])]);
}

export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}
