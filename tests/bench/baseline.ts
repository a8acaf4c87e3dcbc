// The last full run of each benchmark group, kept in tests/bench/baseline.json with the commit and the
// machine it ran on, so that a later run can be set beside it (`npm run bench -- GROUP --compare`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline.json');

export type GroupBaseline = { commit: string; machine: string; at: string; metrics: Record<string, number> };
export type Baseline = { groups: Record<string, GroupBaseline> };

/** A figure more than this much worse than its baseline is marked. */
export const WORSE_BY = 0.1;

export function readBaseline(file = BASELINE_FILE): Baseline {
  if (!existsSync(file)) return { groups: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

export function writeBaseline(baseline: Baseline, file = BASELINE_FILE): void {
  const groups = Object.fromEntries(Object.entries(baseline.groups).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ groups }, null, 2)}\n`);
}

const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/** The commit measured, marked when the work tree held changes beyond it. */
export function describeCommit(): string {
  const commit = run('git', ['rev-parse', '--short=12', 'HEAD']) || 'unknown';
  return run('git', ['status', '--porcelain']) === '' ? commit : `${commit}+changes`;
}

export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const chromium = run(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']) || 'no Chromium';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} x ${cpu}, ${memory} GiB, Node ${process.version}, ${chromium}`;
}

/**
 * Which way is better for a metric, by its name: scores, accuracies and throughputs up, times, bytes,
 * failures and growth ratios down; counts and ratios to a same-run baseline (`vs_`) are for reading only.
 */
export function betterDirection(metric: string): 'lower' | 'higher' | null {
  if (/\.matches$|\.vs_/.test(metric)) return null;
  if (/^extract\.real\.(?!ads_per_s)/.test(metric)) return 'higher';
  if (/accuracy|recall|precision|_f1$|_per_s$|\.rps$|^lighthouse\./.test(metric)) return 'higher';
  return 'lower';
}

export type Comparison = {
  metric: string;
  now: number;
  before: number | null;
  change: number | null;
  isWorse: boolean;
};

export function compareWithBaseline(metrics: Record<string, number>, before: GroupBaseline | undefined): Comparison[] {
  return Object.entries(metrics).map(([metric, now]) => {
    const previous = before?.metrics[metric];
    if (previous === undefined || previous === 0)
      return { metric, now, before: previous ?? null, change: null, isWorse: false };
    const change = (now - previous) / Math.abs(previous);
    const direction = betterDirection(metric);
    const isWorse = direction === 'lower' ? change > WORSE_BY : direction === 'higher' ? change < -WORSE_BY : false;
    return { metric, now, before: previous, change, isWorse };
  });
}

export function renderComparison(comparisons: Comparison[], before: GroupBaseline | undefined): string {
  const heading = before
    ? `Beside the last full run: ${before.commit} on ${before.at.slice(0, 10)} (${before.machine})`
    : 'No full run of this group is in tests/bench/baseline.json yet.';
  const lines = comparisons.map(({ metric, now, before: previous, change, isWorse }) => {
    const changeText = change === null ? '' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
    return `| ${metric} | ${now} | ${previous ?? ''} | ${changeText} | ${isWorse ? `WORSE by more than ${WORSE_BY * 100}%` : ''} |`;
  });
  return [heading, '', '| metric | now | baseline | change | |', '|---|---|---|---|---|', ...lines].join('\n');
}

/** The figures a run reports over their budgets (byte figures that neither the machine nor the scale moves). */
export function overBudget(metrics: Record<string, number>, budgets: Readonly<Record<string, number>>): string[] {
  return Object.entries(budgets).flatMap(([metric, limit]) => {
    const value = metrics[metric];
    return value !== undefined && value > limit ? [`${metric} is ${value}, over its budget of ${limit}`] : [];
  });
}

/** The figures under the least a group allows them (its floors, a Lighthouse score that must be 100). */
export function underFloor(metrics: Record<string, number>, floors: Readonly<Record<string, number>>): string[] {
  return Object.entries(floors).flatMap(([metric, least]) => {
    const value = metrics[metric];
    return value !== undefined && value < least ? [`${metric} is ${value}, under its floor of ${least}`] : [];
  });
}

/** What a run of a group left out of what it promises, or reported that is no number. */
export function missingOrBroken(metrics: Record<string, number>, promises: readonly string[]): string[] {
  const problems: string[] = [];
  for (const metric of promises) if (!(metric in metrics)) problems.push(`left out ${metric}, which it promises`);
  for (const [metric, value] of Object.entries(metrics))
    if (!Number.isFinite(value)) problems.push(`${metric} is ${value}`);
  return problems;
}
