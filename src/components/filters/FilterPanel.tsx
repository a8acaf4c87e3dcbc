import { memo, useCallback } from 'react';
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { OptionLists } from '../../domain/listings/option-lists.ts';
import { Button } from '../ui/Button.tsx';
import { filtersAtom } from '../../data/browser/index.ts';
import { useAtom } from '../../state/store.ts';
import { filterText } from '../../i18n/messages.ts';
import { FilterField } from './FilterField.tsx';
import { filterGroups } from './filter-groups.ts';

type Props = { options: OptionLists };

/**
 * Every control of the listing filter, in the filter table's order, each bound to the filters atom: a change
 * is in the atom (and the session) at once; the list follows once the filters settle (useFilteredListings, the
 * spec's debounce). Drawn again only when the filters or the option lists change, not with every answer the
 * screen gets (forty controls on a phone's main thread, each time the first copy moves on).
 */
export const FilterPanel = memo(function FilterPanel({ options }: Props) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const set = useCallback(
    <K extends keyof FilterState>(key: K, value: FilterState[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [setFilters],
  );
  const field = (key: Parameters<typeof FilterField>[0]['filterKey']) => (
    <FilterField key={key} filterKey={key} scope="panel" filters={filters} set={set} options={options} />
  );

  return (
    <form aria-label={filterText.label} className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      {filterGroups('panel').map((group) =>
        group.kind === 'single' ? (
          field(group.key)
        ) : (
          <div key={group.keys.join()} className="grid grid-cols-2 gap-3">
            {group.keys.map(field)}
          </div>
        ),
      )}
      <Button variant="outline" onClick={() => setFilters({ ...DEFAULT_FILTERS })}>
        {filterText.reset}
      </Button>
    </form>
  );
});
