import { lazy, Suspense, useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import {
  clearReturnMarksLater,
  holdMapSelection,
  markOnceAfterPaint,
  pendingReturn,
  readStoredSelection,
  listOrderAtom,
  filtersAtom,
  viewModeAtom,
} from '../data/browser/index.ts';
import { useCopyState, useFilteredListings, useOptionLists } from '../data/workers/index.ts';
import { useSavedAlertMerge } from '../data/account/index.ts';
import { FilterPanel } from '../components/filters/FilterPanel.tsx';
import { CopyProgress } from '../components/listings/CopyProgress.tsx';
import { FavoritesView } from '../components/listings/FavoritesView.tsx';
import { FiltersButton } from '../components/filters/FiltersButton.tsx';
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
import { loadAreaToolTexts, loadFilterHelpTexts, loadMapScreenTexts } from '../i18n/i18n.ts';
import { activeFilterKeys } from '../domain/filters/active-filters.ts';
import { isDrawingAreaAtom } from '../state/areas.ts';
import { AreaChips } from '../components/areas/AreaChips.tsx';
import { useSearchInAddress } from './-components/useSearchInAddress.ts';
import { SortControl } from './-components/SortControl.tsx';
import { listingsSearchOf } from '../domain/filters/address-parameters.ts';

export const Route = createFileRoute('/listings')({
  component: ListingsPage,
  // The search in the address, so a link opens the same search: `?areas=[...]`, each filter by its key
  // and the order (useSearchInAddress). Kept unread here: it is read there, as the page opens.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => listingsSearchOf(search),
});

// MapLibre is its own chunk, loaded only when the map is shown, together with the map screen's own texts.
// Drawing an area is on the map, so the area tools' texts come with it.
const ListingsMap = lazy(() =>
  Promise.all([import('../components/map/ListingsMap.tsx'), loadMapScreenTexts(), loadAreaToolTexts()]).then(
    ([module]) => module,
  ),
);

// The phone's filter sheet (issue 35 item 5) is its own chunk too, loaded with its texts when first opened.
const FilterSheet = lazy(() =>
  Promise.all([import('../components/filters/FilterSheet.tsx'), loadFilterHelpTexts()]).then(([module]) => module),
);

/** Tailwind's lg: from this width the filter panel sits beside the results, below it folds away. */
const BESIDE_RESULTS = '(min-width: 64rem)';
/** Below Tailwind's sm: a phone, where the map fills the screen (issue 35). */
const PHONE = '(max-width: 39.999rem)';
/** Below Tailwind's md: the filters open as a sheet over the results instead of unfolding above them. */
const SHEET_WIDTH = '(max-width: 47.999rem)';

function ListingsPage() {
  useDocumentTitle(pageTitles.listings);
  const [mode, setMode] = useAtom(viewModeAtom);
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const activeFilterCount = activeFilterKeys(useAtomValue(filtersAtom)).length;
  // Drawing an area (chosen in the sheet) needs the map: the sheet closes as drawing starts (state adjusted
  // while rendering, as React advises for state that follows another).
  const isDrawing = useAtomValue(isDrawingAreaAtom);
  const [wasDrawing, setWasDrawing] = useState(isDrawing);
  if (isDrawing !== wasDrawing) {
    setWasDrawing(isDrawing);
    if (isDrawing) setSheetOpen(false);
  }
  useSavedAlertMerge();
  useSearchInAddress();
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
  const isSheetWidth = useMediaQuery(SHEET_WIDTH, false);
  const areFiltersUnfolded = areFiltersOpen && !isSheetWidth;
  const isMapScreen = isMap && isPhone && !areFiltersUnfolded;

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
            <FiltersButton
              activeCount={activeFilterCount}
              isOpen={isSheetWidth ? isSheetOpen : areFiltersOpen}
              opensDialog={isSheetWidth}
              className="mb-3 lg:hidden"
              onClick={isSheetWidth ? () => setSheetOpen(true) : () => setFiltersOpen(!areFiltersOpen)}
            />
            <div
              className={
                areFiltersUnfolded
                  ? 'rounded-xl border border-slate-200 bg-white p-4'
                  : 'hidden rounded-xl border border-slate-200 bg-white p-4 lg:block'
              }
            >
              {areFiltersUnfolded || isPanelBeside ? <FilterPanel options={options} /> : null}
            </div>
          </aside>
          <section
            aria-label={listingsText.results}
            // The first copy's three moments, for tests and benchmarks: first results shown (data-results),
            // every listing with the query worker (data-copy="handed") and stored on the device ("stored").
            data-results={isReady ? 'shown' : 'waiting'}
            // Who drew what is on screen: the server (a prerendered page, or /listings with a new visitor's first
            // cards) or this tab's app, whose count and cards follow the tab's own filters.
            data-drawn-by={typeof window === 'undefined' ? 'server' : 'app'}
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
                    // Its bar opens the filters (a sheet over the map on a phone) or the list.
                    isFullScreen={isMapScreen}
                    onShowFilters={() => {
                      if (isSheetWidth) {
                        setSheetOpen(true);
                        return;
                      }
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
          {isSheetWidth && isSheetOpen ? (
            <Suspense fallback={null}>
              <FilterSheet
                options={options}
                count={query.status === 'ready' ? query.result.count : null}
                onClose={() => setSheetOpen(false)}
              />
            </Suspense>
          ) : null}
        </div>
      ) : mode === 'alerts' ? (
        <AlertManager cities={options.cities} housingTypes={options.housingTypes} />
      ) : (
        <FavoritesView />
      )}
    </PageContainer>
  );
}
