// Measures the JavaScript the landing route loads: the entry chunk, the '/' route's split chunk and
// every chunk they import statically, each counted once, gzipped. Dynamic imports load later, on use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeComponentKey, staticChunkFiles, type Manifest } from '../../sw/route-chunks.ts';

export const LANDING_ROUTE_KEY = routeComponentKey('/');

/** The output files the landing route loads before it can render, from a Vite manifest. */
export function landingRouteFiles(manifest: Manifest): string[] {
  return staticChunkFiles(manifest, ['index.html', LANDING_ROUTE_KEY]);
}

export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}
