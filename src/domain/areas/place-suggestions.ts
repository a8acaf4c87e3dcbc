// The places 'near a place' suggests as the member types: stations, universities and hospitals
// (landmarks.ts), then the project's gazetteer (the cities posts name, their areas under the names renters
// use, well-known streets). Dutch or English spelling, without regard to case, accents or hyphens:
// 'centraal', 'Central Station', 'uva', 'de pijp', 'ferdinand bol'. Loaded with the area picker only. The
// ingestion's list of every Dutch place of residence (82 KB) is left out: the service worker precaches every
// script, and those villages would cost every device a fifth of the room left in its budget.
import { AREAS, CITIES, STREETS } from '../ingestion/gazetteer-data.ts';
import { searchKey } from './area-names.ts';
import { LANDMARKS } from './landmarks.ts';

export type PlaceSuggestion = {
  /** What the chip says: 'Within 3 km of {name}'. */
  name: string;
  /** Where it is, beside the name in the list ('De Pijp, Amsterdam'), or null for a city. */
  detail: string | null;
  /** [longitude, latitude] */
  center: [number, number];
};

type Entry = { suggestion: PlaceSuggestion; keys: string[]; rank: number };

let entries: Entry[] | null = null;

function allEntries(): Entry[] {
  if (entries) return entries;
  const list: Entry[] = [];
  const add = (
    name: string,
    detail: string | null,
    latitude: number,
    longitude: number,
    aliases: readonly string[],
    rank: number,
  ) =>
    list.push({
      suggestion: { name, detail, center: [longitude, latitude] },
      keys: [name, ...aliases].map((alias) => searchKey(alias.replace(/^\^/, ''))),
      rank,
    });
  for (const [name, latitude, longitude, aliases] of LANDMARKS) add(name, null, latitude, longitude, aliases, 0);
  for (const [name, latitude, longitude, aliases] of CITIES) add(name, null, latitude, longitude, aliases, 1);
  for (const [city, areas] of Object.entries(AREAS))
    for (const [name, , latitude, longitude, aliases] of areas) add(name, city, latitude, longitude, aliases, 2);
  for (const [name, city, area, latitude, longitude] of STREETS)
    add(name, `${area}, ${city}`, latitude, longitude, [], 3);
  entries = list;
  return list;
}

/**
 * How well a key answers what was typed, best first: 0 it is the key ('VU'), 1 the key starts with it, 2 each
 * typed word starts a word of the key; null for no fit.
 */
function fit(key: string, typed: string, words: string[]): number | null {
  if (key === typed) return 0;
  if (key.startsWith(typed)) return 1;
  const keyWords = key.split(' ');
  return words.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word))) ? 2 : null;
}

/** At most `limit` places for what was typed, the best first; nothing for fewer than 2 letters. */
export function suggestPlaces(typed: string, limit = 8): PlaceSuggestion[] {
  const query = searchKey(typed);
  if (query.length < 2) return [];
  const words = query.split(' ');
  const found: Array<{ entry: Entry; score: number }> = [];
  for (const entry of allEntries()) {
    let best: number | null = null;
    for (const key of entry.keys) {
      const score = fit(key, query, words);
      if (score !== null && (best === null || score < best)) best = score;
    }
    if (best !== null) found.push({ entry, score: best * 10 + entry.rank });
  }
  found.sort((a, b) => a.score - b.score || a.entry.suggestion.name.localeCompare(b.entry.suggestion.name, 'nl'));
  const seen = new Set<string>();
  const result: PlaceSuggestion[] = [];
  for (const { entry } of found) {
    const key = `${entry.suggestion.name}|${entry.suggestion.detail ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(entry.suggestion);
    if (result.length === limit) break;
  }
  return result;
}
