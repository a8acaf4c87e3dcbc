// What a room-alert push says, shared by the server that sends it (send-alerts) and the service worker
// that shows it. The payload names no server and no link: the photo is a stored photo's root-relative path,
// which the worker resolves against its own backend, and the worker builds the address it opens from the
// listing id, so a payload can never send the member elsewhere. The server writes each member's pushes in
// their language, so the texts are passed in, never the app's language in use (the worker only reads payloads).
import type { DomainTexts } from '../texts.ts';
import { cardFacts, formatRent, type FormatTexts } from '../listings/format.ts';
import { numberOrNull, type ListingRow } from '../listings/listing.ts';
import { isStoredPhotoPath } from '../listings/photo-address.ts';

export type AlertPush =
  | { kind: 'listing'; listingId: number; title: string; body: string; photo: string | null }
  | { kind: 'summary'; count: number; title: string; body: string };

/** Notifications shown one by one in a run for one device; the rest become one "N new rooms" notification. */
export const PUSHES_PER_RUN = 3;

const TITLE_MAX = 80;
const BODY_MAX = 140;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

export type PushedListing = Pick<
  ListingRow,
  | 'rent_on_monthly_basis'
  | 'location_description_for_maps'
  | 'city_of_post'
  | 'city_of_group'
  | 'room_size_m2'
  | 'house_total_size_m2'
  | 'amount_of_roommates'
  | 'listing_type'
  | 'image_urls'
> & { id: number };

/** The texts a push is written with: `textsFor(member's language)` on the server. */
export type AlertPushTexts = FormatTexts & Pick<DomainTexts, 'alertPushText'>;

/**
 * Title: rent and area; body: size and roommates, then the member's searches it matched when they have
 * several ("Matches Centrum and De Pijp", already joined by the caller); image: the first stored photo.
 */
export function listingPush(
  listing: PushedListing,
  texts: AlertPushTexts,
  searchNames = '',
): AlertPush & { kind: 'listing' } {
  const area = text(listing.location_description_for_maps) || text(listing.city_of_post) || text(listing.city_of_group);
  const facts = cardFacts(
    {
      roomSize: numberOrNull(listing.room_size_m2),
      houseSize: numberOrNull(listing.house_total_size_m2),
      roommates: numberOrNull(listing.amount_of_roommates),
      listingType: listing.listing_type ?? null,
    },
    texts,
  );
  const photo = (listing.image_urls?.full ?? []).find(
    (address): address is string => typeof address === 'string' && isStoredPhotoPath(address),
  );
  return {
    kind: 'listing',
    listingId: listing.id,
    title: clip(
      [formatRent(numberOrNull(listing.rent_on_monthly_basis), texts), area].filter(Boolean).join(' · '),
      TITLE_MAX,
    ),
    body: clip(
      [
        facts.length > 0 ? facts.join(' · ') : texts.alertPushText.newRoom,
        searchNames ? texts.alertPushText.matchesSearches({ names: searchNames }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
      BODY_MAX,
    ),
    photo: photo ?? null,
  };
}

export function summaryPush(count: number, texts: AlertPushTexts): AlertPush & { kind: 'summary' } {
  return {
    kind: 'summary',
    count,
    title: clip(texts.alertPushText.newRooms({ count }), TITLE_MAX),
    body: clip(texts.alertPushText.summaryBody, BODY_MAX),
  };
}

/**
 * The notifications for one device's new matches (newest first): each of the first PUSHES_PER_RUN alone,
 * the rest as one summary, with the listing ids each one stands for.
 */
export function alertPushes(
  listings: readonly PushedListing[],
  texts: AlertPushTexts,
  searchNamesOf: (listingId: number) => string = () => '',
): Array<{ push: AlertPush; listingIds: number[] }> {
  const single = listings.slice(0, PUSHES_PER_RUN).map((listing) => ({
    push: listingPush(listing, texts, searchNamesOf(listing.id)) as AlertPush,
    listingIds: [listing.id],
  }));
  const rest = listings.slice(PUSHES_PER_RUN);
  return rest.length === 0
    ? single
    : [...single, { push: summaryPush(rest.length, texts), listingIds: rest.map((listing) => listing.id) }];
}

/** The notification tag: a repeat of a listing replaces its notification; summaries replace each other. */
export function pushTag(push: AlertPush): string {
  return push.kind === 'listing' ? `listing-${push.listingId}` : 'new-rooms';
}

/** The page a click opens, on the worker's own origin. */
export function pushPath(push: AlertPush): string {
  return push.kind === 'listing' ? `/listing/${push.listingId}` : '/listings';
}

/** Reads a payload as the service worker receives it; anything else is null. */
export function parseAlertPush(data: unknown): AlertPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const title = text(value.title);
  const body = text(value.body);
  if (!title) return null;
  if (value.kind === 'listing' && Number.isSafeInteger(value.listingId) && (value.listingId as number) > 0) {
    const photo = typeof value.photo === 'string' && isStoredPhotoPath(value.photo) ? value.photo : null;
    return {
      kind: 'listing',
      listingId: value.listingId as number,
      title: clip(title, TITLE_MAX),
      body: clip(body, BODY_MAX),
      photo,
    };
  }
  if (value.kind === 'summary' && Number.isSafeInteger(value.count) && (value.count as number) > 0)
    return { kind: 'summary', count: value.count as number, title: clip(title, TITLE_MAX), body: clip(body, BODY_MAX) };
  return null;
}
