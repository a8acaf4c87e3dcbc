import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

/** The app's own modules (not a package's src/ folder). */
const appSource = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that file routes are split into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    tailwindcss(),
  ],
  // Workers are ES modules, so they can share chunks and import lazily like the app does.
  worker: { format: 'es' },
  build: {
    // The manifest lets the budget check attribute chunks to routes.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The data folders' doors (src/data/*/index.ts) only re-export. Declared free of side effects, a door
      // does not tie every module behind it to the chunk of whoever imports it first: the entry would
      // otherwise carry the listings screen's storage modules, and the shared chunk the account page's calls.
      treeshake: { moduleSideEffects: [{ test: /\/src\/data\/[^/]+\/index\.ts$/, sideEffects: false }] },
      output: {
        // What the first screen needs in one file, not fifteen: the shared pieces (React, the router, jotai,
        // small domain modules) would otherwise each be a chunk, and a phone on HTTP/1.1 fetches six at a time.
        // Likewise the app's own small modules that several routes share (buttons, fields, filter rules) travel
        // together rather than as a dozen 1 KB chunks requested one after another.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'shared', test: (id) => id.startsWith(appSource), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
