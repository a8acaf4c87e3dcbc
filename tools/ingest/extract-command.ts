// `npm run extract -- POSTS.jsonl`: runs the pure pipeline and prints one JSON line per input post, in input
// order. A line that cannot be read prints {"line": N, "error": "..."} in its place.
import { processPosts } from '../../src/domain/ingestion/ingestion-pipeline.ts';
import { extractRecord } from './extract-output.ts';
import { readPostsFile } from './read-posts.ts';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run extract -- POSTS.jsonl');
  process.exit(2);
}
const results = readPostsFile(path);
const posts = results.flatMap(({ result }) => (result.ok ? [result.post] : []));
const processed = new Map(processPosts(posts).map((post) => [post.id, post]));
const out: string[] = [];
for (const { line, result } of results) {
  if (!result.ok) out.push(JSON.stringify({ line, error: result.error }));
  else
    out.push(
      JSON.stringify(extractRecord(processed.get(result.post.id) as NonNullable<ReturnType<typeof processed.get>>)),
    );
}
process.stdout.write(`${out.join('\n')}\n`);
