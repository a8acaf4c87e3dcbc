import { List, SlidersHorizontal } from 'lucide-react';
import { listingsText, mapScreenText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';

type Props = { count: number | null; onShowFilters?: () => void; onShowList?: () => void };

/**
 * On a phone the map fills the screen under the site's header (issue 35): the page's heading, view switch and
 * filters fold into this bar, with the number of listings, the filters and the way back to the list.
 */
export function MapPhoneBar({ count, onShowFilters, onShowList }: Props) {
  return (
    <div
      role="toolbar"
      aria-label={listingsText.heading}
      className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3"
    >
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
        {count === null ? listingsText.loading : mapScreenText.barCount({ count })}
      </p>
      {onShowFilters ? (
        <Button variant="outline" className="px-3 py-1.5" aria-expanded={false} onClick={onShowFilters}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {listingsText.filters}
        </Button>
      ) : null}
      {onShowList ? (
        <Button variant="outline" className="px-3 py-1.5" onClick={onShowList}>
          <List className="size-4" aria-hidden="true" />
          {listingsText.viewModes.list}
        </Button>
      ) : null}
    </div>
  );
}
