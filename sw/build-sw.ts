// Builds dist/sw.js after `vite build`: esbuild bundles sw/sw.ts, then workbox-build's injectManifest
// writes the list of files to precache (the shell: HTML, hashed scripts and styles, icons) into it.
// `tsx sw/build-sw.ts DIR` builds into another build's folder (the update test makes a second build so).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { injectManifest } from 'workbox-build';
import { PRECACHE_GLOBS } from './precache-config.ts';

const directory = process.argv[2] ?? 'dist';
const bundled = path.join(directory, 'sw.source.js');
await build({
  entryPoints: ['sw/sw.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  outfile: bundled,
  define: {
    'process.env.NODE_ENV': '"production"',
    // The backend the app's build names (as vite reads it: the environment, then .env files), for photos.
    BUILT_BACKEND_URL: JSON.stringify(loadEnv('production', process.cwd(), 'VITE_').VITE_SUPABASE_URL ?? ''),
  },
});
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(directory, 'sw.js'),
  globDirectory: directory,
  ...PRECACHE_GLOBS,
});
await rm(bundled);
for (const warning of warnings) console.warn(warning);
process.stdout.write(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB\n`);
