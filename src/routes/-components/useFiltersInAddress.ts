// The filters and the list's order in the page's address (issue 35 item 7; src/domain/filters/filter-address.ts):
// a link's filters are read as the page opens and replace the session's (its areas are useAreasInAddress's);
// a parameter that does not read is ignored and its filter keeps its default. From then on the address
// follows the filters and the order chosen, without a new history entry for each.
import { useEffect, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  ADDRESS_FILTER_KEYS,
  addressOf,
  addressSays,
  filtersFromAddress,
  orderFromAddress,
} from '../../domain/filters/filter-address.ts';
import { filtersAtom, listOrderAtom } from '../../data/browser/index.ts';
import { useAtom } from '../../state/store.ts';

const listingsRoute = getRouteApi('/listings');

export function useFiltersInAddress(): void {
  const search = listingsRoute.useSearch() as Record<string, unknown>;
  const navigate = useNavigate();
  const [filters, setFilters] = useAtom(filtersAtom);
  const [order, setOrder] = useAtom(listOrderAtom);
  const hasReadLink = useRef(false);

  useEffect(() => {
    if (!hasReadLink.current) {
      hasReadLink.current = true;
      const linkedOrder = orderFromAddress(search);
      if (linkedOrder !== null && linkedOrder !== order) setOrder(linkedOrder);
      const linked = filtersFromAddress(search);
      if (linked !== null) {
        setFilters((current) => ({ ...linked, areas: current.areas }));
        // The address is written again once the filters are in (what did not read is then left out).
        return;
      }
    }
    const wanted = addressOf(filters, order);
    if (addressSays(search, wanted)) return;
    void navigate({
      to: '/listings',
      search: (current: Record<string, unknown>) => {
        const others = Object.fromEntries(
          Object.entries(current).filter(
            ([key]) => key !== 'order' && !(ADDRESS_FILTER_KEYS as string[]).includes(key),
          ),
        );
        return { ...others, ...wanted };
      },
      replace: true,
    });
  }, [filters, order, search]); // eslint-disable-line react-hooks/exhaustive-deps
}
