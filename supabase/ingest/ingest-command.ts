// `npm run ingest -- POSTS.jsonl [--url URL]`: runs the pipeline and upserts through the service role, into
// the running supabase/local by default (its URL and key from .data/local.json) or into any Supabase project
// with --url and SUPABASE_SERVICE_ROLE_KEY. Idempotent by source post; shows progress on long files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ingestBatch, type IngestReport } from '../functions/_shared/ingest/store-posts.ts';
import { readPostsFile } from './read-posts.ts';
import { addReports, describeReport } from './report.ts';

const BATCH = 200;

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run ingest -- POSTS.jsonl [--url URL]   (with --url, set SUPABASE_SERVICE_ROLE_KEY)`);
  process.exit(2);
}

function target(args: string[]): { url: string; key: string } {
  const urlIndex = args.indexOf('--url');
  if (urlIndex !== -1) {
    const url = args[urlIndex + 1];
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
    if (!url) usage('--url needs an address.');
    if (!key) usage('Set SUPABASE_SERVICE_ROLE_KEY to the project\'s service role key.');
    return { url, key };
  }
  const statusFile = path.resolve(process.env.ROOMRADAR_DATA_DIR ?? '.data', 'local.json');
  try {
    const status = JSON.parse(readFileSync(statusFile, 'utf8')) as { url: string; service_role_key: string };
    return { url: status.url, key: status.service_role_key };
  } catch {
    return usage(`No running supabase/local found (${statusFile}); start it with npm start, or pass --url.`);
  }
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
const { url, key } = target(args);
const service = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const lines = readPostsFile(file);
let total: IngestReport | null = null;
for (let start = 0; start < lines.length; start += BATCH) {
  const report = await ingestBatch(service, lines.slice(start, start + BATCH));
  total = total ? addReports(total, report) : report;
  progress(Math.min(lines.length, start + BATCH), lines.length);
}
process.stdout.write(`${describeReport(total ?? addReports())}\n`);
process.exit(total && total.rejected.length > 0 && total.rejected.length === total.received ? 1 : 0);
