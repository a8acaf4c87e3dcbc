// `npm run bench [-- GROUP ...] [--compare] [--smoke]`: runs the benchmark groups and prints a table each.
// A full run merges its metrics into tests/bench/results.json (a flat object of metric name -> number) and
// keeps each group's figures as its baseline in tests/bench/baseline.json (with the commit and the machine);
// --compare first sets every figure beside that baseline and marks what got more than 10% worse.
// --smoke runs every step of the groups at a small size (see BenchScale) and fails when a group throws,
// takes longer than its time or leaves out a metric it promises; it keeps nothing.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareWithBaseline,
  describeCommit,
  describeMachine,
  readBaseline,
  missingOrBroken,
  overBudget,
  underFloor,
  renderComparison,
  writeBaseline,
} from './baseline.ts';
import { GROUPS } from './groups.ts';
import { FULL_SCALE, renderTable, SMOKE_SCALE, type GroupResult } from './harness.ts';

/** A smoke run of one group that takes longer than this has hung. */
const SMOKE_GROUP_TIMEOUT_MS = 8 * 60_000;
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

// Words that name a group select it; flags set the mode; the rest (a file, say) go to the selected groups.
const words = process.argv.slice(2);
const isSmoke = words.includes('--smoke');
const isComparing = words.includes('--compare');
const wanted = words.filter((word) => GROUPS.some((group) => group.name === word));
const groupArgs = words.filter((word) => !wanted.includes(word) && !word.startsWith('--'));
const unknown = [
  ...groupArgs.filter((word) => !existsSync(word)),
  ...words.filter((word) => word.startsWith('--') && word !== '--smoke' && word !== '--compare'),
];
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark group, flag or file ${unknown.join(', ')}; the groups are ${GROUPS.map((group) => group.name).join(', ')}, the flags --compare and --smoke`,
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

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${ms / 60_000} min`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const baseline = readBaseline();
let results = await previousResults();
const failures: string[] = [];
const selected = GROUPS.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name));

for (const group of selected) {
  process.stdout.write(`\n## ${group.name}${isSmoke ? ' (smoke)' : ''}: ${group.description}\n\n`);
  const started = performance.now();
  let outcome: GroupResult;
  try {
    outcome = isSmoke
      ? await withinTime(group.run(groupArgs, SMOKE_SCALE), SMOKE_GROUP_TIMEOUT_MS)
      : await group.run(groupArgs, FULL_SCALE);
  } catch (error) {
    if (!isSmoke) throw error;
    failures.push(`${group.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.stdout.write(`FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    continue;
  }
  process.stdout.write(`${renderTable(outcome.rows)}\n`);
  for (const [metric, value] of Object.entries(outcome.metrics)) process.stdout.write(`${metric} = ${value}\n`);
  const before = baseline.groups[group.name];
  const overBudgets = [
    ...overBudget(outcome.metrics, group.budgets ?? {}),
    ...underFloor(outcome.metrics, group.floors ?? {}),
  ];
  if (isSmoke) {
    const problems = [...missingOrBroken(outcome.metrics, group.promises), ...overBudgets];
    for (const problem of problems) failures.push(`${group.name}: ${problem}`);
    process.stdout.write(
      `${problems.length === 0 ? 'smoke: ok' : `smoke: ${problems.join('; ')}`} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    );
    continue;
  }
  for (const problem of overBudgets) {
    failures.push(`${group.name}: ${problem}`);
    process.stdout.write(`OVER BUDGET: ${problem}\n`);
  }
  if (isComparing)
    process.stdout.write(`\n${renderComparison(compareWithBaseline(outcome.metrics, before), before)}\n`);
  results = { ...results, ...outcome.metrics };
  baseline.groups[group.name] = {
    commit: describeCommit(),
    machine: describeMachine(),
    at: new Date().toISOString(),
    metrics: outcome.metrics,
  };
}

if (isSmoke) {
  const passed = selected.length - new Set(failures.map((failure) => failure.split(':')[0])).size;
  process.stdout.write(`\n${failures.length === 0 ? '' : `${failures.join('\n')}\n\n`}`);
  process.stdout.write(`bench: ${passed} passed, ${selected.length - passed} failed\n`);
  // A hung group may have left a browser or a server behind: they go with the process.
  process.exit(failures.length === 0 ? 0 : 1);
}

await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
writeBaseline(baseline);
process.stdout.write(
  `\nwrote ${path.relative(process.cwd(), resultsFile)} and ${path.relative(process.cwd(), 'tests/bench/baseline.json')}\n`,
);
if (failures.length > 0) {
  process.stdout.write(`\n${failures.join('\n')}\n`);
  process.exitCode = 1;
}
