// A post ingested the way the scraper hands one in (the ingest-posts function, through the real pipeline),
// and the listing the server made of it: for tests that need listings the demo data has none of, such as
// posts that name their street. Only specs of the data-changing project may use it (playwright.config.ts).
import { expect, type TestInfo } from '@playwright/test';
import { localStatus, serviceRest } from './accounts.ts';

export type IngestedListing = {
  id: number;
  title: string;
  rent_on_monthly_basis: number | null;
  geocode_precision: string | null;
  location_description_for_maps: string | null;
  latitude: number;
  longitude: number;
};

let postsSent = 0;

/**
 * The Dutch month a post's room is free from ("per 1 …"), another for each attempt of a test: the same post
 * again would be a repost of the earlier attempt's (same facts, dates within ten days), linked to it without
 * an alert, so a test that waits for an alert could never pass on its retry.
 */
export function availableMonthOfAttempt(info: TestInfo): string {
  const months = ['december', 'februari', 'april', 'juni'];
  return months[(info.retry + info.repeatEachIndex) % months.length] ?? 'december';
}

/**
 * Ingests `text` as a new post in an Amsterdam group; returns the listing a renter sees for it: its own, or,
 * when the same text was ingested before (a retry, another worker, another test of the file), the earlier
 * listing it was merged into as a cross-post, since that is the one the list, the map and its link show.
 */
export async function ingestPost(baseURL: string, text: string, name: string): Promise<IngestedListing> {
  const run = `${Date.now()}${String((postsSent += 1) % 1000).padStart(3, '0')}`;
  const id = `e2e-${name}-${run}`;
  const response = await fetch(`${baseURL}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': (localStatus() as { ingest_secret?: string }).ingest_secret ?? '' },
    body: JSON.stringify({
      id,
      group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
      posted_at: new Date().toISOString(),
      url: `https://www.facebook.com/groups/1029384756/posts/${run}/`,
      images: [],
      text,
    }),
  });
  expect(response.status).toBe(200);
  const [source] = await serviceRest<Array<{ listing_id: number }>>(
    `/rest/v1/raw_posts?select=listing_id&source_post_id=eq.${id}`,
  );
  const [made] = await serviceRest<Array<{ duplicate_of: number | null }>>(
    `/rest/v1/full_details_housing?select=duplicate_of&id=eq.${source?.listing_id}`,
  );
  const shownId = made?.duplicate_of ?? source?.listing_id;
  const [listing] = await serviceRest<IngestedListing[]>(
    '/rest/v1/full_details_housing?select=id,title,rent_on_monthly_basis,geocode_precision,' +
      `location_description_for_maps,latitude,longitude&id=eq.${shownId}`,
  );
  if (!listing) throw new Error(`the post ${id} made no visible listing`);
  return listing;
}
