// Builds the shell's pages after `vite build`, before the service worker (which precaches them):
// - dist/shell.html: Vite's index.html as it is, with an empty #root, answering every route that has no
//   page of its own (a member's pages, a listing, the 404 page);
// - a page per prerendered route and language (dist/index.html for /, dist/listings.html for /listings,
//   index.nl.html and listings.nl.html in Dutch) with the route's first screen already in #root, so a phone paints it from the HTML while the scripts are on their way,
//   and the route's own chunks preloaded beside the entry instead of after it has run.
// Only routes whose first screen is the same for every visitor are prerendered: what depends on the
// device (the listings, a member's name, the last known count) comes when the app renders over it.
// `tsx sw/prerender-pages.ts DIR` prerenders into another build's folder (after `vite build --outDir DIR`).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildFirstVisitScript } from './first-visit-script.ts';
import { catalogueKey, routeComponentKey, staticChunkFiles, type Manifest } from './route-chunks.ts';
import { LANGUAGES, type Language } from '../src/i18n/language.ts';
import { EMPTY_ROOT, prerenderedPage, stylesheetFirst } from './shell-html.ts';
import { PRERENDERED_ROUTES, RENDERER_DIR, SHELL_PAGE, pageFileFor } from './shell-pages.ts';

const directory = process.argv[2] ?? 'dist';
// Kept beside the build: the local server draws /listings with its first answer with it (RENDERER_DIR).
const renderer = path.join(path.resolve(directory), RENDERER_DIR);

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
  renderRoute: (route: string, language: Language) => Promise<string>;
};

const manifest = JSON.parse(await readFile(path.join(directory, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entryFiles = new Set(staticChunkFiles(manifest, ['index.html']));

/** The route's chunks that the entry does not already bring, and the page language's catalogue. */
function routeChunks(route: string, language: Language): string[] {
  return staticChunkFiles(manifest, [routeComponentKey(route), catalogueKey(language)]).filter(
    (file) => !entryFiles.has(file),
  );
}

// A new device's first results on /listings are asked by a script of their own (src/first-visit.ts).
const earlyScripts: Partial<Record<(typeof PRERENDERED_ROUTES)[number], string>> = {
  '/listings': await buildFirstVisitScript(directory),
};

const written: string[] = [];
for (const language of LANGUAGES) {
  for (const route of PRERENDERED_ROUTES) {
    const file = pageFileFor(route, language);
    const page = prerenderedPage(template, await renderRoute(route, language), routeChunks(route, language), {
      earlyScript: earlyScripts[route],
      language,
    });
    await writeFile(path.join(directory, file), page);
    written.push(file);
  }
}
process.stdout.write(`prerendered: ${written.join(', ')} (other routes get ${SHELL_PAGE})\n`);
