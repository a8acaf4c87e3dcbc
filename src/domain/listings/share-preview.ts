// What a chat app shows for a shared link to a listing. WhatsApp, Telegram and Signal read the page's Open
// Graph tags, X its twitter: tags, and none runs the page's JavaScript: so the server writes them into the
// page it sends for /listing/<id> (supabase/local/listing-preview.ts). They carry the listing's title, rent,
// area and first photo, and never the original post's address (Premium's, where a preview is public). Every
// value is scraped text, escaped here, as is the address of the site.
import { escapeHtml } from '../content/escape-html.ts';
import type { DomainTexts } from '../texts.ts';
import { cardFacts, formatRent } from './format.ts';
import type { ListingRow } from './listing.ts';
import { summarizeListing } from './listing-summary.ts';
import { displayTitle } from './listing-title.ts';
import { detailPhotos, photoSource } from './photo-address.ts';

export type SharePreview = {
  title: string;
  description: string;
  /** The page's own address, on the site the request reached (or SITE_URL). */
  url: string;
  image: { url: string; width: number | null; height: number | null; alt: string } | null;
  language: 'en' | 'nl';
};

/** The columns a preview reads (never url_post). */
export const PREVIEW_COLUMNS = [
  'id',
  'title',
  'rent_on_monthly_basis',
  'location_description_for_maps',
  'city_of_post',
  'city_of_group',
  'room_size_m2',
  'house_total_size_m2',
  'amount_of_roommates',
  'listing_type',
  'image_urls',
] as const;

export type PreviewRow = Pick<ListingRow, (typeof PREVIEW_COLUMNS)[number]>;

type PreviewTexts = Pick<DomainTexts, 'listingsText' | 'factText' | 'sharePreviewText'>;

/** A listing's preview: its title, then its rent, area and facts; its first photo. */
export function listingPreview(
  row: PreviewRow,
  { origin, texts, language }: { origin: string; texts: PreviewTexts; language: 'en' | 'nl' },
): SharePreview {
  const summary = summarizeListing(row);
  const title = displayTitle(row.title, row.id, texts);
  const area = summary.area ?? row.city_of_post ?? summary.city;
  const description = [formatRent(summary.rent, texts), area, ...cardFacts(summary, texts)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' · ');
  const photo = detailPhotos(row.image_urls)[0];
  return {
    title,
    description,
    url: `${origin}/listing/${row.id}`,
    image: photo ? { url: photoSource(photo.src, origin), width: photo.width, height: photo.height, alt: title } : null,
    language,
  };
}

/** The site's own preview, for a listing the server does not know (or cannot read just now). */
export function sitePreview(
  path: string,
  { origin, texts, language }: { origin: string; texts: PreviewTexts; language: 'en' | 'nl' },
): SharePreview {
  return {
    title: texts.sharePreviewText.siteTitle,
    description: texts.sharePreviewText.siteDescription,
    url: `${origin}${path}`,
    image: null,
    language,
  };
}

/** Collapses a scraped text's line breaks and runs of space, and cuts it where previews stop showing it anyway. */
function oneLine(text: string, maxLength: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= maxLength ? line : `${line.slice(0, maxLength - 1).trimEnd()}…`;
}

const LOCALES = { en: 'en_GB', nl: 'nl_NL' } as const;

/** The page's <title>, description and Open Graph and Twitter card tags, one per line. */
export function previewTags(preview: SharePreview, siteName: string): string {
  const title = escapeHtml(oneLine(preview.title, 200));
  const description = escapeHtml(oneLine(preview.description, 300));
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${value}">`;
  const tags = [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', escapeHtml(siteName)),
    meta('property', 'og:locale', LOCALES[preview.language]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', escapeHtml(preview.url)),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  const { image } = preview;
  if (image) {
    tags.push(meta('property', 'og:image', escapeHtml(image.url)));
    if (image.width !== null && image.height !== null)
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    tags.push(
      meta('property', 'og:image:alt', escapeHtml(oneLine(image.alt, 200))),
      meta('name', 'twitter:image', escapeHtml(image.url)),
    );
  }
  return tags.join('\n    ');
}
