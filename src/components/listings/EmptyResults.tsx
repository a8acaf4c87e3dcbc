// An empty result (issue 35 item 5): the spec's 'No housing listings found matching the criteria.', the filter
// whose removal finds the most listings (counted by the query worker, filter by filter), 'Reset filters', and
// 'Get alerts for this search': the alert form started from this search for a member, the sign-in call to
// action for a visitor (both are the alerts view's). A chunk of its own, loaded with its texts (ListResults).
import { useMemo } from 'react';
import { BellRing } from 'lucide-react';
import { filtersAtom, viewModeAtom } from '../../data/browser/index.ts';
import { useFilterCounts } from '../../data/workers/index.ts';
import { activeFilterKeys } from '../../domain/filters/active-filters.ts';
import { mostExcluding, withoutFilter } from '../../domain/filters/most-excluding.ts';
import { mostExcludingSentence } from '../filters/filter-phrase.ts';
import { DEFAULT_FILTERS } from '../../domain/listings/filter-state.ts';
import { emptyResultText, filterText, listingsText } from '../../i18n/messages.ts';
import { alertDraftAtom } from '../../state/alert-draft.ts';
import { useAtom, useSetAtom } from '../../state/store.ts';
import { Button } from '../ui/Button.tsx';

type Props = {
  /** Whether the answer came from this device's whole copy: only then can its query worker count the rest. */
  isCountable: boolean;
};

export default function EmptyResults({ isCountable }: Props) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const setMode = useSetAtom(viewModeAtom);
  const setAlertDraft = useSetAtom(alertDraftAtom);
  // The search with each active filter in turn back at its default, counted by the query worker.
  const keys = useMemo(() => activeFilterKeys(filters), [filters]);
  const searches = useMemo(() => keys.map((key) => withoutFilter(filters, key)), [keys, filters]);
  const counted = useFilterCounts(searches, isCountable);
  const most = counted.status === 'ready' ? mostExcluding(keys, counted.counts) : null;
  const getAlerts = () => {
    setAlertDraft({ ...filters, housingTypes: [...filters.housingTypes], areas: [...filters.areas] });
    setMode('alerts');
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
      <p>{listingsText.empty}</p>
      <div aria-live="polite">
        {most ? (
          <p className="font-medium text-slate-900">{mostExcludingSentence(most, filters)}</p>
        ) : counted.status === 'ready' && keys.length > 1 ? (
          <p className="font-medium text-slate-900">{emptyResultText.noSingleFilter}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setFilters({ ...DEFAULT_FILTERS })}>
          {filterText.reset}
        </Button>
        <Button onClick={getAlerts}>
          <BellRing className="size-4" aria-hidden="true" />
          {emptyResultText.getAlerts}
        </Button>
      </div>
      <p className="text-sm">{emptyResultText.alertsHint}</p>
    </div>
  );
}
