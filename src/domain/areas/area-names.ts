// Amsterdam's districts (stadsdelen) and neighbourhoods (wijken) by name, for the area picker and the filter
// chips: the names of the 2015 outlines (amsterdam-area-names.json, written by `npm run outlines` beside the
// outlines themselves, 3 KB), found by a search that ignores case, accents and hyphens, in Dutch or English
// ("South" finds Zuid, "De Pijp" finds Oude and Nieuwe Pijp).
import catalogue from './amsterdam-area-names.json';
import { parseAreas, type AreasResult, type StadsdeelArea, type WijkArea } from './area.ts';

export type NamedArea = {
  /** 'wijk:3630424', 'stadsdeel:K': as the map's outlines are keyed. */
  key: string;
  area: WijkArea | StadsdeelArea;
  name: string;
  /** A neighbourhood's district code; a district's own. */
  district: string;
};

type Catalogue = { wijken: Array<[number, string, string]>; stadsdelen: Array<[string, string]> };
const { wijken, stadsdelen } = catalogue as Catalogue;

/** The water of the IJmeer has an id but no one lives there: it is not offered. */
const NOT_OFFERED = new Set([3639997]);

/** English names of the districts and names renters use for groups of neighbourhoods (search words only). */
const DISTRICT_ALIASES: Record<string, string[]> = {
  A: ['Centre', 'Center', 'City centre', 'Binnenstad'],
  B: ['Port', 'Harbour'],
  E: ['West'],
  F: ['New West', 'Nieuw West'],
  K: ['South', 'Oud-Zuid', 'Old South'],
  M: ['East'],
  N: ['North'],
  T: ['Southeast', 'South East', 'Bijlmer'],
};
const WIJK_ALIASES: Record<number, string[]> = {
  3630424: ['De Pijp', 'Pijp'],
  3630425: ['De Pijp', 'Pijp'],
  3630002: ['Canal ring', 'Canals', 'Grachtengordel'],
  3630003: ['Canal ring', 'Canals', 'Grachtengordel'],
  3630000: ['Red light district', 'Wallen', 'De Wallen'],
  3630218: ['Oud-West', 'Old West'],
  3630219: ['Oud-West', 'Old West'],
  3630220: ['Oud-West', 'Old West'],
  3630222: ['Oud-West', 'Old West', 'Vondelpark'],
  3630446: ['Oud-Zuid', 'Old South', 'Vondelpark'],
  3630447: ['Oud-Zuid', 'Old South', 'Museum quarter'],
  3630535: ['IJburg'],
  3630551: ['IJburg'],
  3630574: ['IJburg'],
  3630459: ['Zuidas', 'WTC'],
  3630793: ['Bijlmer'],
  3630794: ['Bijlmer'],
};

const districts: NamedArea[] = stadsdelen.map(([code, name]): NamedArea => ({
  key: `stadsdeel:${code}`,
  area: { kind: 'stadsdeel', code },
  name,
  district: code,
}));
const neighbourhoods: NamedArea[] = wijken
  .filter(([id]) => !NOT_OFFERED.has(id))
  .map(([id, name, district]): NamedArea => ({ key: `wijk:${id}`, area: { kind: 'wijk', id }, name, district }))
  .sort((a, b) => a.name.localeCompare(b.name, 'nl'));

/** Every district, then every neighbourhood by name. */
export const NAMED_AREAS: readonly NamedArea[] = [...districts, ...neighbourhoods];

const byKey = new Map([...districts, ...neighbourhoods].map((named) => [named.key, named]));
/** A neighbourhood's or district's name, also of one not offered, or null for one that does not exist. */
export function nameOfArea(area: WijkArea | StadsdeelArea): string | null {
  if (area.kind === 'wijk') return wijken.find(([id]) => id === area.id)?.[1] ?? null;
  return byKey.get(`stadsdeel:${area.code.toUpperCase()}`)?.name ?? null;
}

export const areaKey = (area: WijkArea | StadsdeelArea): string =>
  area.kind === 'wijk' ? `wijk:${area.id}` : `stadsdeel:${area.code.toUpperCase()}`;

/** Lower case, without accents, hyphens and slashes as spaces: how names are compared. */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-/,().]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordsOf = (named: NamedArea): string[] => {
  const aliases =
    named.area.kind === 'wijk' ? (WIJK_ALIASES[named.area.id] ?? []) : (DISTRICT_ALIASES[named.district] ?? []);
  return [named.name, ...aliases].map(searchKey);
};
const searchable = NAMED_AREAS.map((named) => ({ named, names: wordsOf(named) }));

/**
 * The districts and neighbourhoods a search finds: each word typed starts a word of the name or of one of its
 * aliases. An empty search finds them all.
 */
export function searchNamedAreas(query: string): NamedArea[] {
  const typed = searchKey(query).split(' ').filter(Boolean);
  if (typed.length === 0) return [...NAMED_AREAS];
  return searchable
    .filter(({ names }) =>
      names.some((name) => {
        const words = name.split(' ');
        return typed.every((part) => words.some((word) => word.startsWith(part)) || name.startsWith(typed.join(' ')));
      }),
    )
    .map(({ named }) => named);
}

/**
 * Areas read strictly from outside the app (a link, a saved alert), each neighbourhood and district checked
 * against the names of the outlines (the same ids): an unknown one is a problem, as the server says it.
 */
export function parseKnownAreas(raw: unknown): AreasResult {
  const read = parseAreas(raw);
  if (!read.ok) return read;
  for (const [index, area] of read.value.entries())
    if ((area.kind === 'wijk' || area.kind === 'stadsdeel') && nameOfArea(area) === null)
      return {
        ok: false,
        problem: `area ${index + 1}: no Amsterdam ${area.kind === 'wijk' ? `wijk with id ${area.id}` : `stadsdeel with code ${JSON.stringify(area.code)}`}`,
      };
  return read;
}
