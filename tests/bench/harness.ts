// Measuring for `npm run bench`: repeated runs, median / min / max, and a report row that sets a
// measurement beside its baseline, run in the same process on the same data.

export type Stats = { median: number; min: number; max: number; runs: number };

export type ReportRow = { name: string; unit: string; stats: Stats; baseline?: { name: string; stats: Stats } };

export type GroupResult = { rows: ReportRow[]; metrics: Record<string, number> };

/**
 * How big a run is. A full run measures at the sizes its metrics are named after; a smoke run
 * (`npm run bench -- --smoke`, part of `npm test`) goes through every step of every group at a small size
 * with one or two runs, so that a group that throws, hangs or stops reporting a metric fails CI. Metric
 * names stay those of the full sizes: a smoke run's numbers are not figures and are never kept.
 */
export type BenchScale = {
  smoke: boolean;
  /** The number of listings (alerts, clients...) to use where a full run uses `full`. */
  size(full: number): number;
  /** Measured runs where a full run makes `full`. */
  runs(full: number): number;
  /** Unmeasured warm-up runs where a full run makes `full`. */
  warmups(full: number): number;
  /** A duration (a load phase) where a full run takes `fullMs`. */
  durationMs(fullMs: number): number;
};

export const FULL_SCALE: BenchScale = {
  smoke: false,
  size: (full) => full,
  runs: (full) => full,
  warmups: (full) => full,
  durationMs: (fullMs) => fullMs,
};

/** A few hundred listings instead of 20,000 (a hundredth, at least 50), two runs, no warm-up. */
export const SMOKE_SCALE: BenchScale = {
  smoke: true,
  size: (full) => Math.min(full, Math.max(50, Math.round(full / 100))),
  runs: (full) => Math.min(full, 2),
  warmups: () => 0,
  durationMs: (fullMs) => Math.min(fullMs, 2_000),
};

/** A group of benchmarks; `args` are the command line's words after the group names (a file, say). */
export type BenchGroup = {
  name: string;
  description: string;
  /** Every metric a run reports: a smoke run that leaves one out fails. */
  promises: readonly string[];
  /**
   * The most some of its figures may be, for figures that neither the machine nor the scale moves (bytes): every
   * run, smoke runs too, fails the group when one is over.
   */
  budgets?: Readonly<Record<string, number>>;
  /** The least some of its figures may be (scores the machine does not move): the same failure under one. */
  floors?: Readonly<Record<string, number>>;
  run(args: string[], scale: BenchScale): Promise<GroupResult>;
};

export function summarize(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length };
}

/** A synchronous piece of work as a sample: its duration in milliseconds. */
export function timed(work: () => void): () => Promise<number> {
  return async () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
}

/** Runs `work` `warmups` times unmeasured, then `runs` times, and returns each run's value. */
export async function sample(work: () => Promise<number>, runs: number, warmups = 1): Promise<number[]> {
  for (let index = 0; index < warmups; index += 1) await work();
  const values: number[] = [];
  for (let index = 0; index < runs; index += 1) values.push(await work());
  return values;
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

export function renderTable(rows: ReportRow[]): string {
  const header = ['metric', 'unit', 'median', 'min', 'max', 'runs', 'baseline', 'baseline median', 'ratio'];
  const lines = rows.map((row) => [
    row.name,
    row.unit,
    format(row.stats.median),
    format(row.stats.min),
    format(row.stats.max),
    String(row.stats.runs),
    row.baseline?.name ?? '',
    row.baseline ? format(row.baseline.stats.median) : '',
    row.baseline ? `${(row.stats.median / row.baseline.stats.median).toFixed(2)}x` : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] as string).length)),
  );
  const render = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] as number)).join(' | ')} |`;
  return [render(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(render)].join(
    '\n',
  );
}
