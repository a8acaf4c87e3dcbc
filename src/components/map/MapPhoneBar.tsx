import { List } from 'lucide-react';
import { listingsText, mapScreenText } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { FiltersButton } from '../filters/FiltersButton.tsx';

type Props = {
  count: number | null;
  /** How many filters narrow the search, shown on the bar's 'Filters'. */
  activeFilterCount: number;
  onShowFilters?: () => void;
  onShowList?: () => void;
};

/**
 * On a phone the map fills the screen under the site's header (issue 35): the page's heading, view switch and
 * filters fold into this bar, with the number of listings, the filters and the way back to the list.
 */
export function MapPhoneBar({ count, activeFilterCount, onShowFilters, onShowList }: Props) {
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
        // The filters open as a sheet over the map (issue 35 item 5).
        <FiltersButton
          activeCount={activeFilterCount}
          isOpen={false}
          opensDialog
          className="px-3 py-1.5"
          onClick={onShowFilters}
        />
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
