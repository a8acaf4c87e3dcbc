// Issue 34: the database checks every pair of edges of every ring of a saved alert's areas before it stores
// them, and the largest areas allowed (10 polygons of 5 rings of 200 points) take it about half a second of
// its one thread. A member who sends them again and again would keep it from everyone else, so the points
// of the areas a member writes are counted over a sliding minute: past two writes of the largest areas a
// minute, a write that carries areas is answered 429 with a message, before the database sees it. A
// neighbourhood or a circle has no points; an area drawn by hand has a handful.
import type { JwtClaims } from '../db/database.ts';
import { HttpError } from '../node-request-response.ts';

/** The points a member may send in areas a minute: twice the largest areas allowed. */
export const AREA_POINTS_PER_MINUTE = 20_000;
const WINDOW_MS = 60_000;
const TABLE = 'saved_filters';

export const AREA_BUDGET_MESSAGE =
  'Too many changes to the areas of your alert in a short time: try again in a minute.';

/** The points in a row's areas, however it is shaped (the database reads the shape strictly after). */
export function areaPointsOf(row: Record<string, unknown>): number {
  const areas = row.areas;
  if (!Array.isArray(areas)) return 0;
  let points = 0;
  for (const area of areas) {
    const rings = (area as { rings?: unknown } | null)?.rings;
    if (!Array.isArray(rings)) continue;
    for (const ring of rings) if (Array.isArray(ring)) points += ring.length;
  }
  return points;
}

/** A sliding window per key that counts weights, not requests. */
class WeighedWindow {
  private readonly spent = new Map<string, Array<{ at: number; weight: number }>>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts `weight` for `key`; false (and nothing counted) when it would pass the limit. */
  allow(key: string, weight: number, now: number): boolean {
    const recent = (this.spent.get(key) ?? []).filter((entry) => now - entry.at < this.windowMs);
    const total = recent.reduce((sum, entry) => sum + entry.weight, 0);
    if (total + weight > this.limit) {
      this.spent.set(key, recent);
      return false;
    }
    recent.push({ at: now, weight });
    this.spent.set(key, recent);
    return true;
  }
}

export type WriteWeigher = (table: string, claims: JwtClaims, rows: Record<string, unknown>[]) => void;

/** Throws a 429 when a member's writes of areas pass their minute's points; other writes pass untouched. */
export function createAreaWriteBudget(limit = AREA_POINTS_PER_MINUTE, now = () => Date.now()): WriteWeigher {
  const window = new WeighedWindow(limit, WINDOW_MS);
  return (table, claims, rows) => {
    // The service role writes for the server itself; anonymous callers cannot write alerts at all.
    if (table !== TABLE || claims.role !== 'authenticated' || !claims.sub) return;
    const points = rows.reduce((sum, row) => sum + areaPointsOf(row), 0);
    if (points === 0) return;
    if (!window.allow(claims.sub, points, now()))
      throw new HttpError(429, { code: 'PGRST429', message: AREA_BUDGET_MESSAGE, details: null, hint: null });
  };
}
