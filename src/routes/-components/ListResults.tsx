import { listingsText } from '../../domain/messages.ts';
import type { ListingsQueryState } from '../../data/useListingsQuery.ts';
import { useSyncStatus } from '../../data/useSyncStatus.ts';
import { ListingList } from '../../components/listings/ListingList.tsx';
import { LoadError } from '../../components/listings/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';

type Props = { query: ListingsQueryState };

/** Loading, error, empty, or 'Showing results for N listings' and the list. */
export function ListResults({ query }: Props) {
  const sync = useSyncStatus();
  if (query.status === 'error') return <LoadError detail={query.message} />;
  if (query.status === 'loading') {
    // Nothing on the device and the server out of reach: waiting longer will not help.
    if (sync.phase === 'error') return <LoadError detail={sync.networkError ?? ''} />;
    return <Spinner label={listingsText.loading} />;
  }
  const { count, ids } = query.result;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-medium text-slate-700">
        {listingsText.showingResults(count)}
      </p>
      {count === 0 ? <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{listingsText.empty}</p> : <ListingList ids={ids} />}
    </div>
  );
}
