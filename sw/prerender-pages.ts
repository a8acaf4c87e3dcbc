// Builds the shell's pages after `vite build`, before the service worker (which precaches them):
// - dist/shell.html: Vite's index.html as it is, with an empty #root, answering every route that has no
//   page of its own (a member's pages, a listing, the 404 page);
// - a page per prerendered route (dist/index.html for /, dist/listings.html for /listings) with the route's
//   first screen already in #root, so a phone paints it from the HTML while the scripts are on their way,
//   and the route's own chunks preloaded beside the entry instead of after it has run.
// Only routes whose first screen is the same for every visitor are prerendered: what depends on the
// device (the listings, a member's name, the last known count) comes when the app renders over it.
// `tsx sw/prerender-pages.ts DIR` prerenders into another build's folder (after `vite build --outDir DIR`).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildFirstVisitScript } from './first-visit-script.ts';
import { routeComponentKey, staticChunkFiles, type Manifest } from './route-chunks.ts';
import { EMPTY_ROOT, prerenderedPage, stylesheetFirst } from './shell-html.ts';
import { PRERENDERED_ROUTES, SHELL_PAGE, pageFileFor } from './shell-pages.ts';

const directory = process.argv[2] ?? 'dist';
const renderer = path.resolve('node_modules/.cache/roomradar-prerender');

// A second run over the same build starts from the shell the first one wrote.
let template = await readFile(path.join(directory, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) template = await readFile(path.join(directory, SHELL_PAGE), 'utf8');
if (!template.includes(EMPTY_ROOT))
  throw new Error(`${directory}/index.html has no empty ${EMPTY_ROOT} to prerender into`);
template = stylesheetFirst(template);
await writeFile(path.join(directory, SHELL_PAGE), template);

// The same app, bundled for Node: everything inlined so that browser-first packages load there too.
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: renderer,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    manifest: false,
  },
  ssr: { noExternal: true },
});
const { renderRoute } = (await import(pathToFileURL(path.join(renderer, 'prerender.js')).href)) as {
  renderRoute: (route: string) => Promise<string>;
};

const manifest = JSON.parse(await readFile(path.join(directory, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entryFiles = new Set(staticChunkFiles(manifest, ['index.html']));

/** The route's chunks that the entry does not already bring. */
function routeChunks(route: string): string[] {
  return staticChunkFiles(manifest, [routeComponentKey(route)]).filter((file) => !entryFiles.has(file));
}

// A new device's first results on /listings are asked by a script of their own (src/first-visit.ts).
const earlyScripts: Partial<Record<(typeof PRERENDERED_ROUTES)[number], string>> = {
  '/listings': await buildFirstVisitScript(directory),
};

for (const route of PRERENDERED_ROUTES) {
  await writeFile(
    path.join(directory, pageFileFor(route)),
    prerenderedPage(template, await renderRoute(route), routeChunks(route), { earlyScript: earlyScripts[route] }),
  );
}
await rm(renderer, { recursive: true, force: true });
process.stdout.write(`prerendered: ${PRERENDERED_ROUTES.join(', ')} (other routes get ${SHELL_PAGE})\n`);
