// Every script a worker loads, at start or later (a lazy import), must be in the service worker's precache:
// offline, a worker's import of a file left out fails, and the app stays on "starting" with no error to show.
// The build names worker chunks apart from the page's (vite.config.ts) so the precache can leave out the
// page's main-thread fallback and keep the worker's copy of the same code; this check holds that line.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const WORKER_ENTRY = /\.worker-[\w-]+\.js$/;
// A chunk named in a built script: `import("./x.js")`, `from"./x.js"`, vite's preload lists ("assets/x.js").
const CHUNK_REFERENCE = /["'`](?:\.\/|\/?assets\/)([\w.@-]+\.m?js)["'`]/g;

const PRECACHE_ENTRY_URL = /"url":"([^"]+)"/g;

/** What each match of a pattern with one group captured. */
function captured(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Each worker's scripts (its entry and every chunk it reaches) that the precache leaves out. */
export function workerScriptsMissingFromPrecache(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  // The precache's URLs, as injectManifest wrote them into sw.js.
  const precached = new Set(captured(readFileSync(path.join(distDir, 'sw.js'), 'utf8'), PRECACHE_ENTRY_URL));
  const seen = new Set<string>();
  const pending = readdirSync(assets).filter((file) => WORKER_ENTRY.test(file));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...captured(readFileSync(path.join(assets, file), 'utf8'), CHUNK_REFERENCE));
  }
  return [...seen].filter((file) => !precached.has(`assets/${file}`)).sort();
}
