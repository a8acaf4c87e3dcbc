// What the listings screen keeps in session storage (product spec section 4): the filters
// (`listingsFilters`), the view mode (`lastViewMode`) and the listing the map shows selected
// (`selectedListingId`). The filters and the view mode are atoms that own their stored copy: they read it
// as the app loads and save every change, so no screen or hook stores or restores them by hand. A stored
// value that no longer reads as valid is ignored rather than trusted.
import { SESSION_KEYS } from '../../domain/constants.ts';
import { FIRST_VISIT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import { appStore, atomWithStorage, type SyncStorage } from '../../state/store.ts';
import { selectedMapListingAtom, type ViewMode } from '../../state/listings.ts';
import { readSessionStorage, removeFromSessionStorage, writeSessionStorage } from './session-storage.ts';
import { readStoredFilters, readStoredViewMode, writeStoredFilters } from './stored-preferences.ts';

/** Session storage for one atom: the stored text read by `read`, which answers null for none or invalid. */
function sessionStorageOf<Value>(
  read: (raw: string | null) => Value | null,
  write: (value: Value) => string,
): SyncStorage<Value> {
  return {
    getItem: (key, initialValue) => read(readSessionStorage(key)) ?? initialValue,
    setItem: (key, value) => writeSessionStorage(key, write(value)),
    removeItem: (key) => removeFromSessionStorage(key),
  };
}

/**
 * The listing filters: what the panel shows, what the list and map answer, what the landing widget sets.
 * The one owner of the filters; every change is saved for the session as it is made.
 */
export const filtersAtom = atomWithStorage<FilterState>(
  SESSION_KEYS.listingsFilters,
  // Nothing stored this session: a new visitor starts on Amsterdam.
  { ...FIRST_VISIT_FILTERS },
  sessionStorageOf(readStoredFilters, writeStoredFilters),
  { getOnInit: true },
);

/** List, map, favorites or alerts: the last one chosen this session. */
export const viewModeAtom = atomWithStorage<ViewMode>(
  SESSION_KEYS.lastViewMode,
  'list',
  sessionStorageOf(readStoredViewMode, (mode) => mode),
  { getOnInit: true },
);

/** Whether filters were set in this session already (by the member, the widget or an earlier merge). */
export function hasSessionFilters(): boolean {
  return readSessionStorage(SESSION_KEYS.listingsFilters) !== null;
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
  rememberMapSelection(listingId);
  appStore.set(viewModeAtom, 'map');
  appStore.set(selectedMapListingAtom, listingId);
}

/** Where the map was last looked at. */
export type MapView = { longitude: number; latitude: number; zoom: number };

/** The map's last view this session (session storage `mapView`), or null for none or one that does not read. */
export function readStoredMapView(): MapView | null {
  try {
    const view = JSON.parse(readSessionStorage(SESSION_KEYS.mapView) ?? 'null') as Partial<MapView> | null;
    const { longitude, latitude, zoom } = view ?? {};
    if (typeof longitude !== 'number' || typeof latitude !== 'number' || typeof zoom !== 'number') return null;
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 85 || zoom < 0 || zoom > 22) return null;
    return { longitude, latitude, zoom };
  } catch {
    return null;
  }
}

/** The member moved the map: coming back to it this session (from a listing's page, say), it is where it was. */
export function rememberMapView(view: MapView): void {
  writeSessionStorage(SESSION_KEYS.mapView, JSON.stringify(view));
}
