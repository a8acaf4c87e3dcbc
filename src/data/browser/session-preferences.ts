// What the listings screen keeps in session storage (product spec section 4): the filters
// (`listingsFilters`) and the view mode (`lastViewMode`). A stored value that no longer reads as valid
// is ignored rather than trusted.
import { SESSION_KEYS } from '../../domain/constants.ts';
import { parseFilterState, type FilterState } from '../../domain/listings/filter-state.ts';
import { appStore } from '../../state/store.ts';
import {
  filtersAtom,
  hadStoredFiltersAtom,
  OFFERED_VIEW_MODES,
  selectedMapListingAtom,
  viewModeAtom,
  type ViewMode,
} from '../../state/listings.ts';
import { readSessionStorage, writeSessionStorage } from './session-storage.ts';

export function readStoredFilters(): FilterState | null {
  const raw = readSessionStorage(SESSION_KEYS.listingsFilters);
  if (raw === null) return null;
  try {
    const parsed = parseFilterState(JSON.parse(raw));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

export function storeFilters(filters: FilterState): void {
  writeSessionStorage(SESSION_KEYS.listingsFilters, JSON.stringify(filters));
}

/** The listing filters from now on (the screen's panel, the landing widget): in memory and in session storage. */
export function setListingFilters(filters: FilterState): void {
  appStore.set(filtersAtom, filters);
  storeFilters(filters);
}

export function readStoredViewMode(offered: readonly ViewMode[]): ViewMode | null {
  const raw = readSessionStorage(SESSION_KEYS.lastViewMode);
  return offered.includes(raw as ViewMode) ? (raw as ViewMode) : null;
}

export function storeViewMode(mode: ViewMode): void {
  writeSessionStorage(SESSION_KEYS.lastViewMode, mode);
}

let isHydrated = false;

/** Fills the listings screen's atoms from session storage, once per page load. */
export function hydrateListingPreferences(): void {
  if (isHydrated) return;
  isHydrated = true;
  const filters = readStoredFilters();
  if (filters) {
    appStore.set(filtersAtom, filters);
    appStore.set(hadStoredFiltersAtom, true);
  }
  const mode = readStoredViewMode(OFFERED_VIEW_MODES);
  if (mode) appStore.set(viewModeAtom, mode);
  const selected = readStoredSelection();
  if (selected !== null) appStore.set(selectedMapListingAtom, selected);
}

/** The listing the map should show selected on arrival (session storage `selectedListingId`), or null. */
export function readStoredSelection(): number | null {
  const selected = Number(readSessionStorage(SESSION_KEYS.selectedListingId));
  return Number.isInteger(selected) && selected > 0 ? selected : null;
}

/** The map's preview opens a listing: coming back, the map shows it selected again (until the 2 s clean-up). */
export function rememberMapSelection(listingId: number): void {
  writeSessionStorage(SESSION_KEYS.selectedListingId, String(listingId));
}

/**
 * The map's selection lasts while the listings screen is shown: on arrival it is what session storage
 * says ('View on Map', a return from the detail page); on leaving it is dropped, so the next visit (from
 * the header, say) starts without an old preview card. Returns the clean-up for an effect.
 */
export function holdMapSelection(): () => void {
  const stored = readStoredSelection();
  if (stored !== null) appStore.set(selectedMapListingAtom, stored);
  return () => appStore.set(selectedMapListingAtom, null);
}

/** 'View on Map' from a listing's page: the map mode with that listing selected (product spec section 4). */
export function showOnMap(listingId: number): void {
  writeSessionStorage(SESSION_KEYS.lastViewMode, 'map');
  writeSessionStorage(SESSION_KEYS.selectedListingId, String(listingId));
  appStore.set(viewModeAtom, 'map');
  appStore.set(selectedMapListingAtom, listingId);
}
