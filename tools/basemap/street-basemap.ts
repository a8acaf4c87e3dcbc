// The street basemap: cut from the shared OpenMapTiles tiles (../shared/data/geo/basemap-omt, README there)
// into public/basemap, with the glyph ranges its labels need and its sprite, and committed, so a clone
// without the shared folder still builds and runs. Run by `npm run basemap` and `npm run build`: it cuts
// again only when the shared file or this cut changed, and otherwise keeps what is committed.
//
// The cut: every tile (the Netherlands at zoom 0 to 10, the Amsterdam box at 11 to 14), less the house
// numbers (30% of the bytes at zoom 13 and 14, drawn by no renter's map) and the mountain peaks, and up to
// zoom 13 with its shapes simplified to half a pixel (simplify-tile.ts: half the points to parse, invisible;
// zoom 14 stays whole, as MapLibre enlarges it up to 18). The first view at Amsterdam zoom 12 reads four
// zoom-12 tiles; no layer of that zoom is dropped. Of each glyph
// range only the glyphs the labels draw are served (the first view's two font files were half its bytes).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_BASEMAP_ASSETS_PATH, DEFAULT_BASEMAP_PATH } from '../../src/domain/constants.ts';
import { BASEMAP_FONTS, SPRITE_NAME } from '../../src/domain/map/basemap-assets.ts';
import { labelSourceLayers } from '../../src/components/map/street-style.ts';
import { codePointsOf, glyphRangesFor, subsetGlyphs } from './glyph-ranges.ts';
import { layerTexts, withoutLayers } from './mvt-layers.ts';
import { readPmtiles } from './pmtiles-reader.ts';
import { writePmtiles, type TileInput } from './pmtiles-writer.ts';
import { simplifyTile } from './simplify-tile.ts';

export const SOURCE_FILE = 'nl-z0-10_amsterdam-z11-14_omt_2021-08-06.pmtiles';
export const DROPPED_LAYERS: ReadonlySet<string> = new Set(['housenumber', 'mountain_peak']);
/** Raised when the cut changes, so the committed file is cut again although the source is the same. */
const CUT_VERSION = 3;
/** The deepest zoom whose shapes are simplified, and to how many pixels of a 512-pixel tile. */
export const SIMPLIFIED_UP_TO_ZOOM = 13;
export const SIMPLIFY_TOLERANCE_PX = 0.5;

/** The shared folder the cut is read from (ROOMRADAR_BASEMAP_SOURCE, else beside the project). */
export function sharedBasemapFolder(projectRoot: string): string {
  return process.env.ROOMRADAR_BASEMAP_SOURCE ?? path.resolve(projectRoot, '../shared/data/geo/basemap-omt');
}

type VectorLayer = { id: string };

/** The cut archive and every text its label layers carry (for the glyph ranges). */
export function cutStreetBasemap(
  source: Uint8Array,
  record: { sourceSha256: string; otherLabelsSha256: string },
): { bytes: Uint8Array; labels: string[] } {
  const { header, metadata, tiles } = readPmtiles(source);
  const labelLayers = new Set(labelSourceLayers());
  const labels = new Set<string>();
  const cut: TileInput[] = tiles.map(({ z, x, y, gzipped }) => {
    const whole = withoutLayers(gunzipSync(gzipped), DROPPED_LAYERS);
    const data = z <= SIMPLIFIED_UP_TO_ZOOM ? simplifyTile(whole, SIMPLIFY_TOLERANCE_PX) : whole;
    for (const [layer, texts] of layerTexts(data))
      if (labelLayers.has(layer)) for (const text of texts) labels.add(text);
    return { z, x, y, data };
  });
  const bytes = writePmtiles(cut, {
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    center: [header.centerLon, header.centerLat, header.centerZoom],
    metadata: {
      ...metadata,
      vector_layers: (metadata.vector_layers as VectorLayer[]).filter((layer) => !DROPPED_LAYERS.has(layer.id)),
      roomradar_cut: {
        source: SOURCE_FILE,
        source_sha256: record.sourceSha256,
        other_labels_sha256: record.otherLabelsSha256,
        version: CUT_VERSION,
        dropped: [...DROPPED_LAYERS],
        simplified: { up_to_zoom: SIMPLIFIED_UP_TO_ZOOM, tolerance_px: SIMPLIFY_TOLERANCE_PX },
      },
    },
  });
  return { bytes, labels: [...labels] };
}

type CutRecord = { source_sha256?: string; version?: number; other_labels_sha256?: string };

function committedCut(file: string): CutRecord | null {
  if (!existsSync(file)) return null;
  return (readPmtiles(readFileSync(file)).metadata.roomradar_cut as CutRecord | undefined) ?? null;
}

/** Copies a file as a new writable one (the shared files are read-only). */
function copy(from: string, to: string): void {
  writeFileSync(to, readFileSync(from));
}

/**
 * Cuts the street basemap again when needed; returns a line saying what it did. `otherLabels`: texts the
 * style draws from elsewhere (the area outlines' names), whose glyphs are served too.
 */
export function updateStreetBasemap(projectRoot: string, otherLabels: readonly string[]): string {
  const publicFolder = path.join(projectRoot, 'public');
  const target = path.join(publicFolder, DEFAULT_BASEMAP_PATH);
  const shared = sharedBasemapFolder(projectRoot);
  const sourceFile = path.join(shared, SOURCE_FILE);
  if (!existsSync(sourceFile)) {
    if (!existsSync(target)) throw new Error(`No street basemap: neither ${sourceFile} nor the committed ${target}`);
    return `street basemap: ${path.relative(projectRoot, target)} as committed (no shared tiles at ${shared})`;
  }
  const source = readFileSync(sourceFile);
  const sourceSha256 = createHash('sha256').update(source).digest('hex');
  const labelsSha256 = createHash('sha256').update(JSON.stringify(otherLabels)).digest('hex');
  const committed = committedCut(target);
  if (
    committed?.source_sha256 === sourceSha256 &&
    committed.version === CUT_VERSION &&
    committed.other_labels_sha256 === labelsSha256
  )
    return `street basemap: ${path.relative(projectRoot, target)} is up to date`;
  const { bytes, labels } = cutStreetBasemap(source, { sourceSha256, otherLabelsSha256: labelsSha256 });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  const drawn = [...labels, ...otherLabels];
  const ranges = glyphRangesFor(drawn);
  const codePoints = codePointsOf(drawn);
  const fonts = path.join(publicFolder, DEFAULT_BASEMAP_ASSETS_PATH, 'fonts');
  rmSync(fonts, { recursive: true, force: true });
  for (const font of BASEMAP_FONTS) {
    mkdirSync(path.join(fonts, font), { recursive: true });
    for (const range of ranges) {
      const glyphs = readFileSync(path.join(shared, 'fonts', font, `${range}.pbf`));
      writeFileSync(path.join(fonts, font, `${range}.pbf`), subsetGlyphs(glyphs, codePoints));
    }
  }
  copy(path.join(shared, 'fonts/OFL.txt'), path.join(fonts, 'OFL.txt'));
  const sprites = path.join(publicFolder, DEFAULT_BASEMAP_ASSETS_PATH, SPRITE_NAME);
  mkdirSync(path.dirname(sprites), { recursive: true });
  for (const suffix of ['.json', '.png', '@2x.json', '@2x.png'])
    copy(path.join(shared, 'sprites', `light${suffix}`), `${sprites}${suffix}`);
  return `street basemap: ${path.relative(projectRoot, target)}, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, glyph ranges ${ranges.join(', ')}`;
}
