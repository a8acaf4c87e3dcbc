// A small stand-in for `dist/` for the suites that run before `npm run build` (npm test builds after the unit
// and security suites): the three pages, a script, a service worker, the manifest and a basemap file, so
// the static server has something of every kind to serve.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_BASEMAP_PATH, LAND_BASEMAP_PATH } from '../../src/domain/constants.ts';

const PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div><script type="module" src="/assets/index-fixture.js"></script></body></html>\n`;

/** Writes the stand-in build into a new temporary folder; returns the folder. */
export async function fixtureBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'roomradar-dist-'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, 'basemap'));
  const files: Record<string, string | Buffer> = {
    'index.html': PAGE('RoomRadar: find a room in Amsterdam'),
    'listings.html': PAGE('RoomRadar · Listings'),
    'shell.html': PAGE('RoomRadar'),
    'assets/index-fixture.js': `console.log(${JSON.stringify('x'.repeat(4096))});\n`,
    'sw.js': 'self.addEventListener("fetch", () => undefined);\n',
    'manifest.webmanifest': '{"name":"RoomRadar","start_url":"/"}\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    // Only their bytes matter here: readers ask for ranges of them (the street map and the land beneath it).
    [DEFAULT_BASEMAP_PATH.slice(1)]: Buffer.alloc(16 * 1024, 7),
    [LAND_BASEMAP_PATH.slice(1)]: Buffer.alloc(16 * 1024, 7),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(root, name), content);
  return root;
}
