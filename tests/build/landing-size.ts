// Measures the JavaScript the landing route loads: the entry chunk, the '/' route's split chunk and
// every chunk they import statically, each counted once, gzipped. Dynamic imports load later, on use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export const LANDING_ROUTE_KEY = 'src/routes/index.tsx?tsr-split=component';

/** The output files the landing route loads before it can render, from a Vite manifest. */
export function landingRouteFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(LANDING_ROUTE_KEY);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
}
