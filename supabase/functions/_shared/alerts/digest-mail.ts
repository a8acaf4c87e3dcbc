// The alert digest: one mail per member per run, up to 20 new matches (photo, price, size, area, link to the
// listing) and a link to all of them; HTML and plain text; one-click unsubscribe (RFC 8058) through a signed
// link. Scraped text is escaped; a photo is a kept copy (read from the API's address) or an https link.
// Written in the member's language (their profile's): every text from its catalogue, prices and facts
// formatted with it. A member with several saved searches reads under each room the searches it matched,
// and at the top every search the mail is for: one mail, however many of their searches a room matched.
import { cardFacts, formatRent } from '../../../../src/domain/listings/format.ts';
import { firstImage } from '../../../../src/domain/listings/listing-summary.ts';
import { numberOrNull } from '../../../../src/domain/listings/listing.ts';
import { photoSource } from '../../../../src/domain/listings/photo-address.ts';
import { textsFor, type CommonTexts } from '../../../../src/i18n/fixed-texts.ts';
import { languageOr } from '../../../../src/i18n/language.ts';
import { type OutgoingMail } from '../mail.ts';
import { escapeHtml } from '../../../../src/domain/content/escape-html.ts';
import type { ListingWithModified } from './match-alerts.ts';
import { displayTitle } from '../../../../src/domain/listings/listing-title.ts';

export const DIGEST_LIMIT = 20;

const photoOrNull = (address: string | null, apiUrl: string) =>
  address === null ? null : photoSource(address, apiUrl);

/** The app's address, the unsubscribe links, and the API's address (where kept photos are read). */
export type DigestLinks = { siteUrl: string; apiUrl: string; unsubscribePageUrl: string; oneClickUrl: string };

function describe(listing: ListingWithModified, apiUrl: string, texts: CommonTexts) {
  const facts = cardFacts(
    {
      roomSize: numberOrNull(listing.room_size_m2),
      houseSize: numberOrNull(listing.house_total_size_m2),
      roommates: numberOrNull(listing.amount_of_roommates),
      listingType: typeof listing.listing_type === 'string' ? listing.listing_type : null,
    },
    texts,
  );
  const place =
    typeof listing.location_description_for_maps === 'string'
      ? listing.location_description_for_maps
      : (listing.city_of_post ?? '');
  const title =
    typeof listing.title === 'string' && listing.title !== ''
      ? displayTitle(listing.title, listing.id, texts)
      : texts.factText.roomForRent;
  return {
    title,
    place: String(place),
    price: formatRent(numberOrNull(listing.rent_on_monthly_basis), texts),
    facts: facts.join(' · '),
    photo: photoOrNull(firstImage(listing.image_urls), apiUrl),
  };
}

/** "A, B and C" in the mail's language. */
export function joinNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * The digest of `listings` (newest first) for one member, in `language` (English for one we do not speak);
 * `searchNames` gives the names of the searches a listing matched (none: the mail names no search).
 */
export function digestMail(
  to: string,
  firstName: string | null,
  listings: readonly ListingWithModified[],
  links: DigestLinks,
  language: string,
  searchNames: (listingId: number) => readonly string[] = () => [],
): OutgoingMail {
  const lang = languageOr(language);
  const texts = textsFor(lang);
  const { digestText } = texts;
  const matchesOf = (listing: ListingWithModified) => {
    const names = searchNames(listing.id);
    return names.length > 0 ? digestText.matchesSearches({ names: joinNames(names, lang) }) : '';
  };
  // In alphabetical order: the mail's rooms come newest first, which says nothing about the searches.
  const everySearch = [...new Set(listings.flatMap((listing) => searchNames(listing.id)))].sort((left, right) =>
    left.localeCompare(right, lang, { sensitivity: 'base' }),
  );
  const searchesLine =
    everySearch.length > 0
      ? digestText.forSearches({ names: joinNames(everySearch, lang), count: everySearch.length })
      : '';
  const count = listings.length;
  const shown = listings.slice(0, DIGEST_LIMIT);
  const more = count - shown.length;
  const allMatches = `${links.siteUrl}/listings`;
  const greeting = firstName ? digestText.greeting({ name: firstName }) : digestText.greetingNoName;
  const intro = digestText.intro({ count });
  const textItems = shown.map((listing) => {
    const item = describe(listing, links.apiUrl, texts);
    return [
      `${item.title}`,
      [item.price, item.facts, item.place].filter(Boolean).join(' | '),
      matchesOf(listing),
      `${links.siteUrl}/listing/${listing.id}`,
    ]
      .filter(Boolean)
      .join('\n');
  });
  const text = [
    greeting,
    '',
    intro,
    ...(searchesLine ? [searchesLine] : []),
    '',
    ...textItems.flatMap((item) => [item, '']),
    more > 0 ? digestText.andMore({ count: more, link: allMatches }) : digestText.seeAll({ link: allMatches }),
    '',
    digestText.stopText({ link: links.unsubscribePageUrl }),
  ].join('\n');
  const htmlItems = shown
    .map((listing) => {
      const item = describe(listing, links.apiUrl, texts);
      const link = `${links.siteUrl}/listing/${listing.id}`;
      const matches = matchesOf(listing);
      const matchesHtml = matches ? `<br><span style="color:#0f766e">${escapeHtml(matches)}</span>` : '';
      const photo = item.photo
        ? `<img src="${escapeHtml(item.photo)}" alt="" width="160" style="border-radius:6px;display:block">`
        : '';
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${photo}</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link)}" style="font-weight:600;color:#0f766e">${escapeHtml(item.title)}</a><br>${escapeHtml([item.price, item.facts].filter(Boolean).join(' · '))}<br><span style="color:#475569">${escapeHtml(item.place)}</span>${matchesHtml}</td></tr>`;
    })
    .join('');
  const seeAll = more > 0 ? digestText.seeAllCount({ count }) : digestText.seeAllLink;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}${searchesLine ? `<br>${escapeHtml(searchesLine)}` : ''}</p><table role="presentation">${htmlItems}</table><p><a href="${escapeHtml(allMatches)}">${escapeHtml(seeAll)}</a></p><p style="color:#64748b;font-size:12px"><a href="${escapeHtml(links.unsubscribePageUrl)}">${escapeHtml(digestText.stopLink)}</a></p></body></html>`;
  return {
    to,
    subject: digestText.subject({ count }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
