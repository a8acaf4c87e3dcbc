// A search to start the alert form from (issue 35 item 5): an empty result's 'Get alerts for this search' sets
// it, the alert form starts from it instead of the saved alert, and leaving the alerts view lets it go.
import type { FilterState } from '../domain/listings/filter-state.ts';
import { atom } from './store.ts';

export const alertDraftAtom = atom<FilterState | null>(null);
