// The database checks a saved alert's areas with its own code (public.areas_problem, PL/pgSQL and SQL), the app
// and the query engine with theirs (src/domain/areas/area.ts): the two must agree, or the server stores what
// the app cannot read, or refuses what it offered. Random rings (many of them crossing themselves, some
// folding back on a neighbour, some with repeated points) go to both; the answer, and the message where there
// is one, must be the same. And the largest areas allowed are accepted whole.
import { describe, expect, it } from 'vitest';
import { parseAreas } from '../../src/domain/areas/area.ts';
import { seededRandom, type Random } from '../../src/domain/seeded-random.ts';
import { largestAreas } from '../support/largest-areas.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

const databaseProblem = (areas: unknown): Promise<string | null> =>
  backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<{ problem: string | null }>('select public.areas_problem($1::jsonb) as problem', [
          JSON.stringify(areas),
        ])
      ).rows[0]?.problem ?? null,
  );

/** A ring of 3 to 12 points on a small grid, so that edges cross, touch, overlap and repeat points often. */
function randomRing(random: Random): Array<[number, number]> {
  const points = Array.from({ length: 3 + random.int(10) }, (): [number, number] => [
    4.9 + random.int(6) * 0.001,
    52.37 + random.int(6) * 0.001,
  ]);
  // Sometimes closed by repeating the first point, as GeoJSON writes it.
  return random.chance(0.3) ? [...points, points[0] as [number, number]] : points;
}

describe("the database's check of areas", () => {
  it('agrees with the app on 600 random rings, message for message', async () => {
    const random = seededRandom(34);
    let refused = 0;
    for (let run = 0; run < 600; run += 1) {
      const areas = [{ kind: 'polygon', rings: [randomRing(random)] }];
      const app = parseAreas(areas);
      const database = await databaseProblem(areas);
      expect(database, JSON.stringify(areas)).toBe(app.ok ? null : app.problem);
      if (database !== null) refused += 1;
    }
    // Both kinds of answer were met many times.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(550);
  });

  it('accepts the largest areas allowed: 10 polygons of 5 rings of 200 points', async () => {
    expect(parseAreas(largestAreas()).ok).toBe(true);
    expect(await databaseProblem(largestAreas())).toBeNull();
  });

  it('names the crossing in the last ring of the last area, as the app does', async () => {
    const areas = largestAreas();
    const last = areas[9]?.rings[4] as Array<[number, number]>;
    [last[198], last[199]] = [last[199] as [number, number], last[198] as [number, number]];
    const app = parseAreas(areas);
    expect(app.ok).toBe(false);
    expect(await databaseProblem(areas)).toBe(app.ok ? null : app.problem);
    expect(app.ok ? null : app.problem).toMatch(/^area 10 ring 5 crosses itself/);
  });
});
