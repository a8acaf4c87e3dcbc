import { Link, createFileRoute, notFound, useNavigate, useRouter } from '@tanstack/react-router';
import { appTexts, factText, listingsText, listingToasts, pageTitle, pageTitles } from '../i18n/messages.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { showToast } from '../components/ui/toast.ts';
import { formatRent, formatShortDate } from '../domain/listings/format.ts';
import { safeHttpUrl, summarizeListing } from '../domain/listings/listing-summary.ts';
import { billsText, postedAgoText } from '../domain/listings/rental-terms-text.ts';
import { useEffect } from 'react';
import { markReturnFromDetail, showOnMap, useIsOnline } from '../data/browser/index.ts';
import { useListing } from '../data/workers/index.ts';
import { useMergedInto } from '../data/account/index.ts';
import { FavoriteButton } from '../components/listings/FavoriteButton.tsx';
import { ListingFacts } from '../components/listings/ListingFacts.tsx';
import { useMountTime } from '../components/listings/useMountTime.ts';
import { ListingPhotos } from '../components/listings/ListingPhotos.tsx';
import { ListingPlaceMap } from '../components/listings/ListingPlaceMap.tsx';
import { OriginalPostButton } from '../components/listings/OriginalPostButton.tsx';
import { ScamWarning } from '../components/listings/ScamWarning.tsx';
import { ShareButton } from '../components/listings/ShareButton.tsx';
import { Button } from '../components/ui/Button.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { markAfterPaint } from '../data/browser/index.ts';
import { displayTitle } from '../domain/listings/listing-title.ts';
import { cardPlace, isApproximatePlace } from '../domain/listings/place-wording.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/** Listing ids are positive whole numbers; anything else is the 404 page. */
const LISTING_ID = /^[1-9]\d{0,15}$/;

export const Route = createFileRoute('/listing/$id')({
  beforeLoad: ({ params }) => {
    if (!LISTING_ID.test(params.id)) throw notFound();
  },
  component: ListingDetailPage,
});

function ListingDetailPage() {
  const { id } = Route.useParams();
  const router = useRouter();
  const state = useListing(Number(id));
  const nowMs = useMountTime();
  useEffect(() => markReturnFromDetail(), []);
  const isFound = state.status === 'found';
  useDocumentTitle(
    state.status === 'found'
      ? pageTitle(displayTitle(state.listing.title, state.listing.id, appTexts))
      : state.status === 'loading'
        ? pageTitles.listingLoading
        : pageTitles.listingNotFound,
  );
  const isOnline = useIsOnline();
  // A cross-posted copy is on no device: a link to one opens the listing it was merged into.
  const navigate = useNavigate();
  const merged = useMergedInto(Number(id), state.status === 'missing' && isOnline);
  useEffect(() => {
    if (merged.status === 'merged')
      void navigate({ to: '/listing/$id', params: { id: String(merged.into) }, replace: true });
  }, [merged, navigate]);
  // Offline, a listing the device does not hold cannot be fetched: the page says so, no error toast.
  const loadError = state.status === 'error' && isOnline ? state.message : null;
  useEffect(() => {
    if (loadError !== null)
      showToast(/column/i.test(loadError) ? listingToasts.detailStructure : listingToasts.detailFailed, {
        destructive: true,
      });
  }, [loadError]);
  useEffect(() => {
    if (isFound) markAfterPaint('detail-shown');
  }, [isFound]);

  if (state.status === 'loading' || merged.status === 'asking' || merged.status === 'merged')
    return <Spinner label={listingsText.loadingListing} />;
  if (state.status === 'missing' || state.status === 'error') {
    return (
      <PageContainer className="flex flex-col items-center gap-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{listingsText.listingNotFound}</h1>
        {isOnline ? null : <p className="max-w-md text-slate-700">{listingsText.notOnDeviceOffline}</p>}
        <Button variant="outline" onClick={() => router.history.back()}>
          {listingsText.goBack}
        </Button>
      </PageContainer>
    );
  }

  const { listing } = state;
  const title = displayTitle(listing.title, listing.id, appTexts);
  const postedAt = listing.time_of_post ?? listing.created_at ?? null;
  const posted = formatShortDate(postedAt, currentLanguage());
  const postedAgo = postedAgoText(postedAt, nowMs, appTexts);
  const summary = summarizeListing(listing);
  const bills = billsText(summary, appTexts);
  const place = cardPlace(summary, appTexts);
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/listings">{listingsText.backToListings}</Link>
        </Button>
        {typeof listing.latitude === 'number' && typeof listing.longitude === 'number' ? (
          <Button asChild variant="outline">
            <Link to="/listings" onClick={() => showOnMap(listing.id)}>
              {listingsText.viewOnMap}
            </Link>
          </Button>
        ) : null}
      </div>
      <ListingPhotos imageUrls={listing.image_urls} title={title} />
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{title}</h1>
          {place ? <p className="text-slate-700">{place}</p> : null}
          {/* Why the place reads "Somewhere in": the post gives no address (issue 35). */}
          {place && isApproximatePlace(listing.geocode_precision) ? (
            <p className="text-sm text-slate-600">{factText.approximatePlace}</p>
          ) : null}
          {posted ? (
            <p className="flex flex-wrap gap-x-1 text-sm text-slate-600">
              <span>{factText.posted({ date: posted })}</span>
              {postedAgo && postedAt ? <time dateTime={postedAt}>· {postedAgo}</time> : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <ShareButton listingId={listing.id} title={title} rent={listing.rent_on_monthly_basis} />
          <FavoriteButton listingId={listing.id} title={title} />
        </div>
      </div>
      {/* Where the room is: its pin, or the area it is somewhere in (issue 35), loaded once scrolled near. */}
      {typeof listing.latitude === 'number' && typeof listing.longitude === 'number' ? (
        <ListingPlaceMap
          longitude={listing.longitude}
          latitude={listing.latitude}
          place={summary}
          rent={summary.rent}
        />
      ) : null}
      <div>
        <p className="text-2xl font-bold text-brand-800">{formatRent(listing.rent_on_monthly_basis, appTexts)}</p>
        {bills ? <p className="font-medium text-slate-800">{bills}</p> : null}
      </div>
      <ScamWarning signals={listing.scam_signals ?? []} />
      <ListingFacts listing={listing} nowMs={nowMs} />
      {listing.text_post ? (
        <section aria-labelledby="post-text-heading" className="flex flex-col gap-2">
          <h2 id="post-text-heading" className="text-xl font-semibold">
            {factText.thePost}
          </h2>
          {/* Scraped text is rendered as text only: React escapes it, and line breaks are kept by CSS. */}
          <p className="whitespace-pre-line break-words text-slate-800">{listing.text_post}</p>
        </section>
      ) : null}
      <div>
        <OriginalPostButton listingId={listing.id} knownUrl={safeHttpUrl(listing.url_post)} explainsNeeds />
      </div>
    </PageContainer>
  );
}
