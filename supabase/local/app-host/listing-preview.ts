// What the server adds to the page it sends for /listing/<id>: the listing's preview for chat apps (title,
// rent, area, photo as Open Graph and Twitter card tags; src/domain/listings/share-preview.ts), in the
// visitor's language, with addresses on the site the request reached (or SITE_URL). A cross-posted copy is
// redirected to the listing it was merged into. The listing is read as the anonymous role, as any visitor
// reads it: that role is given no original post's address, and the preview asks for none. A listing the
// server does not know, or cannot read just now, gets the site's own preview: never an error page.
import type { IncomingMessage } from 'node:http';
import type { Database } from '../emulator/db/database.ts';
import { requestOrigin } from '../emulator/origins.ts';
import { languageOfRequest } from '../../../sw/shell-pages.ts';
import { textsFor } from '../../../src/i18n/fixed-texts.ts';
import {
  listingPreview,
  PREVIEW_COLUMNS,
  previewTags,
  sitePreview,
  type PreviewRow,
} from '../../../src/domain/listings/share-preview.ts';

/** The head markup of a listing's page, or where to send its visitor instead. */
export type ListingPageAnswer = { head: string } | { redirectTo: string };

export type ListingPages = (request: IncomingMessage, pathname: string) => Promise<ListingPageAnswer | null>;

/** The app's listing route, with the same ids it accepts (src/routes/listing.$id.tsx). */
const LISTING_PATH = /^\/listing\/([1-9]\d{0,15})\/?$/;

type StoredRow = PreviewRow & { duplicate_of: number | string | null; _deleted: boolean };

export function createListingPages(options: {
  db: Database;
  siteUrls: readonly string[];
  /** The server's own address, for a request that names no host. */
  serverUrl: () => string;
}): ListingPages {
  // The columns are this module's own list, never the request's; the id goes in as a parameter.
  const query = `select ${PREVIEW_COLUMNS.join(', ')}, duplicate_of, _deleted from public.full_details_housing where id = $1`;
  return async (request, pathname) => {
    const id = LISTING_PATH.exec(pathname)?.[1];
    if (id === undefined) return null;
    const origin = requestOrigin(request.headers, options.siteUrls, options.serverUrl());
    const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
    const texts = textsFor(language);
    const context = { origin, texts, language };
    let row: StoredRow | null = null;
    try {
      row = await options.db.asRole(
        { role: 'anon' },
        async (sql) => (await sql.query<StoredRow>(query, [id])).rows[0] ?? null,
      );
    } catch (error) {
      console.warn(`The preview of listing ${id} could not be read`, error);
    }
    const mergedInto = row === null ? null : Number(row.duplicate_of);
    if (
      row?._deleted &&
      mergedInto !== null &&
      Number.isSafeInteger(mergedInto) &&
      mergedInto > 0 &&
      `${mergedInto}` !== id
    )
      return { redirectTo: `/listing/${mergedInto}` };
    const preview =
      row === null || row._deleted
        ? sitePreview(`/listing/${id}`, context)
        : listingPreview({ ...row, id: Number(row.id) }, context);
    return { head: previewTags(preview, texts.sharePreviewText.siteName) };
  };
}
