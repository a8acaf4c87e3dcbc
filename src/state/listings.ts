// The listings screen's state that lives only in memory. The filters and the view mode are kept for the
// session, so they live beside their storage (src/data/browser/session-preferences.ts).
import { atom } from './store.ts';

export type ViewMode = 'list' | 'map' | 'favorites' | 'alerts';

export const OFFERED_VIEW_MODES: readonly ViewMode[] = ['map', 'list', 'favorites', 'alerts'];

/** The listing selected on the map (by a click, or by 'View on Map' on its page). */
export const selectedMapListingAtom = atom<number | null>(null);
