// Finds the places a post names: the project's gazetteer (the cities people post about, their areas under the
// names renters use, well-known streets) and every other Dutch place of residence. The text is read once, word by
// word: at each word the longest name starting there is looked up (so "Diemen Zuid" wins over "Diemen"), its
// words joined only by spaces or hyphens, as in the names themselves.
import { DUTCH_PLACES } from './dutch-places-data.ts';
import { AREAS, CITIES, PLACE_NAMES_NEVER_MATCHED, PLACE_NAMES_THAT_ARE_WORDS, STREETS } from './gazetteer-data.ts';

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

type Entry = {
  places: Place[];
  /**
   * Which of the name's words must be written with a capital, or null for none: the name is also an ordinary
   * word ("West", "Sloten", "de Wijk") or a small place.
   */
  capitals: boolean[] | null;
  /** Only after a word that introduces a place, or a postcode: the name is a common word ("Houten", "Best"). */
  needsIntroduction: boolean;
  /** A small place's one-word name is also taken in lower case right after "in", "te", "hartje" or "centrum". */
  isIntroducedInLowerCase: boolean;
};

type Index = { entries: Map<string, Entry>; longestFrom: Map<string, number>; cityByName: Map<string, Place> };

function aliasKey(alias: string): string {
  return alias
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/&/g, ' en ')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function buildIndex(): Index {
  const entries = new Map<string, Entry>();
  const cityByName = new Map<string, Place>();
  const ordinaryWords = new Set(PLACE_NAMES_THAT_ARE_WORDS.map(aliasKey));
  const add = (rawAlias: string, place: Place) => {
    const alias = rawAlias.replace(/^\^/, '');
    const key = aliasKey(alias);
    const isWord = ordinaryWords.has(key);
    const capitals =
      rawAlias.startsWith('^') || isWord ? alias.split(/[\s-]+/).map((word) => /^\p{Lu}/u.test(word)) : null;
    const entry = entries.get(key) ?? {
      places: [],
      capitals,
      needsIntroduction: isWord,
      isIntroducedInLowerCase: !isWord && place.kind === 'city' && !/[\s-]/.test(alias),
    };
    if (!entry.places.some((existing) => existing.city === place.city && existing.name === place.name))
      entry.places.push(place);
    // A name that is also written freely for another place ("centrum") needs no capital.
    if (capitals === null) entry.capitals = null;
    entries.set(key, entry);
  };
  /** "Koog aan de Zaan" is also written "Koog a/d Zaan". */
  const addWithShortForms = (name: string, place: Place) => {
    add(name, place);
    if (/ aan den? /i.test(name)) add(name.replace(/ aan den? /i, ' a/d '), place);
  };
  for (const [name, latitude, longitude, aliases] of CITIES) {
    const city: Place = { kind: 'city', name, city: name, level: 0, latitude, longitude, namesCity: true };
    cityByName.set(name, city);
    for (const alias of [name, ...aliases]) addWithShortForms(alias, city);
  }
  for (const [cityName, areas] of Object.entries(AREAS)) {
    for (const [name, level, latitude, longitude, aliases] of areas) {
      const aliasList =
        aliases.length > 0 &&
        aliases.some((alias) => alias.startsWith('^') && aliasKey(alias.slice(1)) === aliasKey(name))
          ? aliases
          : [name, ...aliases];
      for (const alias of aliasList) {
        const namesCity = aliasKey(alias.replace(/^\^/, '')).startsWith(aliasKey(cityName));
        add(alias, { kind: 'area', name, city: cityName, level, latitude, longitude, namesCity });
      }
    }
  }
  for (const [name, city, area, latitude, longitude] of STREETS) {
    add(name, { kind: 'street', name, city, level: 4, latitude, longitude, area, namesCity: false });
  }
  // The rest of the country's places, where the names above do not already claim the words: only written with
  // a capital, and those that are also ordinary words only where the text introduces a place.
  const neverMatched = new Set(PLACE_NAMES_NEVER_MATCHED.map(aliasKey));
  for (const [name, latitude, longitude] of DUTCH_PLACES) {
    const key = aliasKey(name);
    if (entries.has(key) || neverMatched.has(key)) continue;
    const city: Place = { kind: 'city', name, city: name, level: 0, latitude, longitude, namesCity: true };
    cityByName.set(name, city);
    addWithShortForms(`^${name}`, city);
  }
  const longestFrom = new Map<string, number>();
  for (const key of entries.keys()) {
    const words = key.split(' ');
    const first = words[0] as string;
    longestFrom.set(first, Math.max(longestFrom.get(first) ?? 0, words.length));
  }
  return { entries, longestFrom, cityByName };
}

