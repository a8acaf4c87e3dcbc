// The area filter's state that lives only in memory: whether the member is drawing an area on the map.
// The areas themselves are filters (filtersAtom), kept for the session with the rest.
import { atom } from './store.ts';

/** Set by 'Draw an area' (the filter panel or the map); the map shows the drawing tools while it is. */
export const isDrawingAreaAtom = atom(false);
