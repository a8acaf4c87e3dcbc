// `npm run ingest -- POSTS.jsonl [--url URL]`: runs the pipeline and upserts through the service role, into
// the running supabase/local by default (its URL and key from .data/local.json) or into any Supabase project
// with --url and SUPABASE_SERVICE_ROLE_KEY. Idempotent by source post; shows progress on long files. Photos
// are kept in the target's Storage (made small with sharp), as ingest-posts does.
import { ingestBatch, type IngestReport } from '../../supabase/functions/_shared/ingest/store-posts.ts';
import { readPostsFile } from './read-posts.ts';
import { nodePhotoKeeper } from '../../supabase/functions/_shared/photos/node-photo-keeper.ts';
import { addReports, describeReport } from './report.ts';
import { serviceTarget } from './service-target.ts';

const BATCH = 200;

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run ingest -- POSTS.jsonl [--url URL]   (with --url, set SUPABASE_SERVICE_ROLE_KEY)`,
  );
  process.exit(2);
}
function progress(done: number, total: number): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} posts`);
  if (done === total) process.stderr.write('\n');
}

const args = process.argv.slice(2);
const file = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--url');
if (!file) usage('Name the file to ingest.');
const service = serviceTarget(args, usage);
const lines = readPostsFile(file);
let total: IngestReport | null = null;
for (let start = 0; start < lines.length; start += BATCH) {
  const report = await ingestBatch(service, lines.slice(start, start + BATCH), nodePhotoKeeper(service));
  total = total ? addReports(total, report) : report;
  progress(Math.min(lines.length, start + BATCH), lines.length);
}
process.stdout.write(`${describeReport(total ?? addReports())}\n`);
process.exit(total && total.rejected.length > 0 && total.rejected.length === total.received ? 1 : 0);
