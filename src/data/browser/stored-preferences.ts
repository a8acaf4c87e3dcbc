// The listings screen's preferences as session storage holds them, read without the app's state: the
// atoms that own them (session-preferences.ts) start from these readers, and so does the first-visit
// script that asks for a new device's first results before the app has loaded. A stored value that no
// longer reads as valid counts as none. Areas are kept as this tab stored them (stored-areas.ts says why).
import { SESSION_KEYS } from '../../domain/constants.ts';
import { AMSTERDAM, ANY_CITY } from '../../domain/constants.ts';
import { readStoredAreas } from '../../domain/areas/stored-areas.ts';
import { parseFilterState, type FilterState } from '../../domain/listings/filter-state.ts';
import { OFFERED_VIEW_MODES, type ViewMode } from '../../domain/listings/view-mode.ts';
import { readSessionStorage } from './session-storage.ts';

/**
 * Stored beside filters written since 'Amsterdam' means Amsterdam (2026-11-26): before, it was the city
 * filter's default and meant no city filter, and filters stored without this mark are read so.
 */
const CITY_RULE_MARK = 'cityRule';
const CITY_RULE = 2;

/** The filters as session storage keeps them. */
export const writeStoredFilters = (filters: FilterState): string =>
  JSON.stringify({ ...filters, [CITY_RULE_MARK]: CITY_RULE });

/** The filters stored as JSON, or null when there are none or they no longer read as a filter state. */
export function readStoredFilters(raw: string | null): FilterState | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as unknown;
    const parsed = parseFilterState(stored, readStoredAreas);
    if (!parsed.ok) return null;
    const isOldRule = (stored as Record<string, unknown>)[CITY_RULE_MARK] !== CITY_RULE;
    const meantEverywhere = isOldRule && parsed.value.city.trim().toLowerCase() === AMSTERDAM.toLowerCase();
    return meantEverywhere ? { ...parsed.value, city: ANY_CITY } : parsed.value;
  } catch {
    return null;
  }
}

/** The view mode is stored as the bare word ('map'), as the spec names it. */
export function readStoredViewMode(raw: string | null): ViewMode | null {
  return OFFERED_VIEW_MODES.includes(raw as ViewMode) ? (raw as ViewMode) : null;
}

export const storedFilters = (): FilterState | null =>
  readStoredFilters(readSessionStorage(SESSION_KEYS.listingsFilters));

export const storedViewMode = (): ViewMode | null => readStoredViewMode(readSessionStorage(SESSION_KEYS.lastViewMode));
