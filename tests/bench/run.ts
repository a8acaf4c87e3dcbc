// `npm run bench [-- GROUP ...]`: runs the benchmark groups, prints a table each, and merges their
// metrics into tests/bench/results.json (a flat object of metric name -> number).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTable, type BenchGroup } from './harness.ts';
import { queryBench } from './query.bench.ts';
import { restBench } from './rest.bench.ts';
import { syncBench } from './sync.bench.ts';
import { uiBench } from './ui.bench.ts';

const GROUPS: BenchGroup[] = [queryBench, restBench, syncBench, uiBench];
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !GROUPS.some((group) => group.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark group ${unknown.join(', ')}; the groups are ${GROUPS.map((group) => group.name).join(', ')}`);
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
  const outcome = await group.run();
  process.stdout.write(`${renderTable(outcome.rows)}\n`);
  results = { ...results, ...outcome.metrics };
  for (const [metric, value] of Object.entries(outcome.metrics)) process.stdout.write(`${metric} = ${value}\n`);
}

await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\nwrote ${path.relative(process.cwd(), resultsFile)}\n`);
