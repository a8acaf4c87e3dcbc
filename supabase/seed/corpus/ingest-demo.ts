// Ingests the demo corpus through the real pipeline, in posting order so listing ids (and the list's
// newest-first order) follow the posts' times, with its photos fetched from the demo's own photo host and
// kept in Storage. Used by `npm start` on an empty database and by `npm run seed`.
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseLines } from '../../functions/_shared/ingest/parse-lines.ts';
import { ingestBatch } from '../../functions/_shared/ingest/store-posts.ts';
import { PHOTO_FETCH_LIMITS } from '../../functions/_shared/photos/fetch-photo.ts';
import { nodePhotoKeeper } from '../../functions/_shared/photos/node-photo-keeper.ts';
import { demoCorpus } from './demo-corpus.ts';
import { startDemoPhotoHost } from './demo-photo-host.ts';

export async function ingestDemoCorpus(
  service: SupabaseClient,
  now = new Date(),
): Promise<{ posts: number; created: number; photos: number }> {
  const host = await startDemoPhotoHost();
  try {
    const posts = demoCorpus(now, undefined, undefined, host.base).sort((left, right) =>
      left.posted_at.localeCompare(right.posted_at),
    );
    const lines = posts.map(({ expected: _expected, ...post }) => JSON.stringify(post));
    // One keeper for the whole corpus: a photo shown by several posts is fetched and stored once.
    const keeper = nodePhotoKeeper(service, { ...PHOTO_FETCH_LIMITS, allowLoopback: true });
    let created = 0;
    let photos = 0;
    for (let start = 0; start < lines.length; start += 200) {
      const report = await ingestBatch(service, parseLines(lines.slice(start, start + 200)), keeper);
      created += report.created;
      photos += report.photos.kept;
      for (const dropped of report.photos.dropped)
        console.warn(`A demo photo was not kept (${dropped.reason}): ${dropped.url}`);
    }
    return { posts: lines.length, created, photos };
  } finally {
    await host.close();
  }
}
