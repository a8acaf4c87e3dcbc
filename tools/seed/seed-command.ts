// `npm run seed [-- --synthetic N] [--url URL]`: fills a database through the service role. Without
// --synthetic it ingests the demo corpus through the pipeline (what `npm start` does on an empty database);
// with --synthetic N it inserts N generated listings for scale tests. The target is the running
// supabase/local (from .data/local.json) unless --url is given with SUPABASE_SERVICE_ROLE_KEY.
import { serviceTarget } from '../ingest/service-target.ts';
import { ingestDemoCorpus } from '../../supabase/seed/corpus/ingest-demo.ts';
import { syntheticListings } from './synthetic-listings.ts';

function fail(message: string): never {
  console.error(
    `${message}\nUsage: npm run seed [-- --synthetic N] [--url URL]   (with --url, set SUPABASE_SERVICE_ROLE_KEY)`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const service = serviceTarget(args, fail);
const syntheticIndex = args.indexOf('--synthetic');
const syntheticOption =
  syntheticIndex === -1 ? undefined : (args[syntheticIndex + 1] ?? fail('--synthetic needs a number.'));

if (syntheticOption !== undefined) {
  const count = Number(syntheticOption);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    fail('--synthetic takes a whole number from 1 to 1,000,000.');
  const started = Date.now();
  const seed = Date.now() % 100_000;
  for (let done = 0; done < count;) {
    // 250 rows a request stay under the API's 1 MB body limit (1,000 of them did not).
    const part = syntheticListings(Math.min(250, count - done), new Date(), seed + done);
    const { data, error } = await service
      .from('listings')
      .insert(part.map((row) => row.listing))
      .select('id');
    if (error) fail(`Inserting listings failed: ${error.message}`);
    const sources = part.map((row, index) => ({
      ...row.source,
      listing_id: (data as Array<{ id: number }>)[index]?.id,
    }));
    const linked = await service.from('listing_sources').insert(sources);
    if (linked.error) fail(`Inserting sources failed: ${linked.error.message}`);
    done += part.length;
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${count} listings`);
  }
  process.stdout.write(`\nInserted ${count} synthetic listings in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
} else {
  const { posts, created } = await ingestDemoCorpus(service);
  process.stdout.write(`Ingested ${posts} demo posts: ${created} new listings.\n`);
}