let index: Index | null = null;

function gazetteerIndex(): Index {
  index ??= buildIndex();
  return index;
}

type Word = { text: string; start: number; end: number };

// Words as names are written: letters and digits with inner apostrophes ("a'dam"), "'s" and "'t" as in
// "'s-Hertogenbosch", "a/d" for "aan de", and "&" for "en".
const WORD = /'[st](?![\p{L}\p{N}])|a\/d(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*|&/gu;
const JOINER = /^[\s-]+$/;
// "te" is no introduction in lower case: "op te bergen" (to store away).
const INTRODUCES_PLACE_CLOSELY = /\b(?:in|hartje|centrum(?:[ \t]+van)?|gemeente|\d{4} ?[a-z]{2})[ \t]+$/;
const INTRODUCES_PLACE =
  /(?:\b(?:in|te)[ \t]+(?:het|de)[ \t]+[a-z]+e[ \t]+|\b(?:in|te|at|near|nabij|bij|omgeving|regio|region|gemeente|municipality|centrum|center|centre|dorp|village|town|plaats|woonplaats|locatie|location)[ \t]+(?:van[ \t]+|of[ \t]+)?|\b\d{4} ?[a-z]{2}[ \t]*,?[ \t]*)$/;

function wordsOf(folded: string): Word[] {
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(folded); match !== null; match = WORD.exec(folded)) {
    words.push({ text: match[0] === '&' ? 'en' : match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

const isUpperCase = (letter: string) => letter !== letter.toLowerCase();

/** Capitals where the name has them (a common-word name in Title case, not shouted), and the introduction. */
function isWrittenAsPlace(entry: Entry, original: string, folded: string, words: readonly Word[]): boolean {
  const first = words[0] as Word;
  if (entry.capitals) {
    const isIntroducedClosely =
      entry.isIntroducedInLowerCase &&
      INTRODUCES_PLACE_CLOSELY.test(folded.slice(Math.max(0, first.start - 16), first.start));
    for (const [position, word] of words.entries()) {
      if (entry.capitals[position] && !isUpperCase(original[word.start] ?? '') && !isIntroducedClosely) return false;
    }
    if (entry.needsIntroduction && words.every((word) => isUpperCase(original[word.end - 1] ?? ''))) return false;
  }
  return !entry.needsIntroduction || INTRODUCES_PLACE.test(folded.slice(Math.max(0, first.start - 24), first.start));
}

/** Every place named in the text, in order; `folded` is foldText(original), index for index. */
export function findPlaces(original: string, folded: string): PlaceMention[] {
  const { entries, longestFrom } = gazetteerIndex();
  const words = wordsOf(folded);
  const mentions: PlaceMention[] = [];
  for (let position = 0; position < words.length;) {
    const first = words[position] as Word;
    const longest = longestFrom.get(first.text) ?? 0;
    let best: { entry: Entry; count: number; end: number } | null = null;
    let key = '';
    for (let count = 1; count <= longest && position + count <= words.length; count += 1) {
      const word = words[position + count - 1] as Word;
      if (count > 1 && !JOINER.test(folded.slice((words[position + count - 2] as Word).end, word.start))) break;
      key = count === 1 ? word.text : `${key} ${word.text}`;
      const entry = entries.get(key);
      if (entry && isWrittenAsPlace(entry, original, folded, words.slice(position, position + count)))
        best = { entry, count, end: word.end };
    }
    if (best)
      for (const place of best.entry.places)
        mentions.push({ place, index: first.start, length: best.end - first.start });
    position += best?.count ?? 1;
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
