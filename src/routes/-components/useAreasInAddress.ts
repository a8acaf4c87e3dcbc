// The areas of the search in the page's address (`/listings?areas=[...]`), so that a link opens the same
// search: a link's areas are read strictly as the page opens (an area that is not allowed, or a
// neighbourhood that does not exist, is said in a message and never stored), and from then on the address
// follows the areas chosen, without a new history entry for each.
import { useEffect, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { parseKnownAreas } from '../../domain/areas/area-names.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { areaText } from '../../i18n/messages.ts';
import { useAtom } from '../../state/store.ts';
import { showToast } from '../../components/ui/toast.ts';

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

export function useAreasInAddress(): void {
  const { areas: linked } = listingsRoute.useSearch();
  const navigate = useNavigate();
  const [filters, setFilters] = useAtom(filtersAtom);
  const hasReadLink = useRef(false);

  useEffect(() => {
    if (!hasReadLink.current) {
      hasReadLink.current = true;
      if (linked !== undefined) {
        const read = parseKnownAreas(linkValue(linked));
        if (read.ok) {
          if (JSON.stringify(read.value) !== JSON.stringify(filters.areas))
            setFilters((current) => ({ ...current, areas: read.value }));
          return;
        }
        showToast({ title: areaText.badLink({ problem: read.problem }) }, { destructive: true });
      }
    }
    const wanted = filters.areas.length > 0 ? filters.areas : undefined;
    if (JSON.stringify(wanted) === JSON.stringify(linked)) return;
    void navigate({ to: '/listings', search: (current) => ({ ...current, areas: wanted }), replace: true });
  }, [filters.areas, linked]); // eslint-disable-line react-hooks/exhaustive-deps
}
