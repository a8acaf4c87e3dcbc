// The listings screen's state that lives only in memory. The filters and the view mode are kept for the
// session, so they live beside their storage (src/data/browser/session-preferences.ts).
import { atom } from './store.ts';

export { OFFERED_VIEW_MODES, type ViewMode } from '../domain/listings/view-mode.ts';

/** The listing selected on the map (by a click, or by 'View on Map' on its page). */
export const selectedMapListingAtom = atom<number | null>(null);
