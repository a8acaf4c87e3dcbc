// `npm run outlines`: regenerates src/domain/areas/amsterdam-outlines.json (Amsterdam's neighbourhoods, the
// wijken, and its districts, the stadsdelen, as the area filter reads them) from the 2015 outlines in
// ../shared/data/geo. The app and the query command read the generated file, never ../shared.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutlineCatalogue, Outline } from '../../src/domain/areas/area-outlines.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const geo = path.resolve(root, '../shared/data/geo');
const output = path.join(root, 'src/domain/areas/amsterdam-outlines.json');
// The names alone (3 KB, not 700): what the area picker and the filter chips show, without the outlines.
const namesOutput = path.join(root, 'src/domain/areas/amsterdam-area-names.json');

type Feature = {
  properties: Record<string, string | number>;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
};

const featuresOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(geo, file), 'utf8')) as { features: Feature[] }).features;
const partsOf = (feature: Feature) =>
  (feature.geometry.type === 'Polygon'
    ? [feature.geometry.coordinates]
    : feature.geometry.coordinates) as Outline['parts'];

const catalogue: OutlineCatalogue = {
  source: 'Gemeente Amsterdam, wijken and stadsdelen 2015 (../shared/data/geo)',
  wijken: featuresOf('amsterdam_wijken_2015.geojson').map((feature) => ({
    id: Number(feature.properties.wijk_id),
    name: String(feature.properties.wijk),
    district: String(feature.properties.stadsdeel_code),
    parts: partsOf(feature),
  })),
  stadsdelen: featuresOf('amsterdam_stadsdelen_2015_dissolved.geojson').map((feature) => ({
    code: String(feature.properties.stadsdeel_code),
    name: String(feature.properties.stadsdeel),
    parts: partsOf(feature),
  })),
};
writeFileSync(output, `${JSON.stringify(catalogue)}\n`);
const names = {
  wijken: catalogue.wijken.map(({ id, name, district }) => [id, name, district]),
  stadsdelen: catalogue.stadsdelen.map(({ code, name }) => [code, name]),
};
writeFileSync(namesOutput, `${JSON.stringify(names)}\n`);
process.stdout.write(
  `wrote ${path.relative(root, output)}: ${catalogue.wijken.length} wijken, ${catalogue.stadsdelen.length} stadsdelen\n`,
);
