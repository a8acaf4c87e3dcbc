// Where the dwelling is: its city (which may differ from the group's), the most specific area named, and a point
// with the precision reached. Every place the post names is weighed by how it is named: in the headline, after
// "in" or a postcode, as a station or a landmark nearby, or as a destination ("15 min to Amsterdam Centraal",
// "richting Utrecht"), which is not where the room is. The city with the most weight wins, the earliest on a tie.
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

type Weighed = { mention: PlaceMention; role: Role };

type Role = 'destination' | 'distance' | 'station' | 'nearby' | 'listed' | 'introduced' | 'plain';

const STATION_AFTER =
  /^[\s-]*(?:centraal|central|cs\b|station|zuid\s+station|airport|arena|sloterdijk|rai\b|dome\b|rijn|poort\b)/;
const STATION_BEFORE =
  /\b(?:station|stn\.?|treinstation|train\s*station|metro\s+station|ns[-\s]station|metro(?:station)?|tram(?:halte)?|bus(?:halte|station)?|halte|universiteit|university|uni|hogeschool|tu|hospital|ziekenhuis)\s+(?:van\s+|of\s+)?$|\b(?:makelaar\w*|verhuurmakelaar\w*|vastgoed|real\s+estate|realty|wonen)\s+(?:van\s+)?$/;
// A destination or an origin: "to", "naar", "richting", "from", "uit het mooie", "moving to", "Huize Delft" (a
// student house's name). Not where the room is.
const DESTINATION_BEFORE =
  /(?:\d\s*(?:km|kilometers?)\s+(?:van|from|of)\s+$)|(?:\b(?:(?<!\b(?:close|next|due)\s)to|towards|naar|richting|direction|from|vanaf|uit|via|tot|huize)\s+(?:the\s+|het\s+|de\s+)?(?:(?:centraal\s+|central\s+)?(?:station|stn|cs)\s+(?:of\s+|van\s+)?)?(?:[a-z]+e\s+)?(?:(?:city\s+)?(?:centre|center)\s+of\s+|centrum\s+van\s+|binnenstad\s+van\s+)?$)|(?:\b(?:moving|moved|move|going|verhuis\w*|relocating|working|werk\w*|travel\w*|back|commute\w*|pendel\w*|voortzetten|stage|internship|exchange|uitwisseling)\b[^.!?\n]{0,25}\b(?:to|in|naar|bij|at)\s+(?:het\s+|de\s+|the\s+)?(?:[a-z]+e\s+)?$)/;
// "In 18 minuten ben je in Utrecht", "met de trein tot Maastricht": the time it takes to get somewhere else.
const TRAVEL_TIME_TO =
  /\b(?:min(?:uten|utes|s)?|kwartier|uur|hours?|trein|train|bus|tram|metro)\b[^.!?\n\d]{0,30}\b(?:in|at|tot|bij)\s+(?:the\s+|het\s+|de\s+)?(?:(?:city\s+)?(?:centre|center)\s+of\s+|centrum\s+van\s+|binnenstad\s+van\s+)?$/;
// A distance ("15 min (fietsen) van het centrum van X", "X op fietsafstand", "Utrecht (10 km)"): the room is
// often in that city, but as often in the next one, so such a mention only decides when nothing else does.
const DISTANCE_BEFORE =
  /(?:(?:\b|\d)(?:min(?:uten|utes|s)?|km|kilometers?|kwartier|uur|hours?|stops?|haltes?)\b[^.!?\n\d]{0,40}|\bafstand\s+(?:van|tot)\s+(?:het\s+|de\s+)?(?:centrum\s+van\s+)?)$/;
