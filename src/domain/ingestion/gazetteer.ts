// Finds the places a post names: one pass of a single regular expression over the folded text, built once
// from the gazetteer's names and aliases (longest first, so "Diemen Zuid" wins over "Diemen").
import { AREAS, CITIES, STREETS } from './gazetteer-data.ts';

export type PlaceKind = 'city' | 'area' | 'street';

export type Place = {
  kind: PlaceKind;
  name: string;
  city: string;
  /** 0 for a city, 1 district, 2 neighbourhood, 3 smaller area; streets name their area. */
  level: number;
  latitude: number;
  longitude: number;
  /** For streets: the area the street lies in. */
  area?: string;
  /** The alias itself names the city ("Amsterdam Oost"). */
  namesCity: boolean;
};

export type PlaceMention = { place: Place; index: number; length: number };

type Entry = { places: Place[]; needsCapital: boolean };

function aliasKey(alias: string): string {
  return alias
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/&/g, 'en')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function escapeForRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildIndex(): { entries: Map<string, Entry>; pattern: RegExp; cityByName: Map<string, Place> } {
  const entries = new Map<string, Entry>();
  const cityByName = new Map<string, Place>();
  const add = (rawAlias: string, place: Place) => {
    const needsCapital = rawAlias.startsWith('^');
    const key = aliasKey(needsCapital ? rawAlias.slice(1) : rawAlias);
    const entry = entries.get(key) ?? { places: [], needsCapital };
    if (!entry.places.some((existing) => existing.city === place.city && existing.name === place.name)) entry.places.push(place);
    entry.needsCapital = entry.needsCapital && needsCapital;
    entries.set(key, entry);
  };
  for (const [name, latitude, longitude, aliases] of CITIES) {
    const city: Place = { kind: 'city', name, city: name, level: 0, latitude, longitude, namesCity: true };
    cityByName.set(name, city);
    for (const alias of [name, ...aliases]) add(alias, city);
  }
  for (const [cityName, areas] of Object.entries(AREAS)) {
    for (const [name, level, latitude, longitude, aliases] of areas) {
      const aliasList = aliases.length > 0 && aliases.some((alias) => alias.startsWith('^') && aliasKey(alias.slice(1)) === aliasKey(name)) ? aliases : [name, ...aliases];
      for (const alias of aliasList) {
        const namesCity = aliasKey(alias.replace(/^\^/, '')).startsWith(aliasKey(cityName));
        add(alias, { kind: 'area', name, city: cityName, level, latitude, longitude, namesCity });
      }
    }
  }
  for (const [name, city, area, latitude, longitude] of STREETS) {
    add(name, { kind: 'street', name, city, level: 4, latitude, longitude, area, namesCity: false });
  }
  const alternatives = [...entries.keys()]
    .sort((left, right) => right.length - left.length)
    .map((key) => key.split(' ').map(escapeForRegex).join('[\\s-]+').replace(/\ben\b/g, '(?:en|&)'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return { entries, pattern, cityByName };
}

let index: ReturnType<typeof buildIndex> | null = null;

function gazetteerIndex(): ReturnType<typeof buildIndex> {
  index ??= buildIndex();
  return index;
}

/** Every place named in the text, in order; `folded` is foldText(original), index for index. */
export function findPlaces(original: string, folded: string): PlaceMention[] {
  const { entries, pattern } = gazetteerIndex();
  const mentions: PlaceMention[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const entry = entries.get(aliasKey(match[0]));
    if (!entry) continue;
    const first = original[match.index] ?? '';
    if (entry.needsCapital && first === first.toLowerCase()) continue;
    for (const place of entry.places) mentions.push({ place, index: match.index, length: match[0].length });
  }
  return mentions;
}

/** The gazetteer's entry for a city, by its name or an alias. */
export function cityNamed(name: string): Place | null {
  const { entries, cityByName } = gazetteerIndex();
  const direct = cityByName.get(name);
  if (direct) return direct;
  return entries.get(aliasKey(name))?.places.find((place) => place.kind === 'city') ?? null;
}

/** The named area of a city, for tests and for the demo corpus' own checks. */
export function areaNamed(city: string, name: string): Place | null {
  const { entries } = gazetteerIndex();
  return entries.get(aliasKey(name))?.places.find((place) => place.kind === 'area' && place.city === city) ?? null;
}
