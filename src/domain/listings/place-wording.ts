// How honestly a listing's place reads (issue 35 item 3): a post that names only a neighbourhood or a city is
// placed at that area's centre, so its point is not where the room is. Such a listing is drawn as an area on
// the map and reads "Somewhere in De Pijp" there, on its card and on its page; a street-precise one keeps its
// pin and its plain place line.
import type { FormatTexts } from './format.ts';
import { formatPlace } from './format.ts';
import { placePrecision } from './place-precision.ts';

export { isApproximatePlace } from './place-precision.ts';

type Place = { area: string | null | undefined; city: string | null | undefined; precision: unknown };

/**
 * The area an approximately placed listing lies somewhere in: its neighbourhood ('De Pijp' of 'De Pijp,
 * Amsterdam') or, placed by its city only, the city. Null for a street-precise listing or one with no place.
 */
export function approximateAreaName({ area, city, precision }: Place): string | null {
  const known = placePrecision(precision);
  if (known !== 'neighbourhood' && known !== 'city') return null;
  const parts = (area ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const town = city?.trim() || null;
  if (known === 'city') return parts.at(-1) ?? town;
  const neighbourhood = parts.find((part) => part.toLowerCase() !== town?.toLowerCase());
  return neighbourhood ?? parts[0] ?? town;
}

/** 'Somewhere in De Pijp' ('Ergens in De Pijp'). */
export function somewhereIn(place: string, texts: FormatTexts): string {
  return texts.factText.somewhereIn({ place });
}

/**
 * A listing's place line for cards, the map's preview and the detail page: 'Somewhere in De Pijp, Amsterdam'
 * or 'Somewhere in Utrecht' when placed approximately, else 'Dapperbuurt, Amsterdam' (formatPlace).
 */
export function placeLine(place: Place, texts: FormatTexts): string | null {
  const line = formatPlace(place.area, place.city);
  const known = placePrecision(place.precision);
  if (line === null || (known !== 'neighbourhood' && known !== 'city')) return line;
  // Placed by its city only, the place is the city itself (the group's city may be another one).
  return somewhereIn(known === 'city' ? (approximateAreaName(place) ?? line) : line, texts);
}

/**
 * The list card's place: as posted ('Dapperbuurt, Amsterdam'), or 'Somewhere in De Pijp, Amsterdam' and
 * 'Somewhere in Utrecht' when the post names no more than that; null without a place.
 */
export function cardPlace(place: Place, texts: FormatTexts): string | null {
  const posted = place.area?.trim() || null;
  const known = placePrecision(place.precision);
  if (posted === null || (known !== 'neighbourhood' && known !== 'city')) return posted;
  return somewhereIn(known === 'city' ? (approximateAreaName(place) ?? posted) : posted, texts);
}
