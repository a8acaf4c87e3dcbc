// The listings screen's state: the filters as the member sets them, and the view mode. The data layer
// fills both from session storage once (src/data/browser/session-preferences.ts) before the screen renders.
import { DEFAULT_FILTERS, type FilterState } from '../domain/listings/filter-state.ts';
import { atom } from './store.ts';

export type ViewMode = 'list' | 'map' | 'favorites' | 'alerts';

export const OFFERED_VIEW_MODES: readonly ViewMode[] = ['map', 'list', 'favorites', 'alerts'];

/** The listing selected on the map (by a click, or by 'View on Map' on its page). */
export const selectedMapListingAtom = atom<number | null>(null);

export const filtersAtom = atom<FilterState>({ ...DEFAULT_FILTERS });

/** Whether this session already had filters, so a saved alert must not overwrite them. */
export const hadStoredFiltersAtom = atom(false);

export const viewModeAtom = atom<ViewMode>('list');
