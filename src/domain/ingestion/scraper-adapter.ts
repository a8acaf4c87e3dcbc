// Apify's "Facebook Groups Scraper" (apify/facebook-groups-scraper) exports one item per post. Its fields map to
// the import format as follows (documented in the README under "Importing posts"):
//   legacyId or id       -> id                  time                      -> posted_at
//   url                  -> url                 text                      -> text
//   groupTitle           -> group.name          attachments[].photo_image.uri, .thumbnail, .url (photos) -> images
//   user.id              -> author (the poster, used only to tell whose photos a post shows)
//   facebookUrl          -> the group, whose city comes from a configured map or, failing that, a Dutch city in the
//                           group's title ("Kamers Amsterdam" -> Amsterdam)
import { cityNamed, findPlaces } from './gazetteer.ts';
import { foldText } from './text.ts';

export type ScraperItem = {
  id?: unknown;
  legacyId?: unknown;
  url?: unknown;
  time?: unknown;
  text?: unknown;
  groupTitle?: unknown;
  facebookUrl?: unknown;
  attachments?: unknown;
  user?: unknown;
};

export function isScraperItem(value: unknown): value is ScraperItem {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ('time' in record || 'facebookUrl' in record || 'groupTitle' in record) && !('posted_at' in record);
}

function groupCity(
  title: string | null,
  groupCities: Readonly<Record<string, string>>,
  groupUrl: string | null,
): string | null {
  if (groupUrl !== null && groupCities[groupUrl]) return groupCities[groupUrl] ?? null;
  if (title === null) return null;
  if (groupCities[title]) return groupCities[title] ?? null;
  const city = findPlaces(title, foldText(title)).find((mention) => mention.place.kind === 'city');
  return city ? (cityNamed(city.place.name)?.name ?? null) : null;
}

function photoUrls(attachments: unknown): string[] {
  if (!Array.isArray(attachments)) return [];
  const urls: string[] = [];
  for (const attachment of attachments) {
    if (typeof attachment !== 'object' || attachment === null) continue;
    const record = attachment as Record<string, unknown>;
    const image = record.photo_image as Record<string, unknown> | undefined;
    const candidate =
      (typeof image?.uri === 'string' && image.uri) ||
      (typeof record.thumbnail === 'string' && record.thumbnail) ||
      (typeof record.image === 'string' && record.image);
    if (candidate) urls.push(candidate);
  }
  return urls;
}

function posterId(user: unknown): string | number | undefined {
  const id = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/** Maps one scraper item to the import format; validation happens afterwards, as for any line. */
export function fromScraperItem(
  item: ScraperItem,
  groupCities: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const title = typeof item.groupTitle === 'string' ? item.groupTitle : null;
  const groupUrl = typeof item.facebookUrl === 'string' ? item.facebookUrl : null;
  const id = item.legacyId ?? item.id;
  return {
    id: typeof id === 'number' ? String(id) : id,
    group: { name: title, city: groupCity(title, groupCities, groupUrl) },
    posted_at:
      typeof item.time === 'number' ? new Date(item.time * (item.time < 1e12 ? 1000 : 1)).toISOString() : item.time,
    url: item.url,
    images: photoUrls(item.attachments),
    text: item.text,
    // The poster, for the reused-photo signal only (never shown); absent when the export leaves it out.
    ...(posterId(item.user) === undefined ? {} : { author: posterId(item.user) }),
  };
}
