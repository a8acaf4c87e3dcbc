// The search in the page's address (`/listings?maxPrice=800&areas=[...]&order=price_asc`), so that a link
// opens the same search (issue 34 item 4, issue 35 item 7). A link is read once, as the page opens: its areas
// strictly (an area that is not allowed, or a neighbourhood that does not exist, is said in a message and never
// stored), its filters and order leniently (a parameter that does not read keeps its default; `order=distance`
// without an area is newest first). From then on the address follows the search, without a history entry for
// each change, and the distance order falls back to newest first when the last area goes.
//
// The address is written past the router (history.replaceState with the router's own state and spelling): a
// router navigation validates the search again and draws the whole listings route a second time, panel and
// list, on every filter change; at 20,000 listings that made filter -> list 17 to 50% slower. The router's
// location keeps the address the page opened with, so the link is read from the window's address (the page is
// drawn afresh when the language changes, and must not go back to the search it opened with); the next real
// navigation reads the window's address again.
import { useEffect, useRef } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { parseKnownAreas } from '../../domain/areas/area-names.ts';
import { addressOf, filtersFromAddress, orderFromAddress } from '../../domain/filters/filter-address.ts';
import { AREAS_PARAMETER, listingsSearchOf } from '../../domain/filters/address-parameters.ts';
import { filtersAtom, listOrderAtom } from '../../data/browser/index.ts';
import { areaText } from '../../i18n/messages.ts';
import { useAtom } from '../../state/store.ts';
import { showToast } from '../../components/ui/toast.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { orderWithAreas, type ListOrder } from '../../domain/listings/list-order.ts';

const listingsRoute = getRouteApi('/listings');

/** A link may carry the areas as JSON text (written by hand) or as the router writes them. */
function linkValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The link's areas as the search's, or undefined when it names none or one is refused (said in a toast). */
function linkedAreas(raw: unknown): FilterState['areas'] | undefined {
  if (raw === undefined) return undefined;
  const read = parseKnownAreas(linkValue(raw));
  if (read.ok) return read.value;
  showToast({ title: areaText.badLink({ problem: read.problem }) }, { destructive: true });
  return undefined;
}

/** The search's parameters: the filters and order not at their defaults, and the areas when there are any. */
function searchOf(filters: FilterState, order: ListOrder): Record<string, unknown> {
  const search: Record<string, unknown> = addressOf(filters, order);
  if (filters.areas.length > 0) search[AREAS_PARAMETER] = filters.areas;
  return search;
}

export function useSearchInAddress(): void {
  // The router's search changes only on a real navigation (a link to /listings while on it): then the
  // address is written again, as it is after a change of the search.
  const routerSearch = listingsRoute.useSearch();
  const router = useRouter();
  const [filters, setFilters] = useAtom(filtersAtom);
  const [order, setOrder] = useAtom(listOrderAtom);
  const hasReadLink = useRef(false);

  useEffect(() => {
    if (!hasReadLink.current) {
      hasReadLink.current = true;
      const link = listingsSearchOf(router.options.parseSearch(window.location.search));
      const linkedOrder = orderFromAddress(link);
      const linkedFilters = filtersFromAddress(link);
      const areas = linkedAreas(link[AREAS_PARAMETER]);
      // A link's distance order needs an area, the link's or (a link without areas keeps them) the session's.
      const nextOrder = linkedOrder === null ? order : orderWithAreas(linkedOrder, (areas ?? filters.areas).length);
      if (nextOrder !== order) setOrder(nextOrder);
      if (linkedFilters !== null || areas !== undefined)
        setFilters((current) => ({ ...current, ...linkedFilters, areas: areas ?? current.areas }));
      // The address is written once the link's search is in (what did not read is then left out); this run still
      // sees the search from before the link.
      if (nextOrder !== order || linkedFilters !== null || areas !== undefined) return;
    }
    // The last area gone (removed, reset, or never there), the distance order falls back to newest first; the
    // address is written once it has (the next run of this effect).
    const offeredOrder = orderWithAreas(order, filters.areas.length);
    if (offeredOrder !== order) {
      setOrder(offeredOrder);
      return;
    }
    // The search as the router spells it; not router.buildLocation, which matches every route again, and runs
    // (an effect of a select's change) before the list's query is even asked.
    const search = router.options.stringifySearch(searchOf(filters, order));
    if (search === window.location.search) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [filters, order, routerSearch]); // eslint-disable-line react-hooks/exhaustive-deps
}
