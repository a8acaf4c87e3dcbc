import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { DATA_DOORS_WITHOUT_SIDE_EFFECTS } from './sw/data-doors.ts';

/** What a chunk's name function may ask about the module graph (rolldown's ChunkingContext). */
type ChunkingContext = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** The app's own modules (not a package's src/ folder). */
const appSource = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The maps' own modules, left out of the shared chunks below: the map of /listings and the detail page's
 * small map share several (the basemap's style, MapLibre's set-up), and in a pages' shared chunk they would
 * bring MapLibre's 1.1 MB to every page that loads it. Left out, what the two maps share is a chunk only
 * they load. The offline map card (on the account page too, and free of MapLibre) stays with the pages.
 */
const mapSource = fileURLToPath(new URL('./src/components/map/', import.meta.url));
const isMapOnly = (id: string) => id.startsWith(mapSource) && !id.startsWith(`${mapSource}OfflineMapCard.tsx`);

/** A route's split component, by the start of its module id. */
const routeChunk = (route: string) => `${appSource}routes/${route}.tsx?tsr-split=component`;

/** Whether `route`'s chunk imports the module `id`, statically and through any chain. */
function isImportedBy(route: string, id: string, ctx: ChunkingContext): boolean {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    if (current.startsWith(route)) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    pending.push(...(ctx.getModuleInfo(current)?.importers ?? []));
  }
  return false;
}

/**
 * Which shared chunk an app module that several routes import goes to: 'shared' when the landing page needs
 * it, 'shared-listings' when the listings screen does, else 'shared-pages' (the member's and written pages).
 * One shared chunk for all made the landing page load the alert form, the push devices and the favorites
 * view, 13 KB gzip it never runs.
 */
function sharedChunkName(id: string, ctx: ChunkingContext): string {
  if (isImportedBy(routeChunk('index'), id, ctx)) return 'shared';
  if (isImportedBy(routeChunk('listings'), id, ctx)) return 'shared-listings';
  return 'shared-pages';
}

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that file routes are split into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    tailwindcss(),
  ],
  // Workers are ES modules, so they can share chunks and import lazily like the app does.
  // Their chunks are named apart from the page's: the sync worker loads RxDB's Dexie storage lazily, and the
  // service worker must precache that copy while it leaves out the page's own (the main-thread fallback's).
  worker: { format: 'es', rolldownOptions: { output: { chunkFileNames: 'assets/worker-[name]-[hash].js' } } },
  // `npm start` builds quietly (ROOMRADAR_QUIET_BUILD): its last lines are the address and the accounts, not
  // a table of 60 chunks. `npm run build` still prints the table.
  logLevel: process.env.ROOMRADAR_QUIET_BUILD ? 'warn' : 'info',
  build: {
    // MapLibre's chunk (about 1.1 MB minified) is loaded only with the map; the warning's 500 kB is for
    // chunks on the first screens, which tests/build/budgets.ts holds to tighter limits.
    chunkSizeWarningLimit: 1200,
    // The manifest lets the budget check attribute chunks to routes.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The data folders' doors only re-export (sw/data-doors.ts).
      treeshake: { moduleSideEffects: DATA_DOORS_WITHOUT_SIDE_EFFECTS },
      output: {
        // What the first screen needs in one file, not fifteen: the shared pieces (React, the router, jotai,
        // small domain modules) would otherwise each be a chunk, and a phone on HTTP/1.1 fetches six at a time.
        // Likewise the app's own small modules that several routes share (buttons, fields, filter rules) travel
        // together rather than as a dozen 1 KB chunks requested one after another.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            {
              name: sharedChunkName,
              debugName: 'shared',
              test: (id) => id.startsWith(appSource) && !isMapOnly(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
