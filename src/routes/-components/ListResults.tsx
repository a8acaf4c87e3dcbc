import { listingsText } from '../../i18n/messages.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { clearReturnMarksLater, pendingReturn } from '../../data/browser/index.ts';
import { type ListingsQueryState, useSyncStatus } from '../../data/workers/index.ts';
import { ListingList } from '../../components/listings/ListingList.tsx';
import { LoadError } from '../../components/listings/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { markAfterPaint } from '../../data/browser/index.ts';
import { loadFilterHelpTexts } from '../../i18n/i18n.ts';

// An empty result's help is a chunk of its own, loaded with its texts when a search first finds nothing.
const EmptyResults = lazy(() =>
  Promise.all([import('../../components/listings/EmptyResults.tsx'), loadFilterHelpTexts()]).then(([module]) => module),
);

type Props = { query: ListingsQueryState };

/** Loading, error, empty, or 'Showing results for N listings' and the list. */
export function ListResults({ query }: Props) {
  const isReady = query.status === 'ready';
  // Back from a listing: the list brings that listing back into view; the marks go after 2 s.
  const [returnPoint] = useState(pendingReturn);
  const result = query.status === 'ready' ? query.result : null;
  useEffect(() => {
    if (result) markAfterPaint('list-painted');
  }, [result]);
  useEffect(() => (isReady && returnPoint ? clearReturnMarksLater() : undefined), [isReady, returnPoint]);
  if (query.status === 'error') return <LoadError detail={query.message} />;
  if (query.status === 'loading') return <WaitingForResults />;
  const { count, ids } = query.result;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-medium text-slate-700">
        {listingsText.showingResults({ count })}
      </p>
      {count === 0 ? (
        // Its chunk is precached with the app: the spec's empty message waits for it a moment, not a round trip.
        <Suspense fallback={null}>
          <EmptyResults isCountable={query.source === 'device'} />
        </Suspense>
      ) : (
        <ListingList ids={ids} firstCards={query.result.firstCards} returnTo={returnPoint} />
      )}
    </div>
  );
}

/**
 * The spinner, or the reason to stop waiting: nothing on the device and the server out of reach. Its own
 * component, so that only it follows the sync status, not the list (a first copy reports many times).
 */
function WaitingForResults() {
  const sync = useSyncStatus();
  if (sync.phase === 'error') return <LoadError detail={sync.networkError ?? ''} />;
  return <Spinner label={listingsText.loading} />;
}
