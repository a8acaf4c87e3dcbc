// Ingests the demo corpus through the real pipeline, in posting order so listing ids (and the list's
// newest-first order) follow the posts' times. Used by `npm start` on an empty database and by `npm run seed`.
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseLines } from '../../functions/_shared/ingest/parse-lines.ts';
import { ingestBatch } from '../../functions/_shared/ingest/store-posts.ts';
import { demoCorpus } from './demo-corpus.ts';

export async function ingestDemoCorpus(
  service: SupabaseClient,
  now = new Date(),
): Promise<{ posts: number; created: number }> {
  const posts = demoCorpus(now).sort((left, right) => left.posted_at.localeCompare(right.posted_at));
  const lines = posts.map(({ expected: _expected, ...post }) => JSON.stringify(post));
  let created = 0;
  for (let start = 0; start < lines.length; start += 200)
    created += (await ingestBatch(service, parseLines(lines.slice(start, start + 200)))).created;
  return { posts: lines.length, created };
}
