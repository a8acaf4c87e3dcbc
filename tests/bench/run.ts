// `npm run bench [-- GROUP ...]`: runs the benchmark groups, prints a table each, and merges their
// metrics into tests/bench/results.json (a flat object of metric name -> number).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTable, type BenchGroup } from './harness.ts';
import { alertsBench } from './alerts.bench.ts';
import { extractBench } from './extract.bench.ts';
import { extractRealBench } from './extract-real.bench.ts';
import { firstVisitBench } from './first-visit.bench.ts';
import { loadBench } from './load.bench.ts';
import { mapBench } from './map.bench.ts';
import { photosBench } from './photos.bench.ts';
import { pwaBench } from './pwa.bench.ts';
import { queryBench } from './query.bench.ts';
import { restBench } from './rest.bench.ts';
import { syncBench } from './sync.bench.ts';
import { uiBench } from './ui.bench.ts';

const GROUPS: BenchGroup[] = [
  queryBench,
  restBench,
  syncBench,
  uiBench,
  mapBench,
  pwaBench,
  photosBench,
  firstVisitBench,
  extractBench,
  extractRealBench,
  alertsBench,
  loadBench,
];
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

// Words that name a group select it; the rest (a file, say) go to the selected groups.
const words = process.argv.slice(2);
const wanted = words.filter((word) => GROUPS.some((group) => group.name === word));
const groupArgs = words.filter((word) => !wanted.includes(word));
const unknown = groupArgs.filter((word) => !existsSync(word));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark group or file ${unknown.join(', ')}; the groups are ${GROUPS.map((group) => group.name).join(', ')}`,
  );
  process.exit(2);
}

/** Earlier results, so that running one group keeps the others' metrics. */
async function previousResults(): Promise<Record<string, number>> {
  try {
    return JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

let results = await previousResults();

for (const group of GROUPS.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
  process.stdout.write(`\n## ${group.name}: ${group.description}\n\n`);
  const outcome = await group.run(groupArgs);
  process.stdout.write(`${renderTable(outcome.rows)}\n`);
  results = { ...results, ...outcome.metrics };
  for (const [metric, value] of Object.entries(outcome.metrics)) process.stdout.write(`${metric} = ${value}\n`);
}

await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\nwrote ${path.relative(process.cwd(), resultsFile)}\n`);
