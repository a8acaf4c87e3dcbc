// Where the map last showed every result of a place, kept across visits in local storage. A map opened on
// the same place starts there, so the tiles it loads first are the ones it shows once the results are read:
// at 20,000 listings they come half a second after the map is built, and a map started elsewhere loaded and
// drew a first set of tiles, then a second. A guess, never the truth: the results' own fit follows, and
// moves the map only when they moved.
import { LOCAL_KEYS } from '../../domain/constants.ts';

const RESULTS_VIEW_KEY = LOCAL_KEYS.mapResultsView;

/** West, south, east, north, in degrees. */
export type ResultsBounds = [number, number, number, number];

type Stored = { place: string; bounds: ResultsBounds };

const isBounds = (value: unknown): value is ResultsBounds =>
  Array.isArray(value) &&
  value.length === 4 &&
  value.every((degrees) => typeof degrees === 'number' && Number.isFinite(degrees)) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[2]) <= 180 &&
  Math.abs(value[1]) <= 85 &&
  Math.abs(value[3]) <= 85 &&
  value[0] <= value[2] &&
  value[1] <= value[3];

/** The bounds the results of `place` last had on this device, or null (another place, none, unreadable). */
export function rememberedResultsBounds(place: string): ResultsBounds | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(RESULTS_VIEW_KEY) ?? 'null') as Partial<Stored> | null;
    return stored?.place === place && isBounds(stored.bounds) ? stored.bounds : null;
  } catch {
    return null;
  }
}

/** Keeps the bounds; the map fits its results on every filter change, and an unchanged view is not written again. */
export function rememberResultsBounds(place: string, bounds: ResultsBounds): void {
  const text = JSON.stringify({ place, bounds } satisfies Stored);
  try {
    if (window.localStorage.getItem(RESULTS_VIEW_KEY) !== text) window.localStorage.setItem(RESULTS_VIEW_KEY, text);
  } catch {
    // Storage full or blocked: the next map starts on Amsterdam and then fits, as on a first visit.
  }
}

export function forgetResultsBounds(): void {
  try {
    window.localStorage.removeItem(RESULTS_VIEW_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
