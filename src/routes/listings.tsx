import { lazy, Suspense, useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import {
  clearReturnMarksLater,
  holdMapSelection,
  markOnceAfterPaint,
  pendingReturn,
  readStoredSelection,
  listOrderAtom,
  viewModeAtom,
} from '../data/browser/index.ts';
import { useCopyState, useFilteredListings, useOptionLists } from '../data/workers/index.ts';
import { useSavedAlertMerge } from '../data/account/index.ts';
import { FilterPanel } from '../components/filters/FilterPanel.tsx';
import { CopyProgress } from '../components/listings/CopyProgress.tsx';
import { FavoritesView } from '../components/listings/FavoritesView.tsx';
import { Button } from '../components/ui/Button.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useAtom, useAtomValue } from '../state/store.ts';
import { AlertManager } from '../components/alerts/AlertManager.tsx';
import { OFFERED_VIEW_MODES, selectedMapListingAtom } from '../state/listings.ts';
import { Spinner } from '../components/ui/Spinner.tsx';
import { useMediaQuery } from '../components/ui/useMediaQuery.ts';
import { listingsText, pageTitles } from '../i18n/messages.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { ListResults } from './-components/ListResults.tsx';
import { ViewModeSwitch } from './-components/ViewModeSwitch.tsx';
import { loadMapScreenTexts } from '../i18n/i18n.ts';
import { AreaChips } from '../components/areas/AreaChips.tsx';
import { useAreasInAddress } from './-components/useAreasInAddress.ts';
import { useFiltersInAddress } from './-components/useFiltersInAddress.ts';
import { SortControl } from './-components/SortControl.tsx';
import { listingsSearchOf } from '../domain/filters/address-parameters.ts';

export const Route = createFileRoute('/listings')({
  component: ListingsPage,
  // The search in the address, so a link opens the same search: `?areas=[...]` (useAreasInAddress), each
  // filter by its key and the order (useFiltersInAddress). Kept unread here: a bad value is ignored there.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => listingsSearchOf(search),
});

// MapLibre is its own chunk, loaded only when the map is shown, together with the map screen's own texts.
const ListingsMap = lazy(() =>
  Promise.all([import('../components/map/ListingsMap.tsx'), loadMapScreenTexts()]).then(([module]) => module),
);

/** Tailwind's lg: from this width the filter panel sits beside the results, below it folds away. */
const BESIDE_RESULTS = '(min-width: 64rem)';
/** Below Tailwind's sm: a phone, where the map fills the screen (issue 35). */
const PHONE = '(max-width: 39.999rem)';

function ListingsPage() {
  useDocumentTitle(pageTitles.listings);
  const [mode, setMode] = useAtom(viewModeAtom);
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  useSavedAlertMerge();
  useAreasInAddress();
  useFiltersInAddress();
  const order = useAtomValue(listOrderAtom);
  const [selectedOnMap, setSelectedOnMap] = useAtom(selectedMapListingAtom);
  useEffect(holdMapSelection, []);
  const isMap = mode === 'map';
  const query = useFilteredListings(isMap ? 'map' : order);
  // Arrived by 'View on Map' or back from a listing to the map: the marks go after 2 s, as the list's do.
  const [hasReturnMarks] = useState(() => pendingReturn() !== null || readStoredSelection() !== null);
  const isReady = query.status === 'ready';
  useEffect(() => (isReady ? markOnceAfterPaint('first-results') : undefined), [isReady]);
  useEffect(
    () => (isMap && isReady && hasReturnMarks ? clearReturnMarksLater() : undefined),
    [isMap, isReady, hasReturnMarks],
  );
  const options = useOptionLists();
  const copy = useCopyState();
  const hasFilterPanel = mode === 'list' || mode === 'map';
  // A folded panel is not drawn at all: its forty controls were a tenth of a phone's first render.
  const isPanelBeside = useMediaQuery(BESIDE_RESULTS, true);
  // On a phone the map is a full-screen view whose bar stands for the heading, view switch and filters.
  const isPhone = useMediaQuery(PHONE, false);
  const isMapScreen = isMap && isPhone && !areFiltersOpen;

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className={isMapScreen ? 'hidden' : 'flex flex-wrap items-center justify-between gap-4'}>
        <h1 className="text-3xl font-bold">{listingsText.heading}</h1>
        <ViewModeSwitch modes={OFFERED_VIEW_MODES} value={mode} onChange={setMode} />
      </div>
      {hasFilterPanel ? (
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
          {/* Beside the results the panel stays in view, and scrolls on its own when taller than the window: its
              last controls would otherwise be out of reach until the end of the list. */}
          <aside
            aria-label={listingsText.filterListings}
            className={
              isMapScreen
                ? 'hidden'
                : 'lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto'
            }
          >
            <Button
              variant="outline"
              className="mb-3 lg:hidden"
              aria-expanded={areFiltersOpen}
              onClick={() => setFiltersOpen(!areFiltersOpen)}
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {listingsText.filters}
            </Button>
            <div
              className={
                areFiltersOpen
                  ? 'rounded-xl border border-slate-200 bg-white p-4'
                  : 'hidden rounded-xl border border-slate-200 bg-white p-4 lg:block'
              }
            >
              {areFiltersOpen || isPanelBeside ? <FilterPanel options={options} /> : null}
            </div>
          </aside>
          <section
            aria-label={listingsText.results}
            // The first copy's three moments, for tests and benchmarks: first results shown (data-results),
            // every listing with the query worker (data-copy="handed") and stored on the device ("stored").
            data-results={isReady ? 'shown' : 'waiting'}
            data-copy={copy}
            className="flex min-w-0 flex-1 flex-col gap-3"
          >
            <CopyProgress source={query.status === 'ready' ? query.source : null} />
            <AreaChips />
            {isMap ? (
              <div className="flex flex-col gap-3">
                <p role="status" aria-live="polite" className="text-sm text-slate-700">
                  {query.status === 'ready'
                    ? listingsText.showingResults({ count: query.result.count })
                    : listingsText.loading}
                </p>
                <Suspense fallback={<Spinner label={listingsText.loadingMap} />}>
                  <ListingsMap
                    result={query.status === 'ready' ? query.result : null}
                    selectedId={selectedOnMap}
                    onSelect={setSelectedOnMap}
                    // Its bar opens the filters (the map steps aside for them) or the list.
                    isFullScreen={isMapScreen}
                    onShowFilters={() => {
                      setFiltersOpen(true);
                      window.scrollTo({ top: 0 });
                    }}
                    onShowList={() => setMode('list')}
                  />
                </Suspense>
              </div>
            ) : (
              <>
                <SortControl />
                <ListResults query={query} />
              </>
            )}
          </section>
        </div>
      ) : mode === 'alerts' ? (
        <AlertManager cities={options.cities} housingTypes={options.housingTypes} />
      ) : (
        <FavoritesView />
      )}
    </PageContainer>
  );
}
