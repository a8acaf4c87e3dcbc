// Where the dwelling is: its city (which may differ from the group's), the most specific area named, and a point
// with the precision reached. Places named as a destination ("15 min to Amsterdam Centraal"), stations and the
// places people move away to are not where the room is.
import { cityNamed, findPlaces, type Place, type PlaceMention } from './gazetteer.ts';

export type GeocodePrecision = 'street' | 'neighbourhood' | 'city';

export type PlaceResult = {
  city: string | null;
  neighbourhood: string | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
  precision: GeocodePrecision | null;
};

const STATION_AFTER = /^[\s-]*(?:centraal|central|cs\b|station|zuid station|airport|schiphol)/;
const STATION_BEFORE = /(?:station|stn\.?|metro(?:station)?|tram(?:halte)?|bus(?:halte)?|halte)\s*$/;
const TRAVEL_BEFORE = /(?:\b(?:to|towards|from|naar|richting|near|bij|nabij|close to|vlakbij)\s+(?:the\s+|het\s+|de\s+)?(?:centre of\s+|center of\s+|centrum van\s+)?$)|(?:\b(?:moving|moved|move|going|gaan?|ga|verhuis\w*|relocating|working|werk\w*|living|woon\w*|live|wonen|studying|travel\w*|back)\b[^.!?\n]{0,25}\b(?:to|in|naar)\s+$)/;
const ORIGIN_BEFORE = /\b(?:from|uit)\s+$/;
const PREPOSITION_BEFORE = /\b(?:in|te|at|op)\s+(?:the\s+|het\s+|de\s+)?$/;

function isExcluded(folded: string, mention: PlaceMention): boolean {
  const before = folded.slice(Math.max(0, mention.index - 40), mention.index);
  const after = folded.slice(mention.index + mention.length, mention.index + mention.length + 16);
  if (STATION_AFTER.test(after) || STATION_BEFORE.test(before)) return true;
  if (mention.place.kind === 'city' || mention.place.namesCity) {
    if (TRAVEL_BEFORE.test(before) || ORIGIN_BEFORE.test(before)) return true;
  }
  return false;
}

/** Whether an area name exists in more than one city ("Centrum", "Oost", "Rivierenbuurt"). */
function isAmbiguous(mentions: readonly PlaceMention[], mention: PlaceMention): boolean {
  return mentions.some((other) => other.index === mention.index && other.place.city !== mention.place.city);
}

function chooseCity(folded: string, mentions: readonly PlaceMention[], groupCity: string | null): string | null {
  const scores = new Map<string, { score: number; first: number }>();
  const credit = (city: string, points: number, at: number) => {
    const entry = scores.get(city) ?? { score: 0, first: at };
    entry.score += points;
    entry.first = Math.min(entry.first, at);
    scores.set(city, entry);
  };
  for (const mention of mentions) {
    const { place } = mention;
    const before = folded.slice(Math.max(0, mention.index - 12), mention.index);
    const withPreposition = PREPOSITION_BEFORE.test(before) ? 1 : 0;
    if (place.kind === 'city') credit(place.city, 1 + withPreposition, mention.index);
    else if (!isAmbiguous(mentions, mention)) credit(place.city, place.namesCity ? 3 + withPreposition : 3, mention.index);
  }
  let best: { city: string; score: number; first: number } | null = null;
  for (const [city, { score, first }] of scores) {
    if (!best || score > best.score || (score === best.score && first < best.first)) best = { city, score, first };
  }
  if (best) return best.city;
  // Only ambiguous area names ("Centrum", "Oost"): they are the group's city's, when it has them.
  const groupHasIt = mentions.find((mention) => mention.place.kind === 'area' && mention.place.city === groupCity);
  return groupHasIt ? groupCity : null;
}

function mostSpecific(mentions: readonly PlaceMention[], kind: Place['kind'], city: string): PlaceMention | null {
  let best: PlaceMention | null = null;
  for (const mention of mentions) {
    if (mention.place.kind !== kind || mention.place.city !== city) continue;
    if (!best || mention.place.level > best.place.level) best = mention;
  }
  return best;
}

/** Resolves the dwelling's place; `groupCity` is the city of the group it was posted in. */
export function resolvePlace(text: string, folded: string, groupCity: string | null): PlaceResult {
  const all = findPlaces(text, folded);
  const mentions = all.filter((mention) => !isExcluded(folded, mention));
  const groupCityName = groupCity ? (cityNamed(groupCity)?.name ?? groupCity) : null;
  const city = chooseCity(folded, mentions, groupCityName);
  if (city === null) return { city: null, neighbourhood: null, street: null, latitude: null, longitude: null, precision: null };
  const area = mostSpecific(mentions, 'area', city);
  const street = mostSpecific(mentions, 'street', city);
  const cityPlace = cityNamed(city);
  const neighbourhood = area?.place.name ?? street?.place.area ?? null;
  if (street) {
    return { city, neighbourhood, street: street.place.name, latitude: street.place.latitude, longitude: street.place.longitude, precision: 'street' };
  }
  if (area) {
    return { city, neighbourhood, street: null, latitude: area.place.latitude, longitude: area.place.longitude, precision: 'neighbourhood' };
  }
  return { city, neighbourhood: null, street: null, latitude: cityPlace?.latitude ?? null, longitude: cityPlace?.longitude ?? null, precision: cityPlace ? 'city' : null };
}

/** The group's city as a fallback point for a post that names no place (precision 'city'). */
export function groupCityPoint(groupCity: string | null): { latitude: number; longitude: number } | null {
  const place = groupCity ? cityNamed(groupCity) : null;
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