const DISTANCE_AFTER =
  /^\s*(?:\(?\s*\d+\s*(?:km|kilomet)|(?:in|within|binnen|op)\s+(?:\d+|een|a|enkele|a\s+few|some|een\s+paar)\s*(?:min|minuten|minutes|km|kwartier)|(?:is\s+|ligt\s+|zijn\s+|liggen\s+)?op\s+(?:\w+\s+)?(?:loop|fiets|rij|korte\s+)?afstand)/;
// "bij het centrum van Rotterdam" is in Rotterdam; "vlakbij Amsterdam" is somewhere else.
const NEAR_CENTRE_BEFORE =
  /\b(?:near|close\s+to|next\s+to|nabij|bij|vlakbij|dichtbij)\s+(?:the\s+|het\s+)?(?:(?:city\s+)?(?:centre|center)\s+of|centrum\s+van|binnenstad\s+van)\s+$/;
const NEARBY_BEFORE =
  /\b(?:near|nearby|close\s+to|next\s+to|nabij|bij|vlakbij|vlak\s+bij|dichtbij|naast|loopafstand\s+(?:van|tot)|walking\s+distance\s+(?:of|from|to)|grens\s+(?:van|met)|border\s+of|rand\s+van|onder\s+de\s+rook\s+van|around|rond(?:om)?|between|tussen)\s+(?:the\s+|het\s+|de\s+)?$/;
const INTRODUCED_BEFORE =
  /(?:\b(?:wijk|buurt|deel|stukje|part|area|district|hart)\s+(?:van|of)\s+$)|(?:\b(?:in|te|at|op|hartje|heart\s+of|centre\s+of|center\s+of|centrum\s+van|binnenstad\s+van|gemeente|municipality\s+of|located|gelegen|wonen|living)\s+(?:the\s+|het\s+|de\s+)?(?:[a-z]+e\s+)?(?:(?:city\s+)?(?:centre|center)\s+of\s+|centrum\s+van\s+|binnenstad\s+van\s+)?|\b\d{4}\s?[a-z]{2}\s*,?\s*)$/;
const LIST_AROUND = /^\s*(?:,|\/|en\b|and\b|of\b|or\b)\s*\S/;
const LIST_BEFORE = /(?:,|\/|\ben|\band|\bof|\bor)\s*$/;

const ROLE_WEIGHT: Record<Role, number> = {
  destination: 0,
  distance: 0.25,
  station: 0.5,
  nearby: 0,
  listed: 0.5,
  introduced: 2,
  plain: 1,
};

/** How the post names a place: as where it is, nearby, as a station, in a list, or as somewhere else. */
function roleOf(folded: string, mention: PlaceMention): Role {
  const before = folded.slice(Math.max(0, mention.index - 60), mention.index);
  const after = folded.slice(mention.index + mention.length, mention.index + mention.length + 24);
  if (NEAR_CENTRE_BEFORE.test(before)) return 'introduced';
  if (DESTINATION_BEFORE.test(before) || TRAVEL_TIME_TO.test(before)) return 'destination';
  if (DISTANCE_BEFORE.test(before) || DISTANCE_AFTER.test(after)) return 'distance';
  if (STATION_AFTER.test(after) || STATION_BEFORE.test(before)) return 'station';
  // "near Zeist centre" is in Zeist.
  if (NEARBY_BEFORE.test(before))
    return /^\s*(?:centre|center|centrum|city\s+cent)/.test(after) ? 'introduced' : 'nearby';
  if (INTRODUCED_BEFORE.test(before)) return 'introduced';
  if (LIST_AROUND.test(after) || LIST_BEFORE.test(before)) return 'listed';
  return 'plain';
}

/** A place listed right after a destination is one too: "naar Rotterdam, Utrecht en Amsterdam". */
function listedAfter(folded: string, previous: Weighed | undefined, mention: PlaceMention): Role | null {
  if (!previous || (previous.role !== 'destination' && previous.role !== 'distance')) return null;
  const between = folded.slice(previous.mention.index + previous.mention.length, mention.index);
  return /^\s*(?:,|\/|en|and|of|or|&)\s*$/.test(between) ? previous.role : null;
}

/** Whether an area name exists in more than one city ("Centrum", "Oost", "Rivierenbuurt"). */
function isAmbiguous(mentions: readonly PlaceMention[], mention: PlaceMention): boolean {
  return mentions.some((other) => other.index === mention.index && other.place.city !== mention.place.city);
}

/**
 * The weight a mention lends its city: a headline counts double; an area or street counts for its city less
 * when the post names another city outright ("Vogelbuurt" and "Villapark" are in many cities).
 */
function weightOf(
  weighed: Weighed,
  headlineEnd: number,
  mentions: readonly PlaceMention[],
  namedCities: ReadonlySet<string>,
  groupCity: string | null,
): number {
  const { mention, role } = weighed;
  let weight = ROLE_WEIGHT[role];
  if (weight === 0) return 0;
  if (mention.place.kind !== 'city') {
    if (isAmbiguous(mentions, mention)) return 0;
    const isElsewhere = namedCities.size > 0 && !namedCities.has(mention.place.city);
    // A street of the same name is in many cities: it only places the room in a city the post or its group names.
    if (mention.place.kind === 'street')
      return namedCities.has(mention.place.city) || mention.place.city === groupCity ? 0.5 : 0;
    if (isElsewhere) weight = 0.25;
    else if (role !== 'station' && role !== 'distance') weight += mention.place.namesCity ? 1.5 : 1;
  }
  return mention.index < headlineEnd ? weight * 2 : weight;
}

function chooseCity(
  folded: string,
  weighed: readonly Weighed[],
  mentions: readonly PlaceMention[],
  groupCity: string | null,
): string | null {
  const headlineEnd = folded.indexOf('\n') === -1 ? folded.length : folded.indexOf('\n');
  const namedCities = new Set(
    weighed
      .filter(
        ({ mention, role }) =>
          (mention.place.kind === 'city' || mention.place.namesCity) && (role === 'introduced' || role === 'plain'),
      )
      .map(({ mention }) => mention.place.city),
  );
  const scores = new Map<string, { score: number; first: number }>();
  for (const entry of weighed) {
    const weight = weightOf(entry, headlineEnd, mentions, namedCities, groupCity);
    if (weight === 0) continue;
    const score = scores.get(entry.mention.place.city) ?? { score: 0, first: entry.mention.index };
    score.score += weight;
    scores.set(entry.mention.place.city, score);
  }
  let best: { city: string; score: number; first: number } | null = null;
  let runnerUp = 0;
  for (const [city, { score, first }] of scores) {
    if (!best || score > best.score || (score === best.score && first < best.first)) {
      runnerUp = Math.max(runnerUp, best?.score ?? 0);
      best = { city, score, first };
    } else {
      runnerUp = Math.max(runnerUp, score);
    }
  }
  // Two cities named only in passing and equally ("10 min to Leiden, 15 to Delft") leave the place open.
  if (best && best.score <= ROLE_WEIGHT.station && runnerUp === best.score) return null;
  if (best) return best.city;
  // Only ambiguous area names ("Centrum", "Oost"): they are the group's city's, when it has them.
  const groupHasIt = mentions.find((mention) => mention.place.kind === 'area' && mention.place.city === groupCity);
  return groupHasIt ? groupCity : null;
}

/** The most specific area or street of the city that the post names as where the dwelling is. */
function mostSpecific(weighed: readonly Weighed[], kind: Place['kind'], city: string): PlaceMention | null {
  let best: PlaceMention | null = null;
  for (const { mention, role } of weighed) {
    if (mention.place.kind !== kind || mention.place.city !== city) continue;
    // A landmark or a neighbourhood nearby ("op loopafstand van het Oosterpark", "7 min van de Pijp") is not
    // where the room is, nor is a station or a destination.
    if (role === 'destination' || role === 'distance' || role === 'station' || role === 'nearby') continue;
    if (!best || mention.place.level > best.place.level) best = mention;
  }
  return best;
}

const NO_PLACE: PlaceResult = {
  city: null,
  neighbourhood: null,
  street: null,
  latitude: null,
  longitude: null,
  precision: null,
};

/** Resolves the dwelling's place; `groupCity` is the city of the group it was posted in. */
export function resolvePlace(text: string, folded: string, groupCity: string | null): PlaceResult {
  const mentions = findPlaces(text, folded);
  const weighed: Weighed[] = [];
  for (const mention of mentions) {
    const previous = weighed.at(-1);
    weighed.push({ mention, role: listedAfter(folded, previous, mention) ?? roleOf(folded, mention) });
  }
  const groupCityName = groupCity ? (cityNamed(groupCity)?.name ?? groupCity) : null;
  const city = chooseCity(folded, weighed, mentions, groupCityName);
  if (city === null) return NO_PLACE;
  const area = mostSpecific(weighed, 'area', city);
  const street = mostSpecific(weighed, 'street', city);
  const cityPlace = cityNamed(city);
  const neighbourhood = area?.place.name ?? street?.place.area ?? null;
  if (street) {
    return {
      city,
      neighbourhood,
      street: street.place.name,
      latitude: street.place.latitude,
      longitude: street.place.longitude,
      precision: 'street',
    };
  }
  if (area) {
    return {
      city,
      neighbourhood,
      street: null,
      latitude: area.place.latitude,
      longitude: area.place.longitude,
      precision: 'neighbourhood',
    };
  }
  return {
    city,
    neighbourhood: null,
    street: null,
    latitude: cityPlace?.latitude ?? null,
    longitude: cityPlace?.longitude ?? null,
    precision: cityPlace ? 'city' : null,
  };
}

/** The group's city as a fallback point for a post that names no place (precision 'city'). */
export function groupCityPoint(groupCity: string | null): { latitude: number; longitude: number } | null {
  const place = groupCity ? cityNamed(groupCity) : null;
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
