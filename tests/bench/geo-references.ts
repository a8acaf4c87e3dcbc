// Reference points for scoring geocoding, independent of the project's own gazetteer: the shared geodata when
// it is beside the project (City of Amsterdam areas with aliases, Dutch place centroids), else points the
// labeled file carries itself (`expected.latitude`/`longitude`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReferencePoint, References } from './extract-accuracy.ts';

/** A place name as both sides write it: lower case, no accents, one kind of apostrophe, hyphens as spaces. */
export const foldPlaceName = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\s-]+/g, ' ')
    .trim();

export function loadReferences(geoDirectory: string): References | null {
  const areasFile = path.join(geoDirectory, 'amsterdam_gazetteer.json');
  const placesFile = path.join(geoDirectory, 'woonplaatsen_centroids.csv');
  const citiesFile = path.join(geoDirectory, 'key_cities.csv');
  if (!existsSync(areasFile) || !existsSync(placesFile)) return null;
  const areas = new Map<string, ReferencePoint>();
  for (const area of JSON.parse(readFileSync(areasFile, 'utf8')) as Array<{
    name: string;
    aliases?: string[];
    lat: number;
    lon: number;
  }>) {
    for (const name of [area.name, ...(area.aliases ?? [])])
      if (!areas.has(foldPlaceName(name))) areas.set(foldPlaceName(name), { latitude: area.lat, longitude: area.lon });
  }
  const places = new Map<string, ReferencePoint>();
  const readCsv = (file: string, nameColumn: string) => {
    const [header, ...rows] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    const columns = (header ?? '').split(',');
    for (const row of rows) {
      const cells = row.split(',');
      const value = (column: string) => cells[columns.indexOf(column)] ?? '';
      places.set(foldPlaceName(value(nameColumn)), { latitude: Number(value('lat')), longitude: Number(value('lon')) });
    }
  };
  readCsv(placesFile, 'woonplaats');
  if (existsSync(citiesFile)) readCsv(citiesFile, 'name');
  const cityAliases: Record<string, string> = {
    'den haag': "'s gravenhage",
    'the hague': "'s gravenhage",
    'den bosch': "'s hertogenbosch",
  };
  return {
    neighbourhood: (city, name) => (city === 'Amsterdam' ? (areas.get(foldPlaceName(name)) ?? null) : null),
    city: (name) => places.get(foldPlaceName(name)) ?? places.get(cityAliases[foldPlaceName(name)] ?? '') ?? null,
  };
}
