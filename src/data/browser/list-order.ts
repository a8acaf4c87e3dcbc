// The list's order this session (session storage `listingsOrder`), kept with the filters: an atom that owns
// its stored copy, as the filters' does. A stored value that no longer reads as an order counts as none.
import { SESSION_KEYS } from '../../domain/constants.ts';
import { isListOrder, type ListOrder } from '../../domain/listings/list-order.ts';
import { atomWithStorage } from '../../state/store.ts';
import { readSessionStorage, removeFromSessionStorage, writeSessionStorage } from './session-storage.ts';

/** Newest first until the renter picks another order. */
export const listOrderAtom = atomWithStorage<ListOrder>(
  SESSION_KEYS.listingsOrder,
  'list',
  {
    getItem: (key, initialValue) => {
      const stored = readSessionStorage(key);
      return isListOrder(stored) ? stored : initialValue;
    },
    setItem: (key, order) => writeSessionStorage(key, order),
    removeItem: (key) => removeFromSessionStorage(key),
  },
  { getOnInit: true },
);
