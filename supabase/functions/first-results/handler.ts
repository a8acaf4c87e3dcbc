// first-results: a new device's first answer. Until a device holds its own copy of the listings (which
// streams in behind), the list's first page of cards and the count, or the map's points, come from here:
// the same query engine the device runs (src/domain/query) over every listing a visitor may see, so the
// answer is the one the device will give once its copy is complete. Anyone may ask; the answer depends
// only on public data and the filters, so a CDN may hold it for a moment.
// GET ?order=list|map|price_asc|price_desc|size_desc|distance&filters=<the FilterState as JSON, missing keys taking their defaults>[&scope=onboarding].
import { FIRST_PAGE_SIZE } from '../../../src/domain/constants.ts';
import { needsOutlines, parseAreas } from '../../../src/domain/areas/area.ts';
import type { AreaOutlines } from '../../../src/domain/areas/area-outlines.ts';
import { amsterdamOutlines } from '../../../src/domain/areas/amsterdam-outlines.ts';
import { compileAreas } from '../../../src/domain/areas/area-test.ts';
import { parseFilterState, type FilterState } from '../../../src/domain/listings/filter-state.ts';
import { isListingOrder, LISTING_ORDERS, type ListingOrder } from '../../../src/domain/listings/ordering.ts';
import { summarizeListing, type ListingSummary } from '../../../src/domain/listings/listing-summary.ts';
import { ListingIndex } from '../../../src/domain/query/listing-index.ts';
import { runPipeline } from '../../../src/domain/query/query-pipeline.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/function-deps.ts';
import { corsHeaders, isRead, failure, json, methodNotAllowed } from '../_shared/http.ts';
import { builtOrUnavailable, createPublicListings, type PublicListings } from '../_shared/listings/public-listings.ts';

export const FIRST_RESULTS_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
/** Longer filters than any the app writes are not a question but an attack on the parser. */
const MAX_FILTERS_LENGTH = 4096;

export type FirstResults = {
  count: number;
  total: number;
  /** The list: the first page's ids. The map: every matching id, in the map's order. */
  ids: number[];
  first_cards: ListingSummary[];
  /** The map only: longitude and latitude of each id, interleaved, rounded to about a metre. */
  points: number[] | null;
  /** The map only: per id 0 placed by its street (a pin), 1 only by its neighbourhood, 2 only by its city. */
  approximate: number[] | null;
};

type Question = { order: ListingOrder; onlyOnboarding: boolean; filters: FilterState; outlines?: AreaOutlines };

function readQuestion(url: URL): Question | string {
  const order = url.searchParams.get('order') ?? 'list';
  // The list's sorts too (issue 35 item 6): a new device sorted by rent gets its first page so.
  if (!isListingOrder(order)) return `order must be one of ${LISTING_ORDERS.join(', ')}`;
  const scope = url.searchParams.get('scope') ?? 'all';
  if (scope !== 'all' && scope !== 'onboarding') return 'scope must be all or onboarding';
  const raw = url.searchParams.get('filters') ?? '{}';
  if (raw.length > MAX_FILTERS_LENGTH) return `filters must be at most ${MAX_FILTERS_LENGTH} characters`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'filters must be JSON';
  }
  const filters = parseFilterState(parsed, parseAreas);
  if (!filters.ok) return `filters: ${filters.problem}`;
  return { order, onlyOnboarding: scope === 'onboarding', filters: filters.value };
}

const roundedToMetre = (value: number) => Math.round(value * 1e5) / 1e5;

/** The query engine's index of the listings, and their cards, made when first asked for. */
function indexed({ rows }: PublicListings) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards = new Map<number, ListingSummary>();
  return {
    index: new ListingIndex(rows, rows.length),
    cardOf(id: number): ListingSummary | undefined {
      let card = cards.get(id);
      const row = byId.get(id);
      if (!card && row) cards.set(id, (card = summarizeListing(row)));
      return card;
    },
  };
}

export function createFirstResults(deps: FunctionDeps, fetchImpl?: typeof fetch): FunctionHandler {
  const publicListings = createPublicListings(
    { supabaseUrl: deps.supabaseUrl, anonKey: deps.anonKey, fetchImpl },
    indexed,
  );
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (!isRead(request)) return methodNotAllowed(FIRST_RESULTS_METHODS, 'Use GET');
    const question = readQuestion(new URL(request.url));
    if (typeof question === 'string') return failure(400, question);
    // A neighbourhood or district the filters name must exist: the outlines are read only then.
    if (needsOutlines(question.filters.areas)) question.outlines = await amsterdamOutlines();
    const areas = compileAreas(question.filters.areas, question.outlines);
    if (!areas.ok) return failure(400, `filters: ${areas.problem}`);
    const current = await builtOrUnavailable(publicListings);
    if (current instanceof Response) return current;
    const listings = current.built;
    const isMap = question.order === 'map';
    const answer = runPipeline(listings.index, {
      filters: question.filters,
      order: question.order,
      withPoints: isMap,
      onlyOnboarding: question.onlyOnboarding,
      nowMs: Date.now(),
      outlines: question.outlines,
    });
    const ids = Array.from(isMap ? answer.ids : answer.ids.subarray(0, FIRST_PAGE_SIZE));
    const body: FirstResults = {
      count: answer.count,
      total: listings.index.count,
      ids,
      first_cards: ids.slice(0, FIRST_PAGE_SIZE).flatMap((id) => listings.cardOf(id) ?? []),
      points: answer.coordinates ? Array.from(answer.coordinates, roundedToMetre) : null,
      approximate: answer.approximate ? Array.from(answer.approximate) : null,
    };
    return json(body, 200, { 'Cache-Control': 'public, max-age=30' });
  };
}
