// The `query` command (filter-semantics.md): reads listing rows and one filter state, runs the query
// engine's pipeline (src/domain/query, as the query worker does), and prints {"count", "ids", "options"}.
// Bad input prints one line naming the problem to stderr and exits with status 2, printing nothing to
// stdout.
//
// Beyond the page's contract (issue 35 item 6): `--order distance` orders nearest first to the centre of the
// filters' areas (a circle's centre, the centroid of a polygon, neighbourhood or district; with several, the
// nearest of them), listings without a point last, ties in the list's order. With no area it is the list's
// order, as in the app; an order the command does not know still exits 2.
import { readFile } from 'node:fs/promises';
import { needsOutlines, parseAreas } from '../../src/domain/areas/area.ts';
import { amsterdamOutlines } from '../../src/domain/areas/amsterdam-outlines.ts';
import { compileAreas } from '../../src/domain/areas/area-test.ts';
import { parseFilterState } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { isListingOrder, LISTING_ORDERS, type ListingOrder } from '../../src/domain/listings/ordering.ts';
import { ListingIndex } from '../../src/domain/query/listing-index.ts';
import { runPipeline } from '../../src/domain/query/query-pipeline.ts';

export type CommandIo = { stdout: (text: string) => void; stderr: (text: string) => void };

class InputProblem extends Error {}

const ORDERS = LISTING_ORDERS.join('|');
const USAGE = `usage: query <listings.json> <filters.json> [--now <ISO time>] [--order ${ORDERS}] [--only-onboarding]`;

function parseArguments(args: string[]) {
  const files: string[] = [];
  let now = Date.now();
  let order: ListingOrder = 'list';
  let onlyOnboarding = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--now') {
      const value = args[(index += 1)];
      const parsed = value === undefined ? Number.NaN : Date.parse(value);
      if (Number.isNaN(parsed)) throw new InputProblem(`--now needs an ISO time, not ${JSON.stringify(value ?? '')}`);
      now = parsed;
    } else if (arg === '--order') {
      const value = args[(index += 1)];
      if (!isListingOrder(value))
        throw new InputProblem(
          `--order must be one of ${LISTING_ORDERS.join(', ')}, not ${JSON.stringify(value ?? '')}`,
        );
      order = value;
    } else if (arg === '--only-onboarding') onlyOnboarding = true;
    else if (arg.startsWith('--')) throw new InputProblem(`unknown option ${arg}; ${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 2) throw new InputProblem(USAGE);
  return { listingsFile: files[0] as string, filtersFile: files[1] as string, now, order, onlyOnboarding };
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputProblem(
      `cannot read the ${what} file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new InputProblem(`the ${what} file ${file} is not JSON`);
  }
}

function listingRows(value: unknown, file: string): ListingRow[] {
  if (!Array.isArray(value)) throw new InputProblem(`the listings file ${file} must hold a JSON array of listing rows`);
  value.forEach((row, position) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new InputProblem(`listing ${position} in ${file} is not an object`);
    const id = (row as { id?: unknown }).id;
    if (typeof id !== 'number' || !Number.isFinite(id))
      throw new InputProblem(`listing ${position} in ${file} has no numeric id`);
  });
  return value as ListingRow[];
}

/** Runs the command; returns its exit status. */
export async function runQueryCommand(args: string[], io: CommandIo): Promise<number> {
  try {
    const options = parseArguments(args);
    const rows = listingRows(await readJson(options.listingsFile, 'listings'), options.listingsFile);
    const filters = parseFilterState(await readJson(options.filtersFile, 'filters'), parseAreas);
    if (!filters.ok) throw new InputProblem(`${options.filtersFile}: ${filters.problem}`);
    const outlines = needsOutlines(filters.value.areas) ? await amsterdamOutlines() : undefined;
    const areas = compileAreas(filters.value.areas, outlines);
    if (!areas.ok) throw new InputProblem(`${options.filtersFile}: ${areas.problem}`);
    const answer = runPipeline(new ListingIndex(rows, rows.length), {
      filters: filters.value,
      nowMs: options.now,
      order: options.order,
      onlyOnboarding: options.onlyOnboarding,
      outlines,
    });
    io.stdout(`${JSON.stringify({ count: answer.count, ids: Array.from(answer.ids), options: answer.options })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    io.stderr(`${error.message}\n`);
    return 2;
  }
}
