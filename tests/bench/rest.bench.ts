// rest: listing pull throughput through /rest/v1 as the sync worker pulls (checkpointed pages of 1,000),
// against the same pages read straight from the database in the same process. And what a hostile member can
// make one write cost (issue 34): a saved alert's areas at their largest (10 polygons of 5 rings of 200
// points, each checked by the database), and a rename of an alert that holds them, against a write of one
// neighbourhood.
import { largestAreas } from '../support/largest-areas.ts';
import { createMember, startTestBackend, type TestBackend } from '../support/test-backend.ts';
import { sample, summarize, type BenchGroup, type BenchScale, type ReportRow } from './harness.ts';

const LISTINGS = 20_000;
const BATCH = 1_000;

type Checkpoint = { modified: number; id: number };

export const restBench: BenchGroup = {
  name: 'rest',
  promises: [
    'rest.pull.rows_per_s',
    'rest.pull.vs_direct_sql',
    'rest.saved_alert.largest_areas_write.ms',
    'rest.saved_alert.rename_with_largest_areas.ms',
  ],
  description: `pull ${LISTINGS} listings through /rest/v1 in batches of ${BATCH}`,
  async run(_args, scale) {
    // The largest areas are written again and again here, past what a member may write a minute.
    const backend = await startTestBackend({ areaPointsPerMinute: Number.MAX_SAFE_INTEGER });
    const listings = scale.size(LISTINGS);
    try {
      await backend.db.asOwner(async (sql) => {
        await sql.query(`
          insert into public.listings (post_type, latitude, longitude, rent_on_monthly_basis, room_size_m2, listing_type, city_of_group,
            title, text_post, language_requirements, time_of_post)
          select 'HAS_HOUSING_AVAILABLE', 52.3 + random() * 0.1, 4.8 + random() * 0.15, 500 + (g % 20) * 75, 8 + g % 30, 'room', 'Amsterdam',
            'Room ' || g, repeat('A bright room near the park. ', 12), array['english'], now() - (g || ' minutes')::interval
          from generate_series(1, ${listings}) g`);
        await sql.query(`insert into public.listing_sources (listing_id, source_post_id, url_post)
          select id, 'bench-' || id, 'https://www.facebook.com/groups/bench/posts/' || id from public.listings`);
      });
      const headers = { apikey: backend.keys.anonKey, Authorization: `Bearer ${backend.keys.anonKey}` };

      const pullOverHttp = async (): Promise<number> => {
        const started = performance.now();
        let checkpoint: Checkpoint = { modified: -1, id: 0 };
        let pulled = 0;
        for (;;) {
          const query = `select=*&or=(_modified.gt.${checkpoint.modified},and(_modified.eq.${checkpoint.modified},id.gt.${checkpoint.id}))&order=_modified.asc,id.asc&limit=${BATCH}`;
          const rows = (await (
            await fetch(`${backend.url}/rest/v1/full_details_housing?${query}`, { headers })
          ).json()) as Array<{ id: number; _modified: number }>;
          pulled += rows.length;
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) break;
          checkpoint = { modified: last._modified, id: last.id };
        }
        if (pulled !== listings) throw new Error(`pulled ${pulled} of ${listings} listings`);
        return pulled / ((performance.now() - started) / 1000);
      };

      const pullFromDatabase = async (): Promise<number> => {
        const started = performance.now();
        let checkpoint: Checkpoint = { modified: -1, id: 0 };
        let pulled = 0;
        for (;;) {
          const page = await backend.db.asRole(
            { role: 'anon' },
            async (tx) =>
              (
                await tx.query<{ body: string }>(
                  `select coalesce(json_agg(_q), '[]')::text as body from (select * from public.full_details_housing
               where _modified > $1 or (_modified = $1 and id > $2) order by _modified, id limit ${BATCH}) _q`,
                  [checkpoint.modified, checkpoint.id],
                )
              ).rows[0]?.body ?? '[]',
          );
          const rows = JSON.parse(page) as Array<{ id: number; _modified: number }>;
          pulled += rows.length;
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) break;
          checkpoint = { modified: last._modified, id: last.id };
        }
        return pulled / ((performance.now() - started) / 1000);
      };

      const http = summarize(await sample(pullOverHttp, scale.runs(5), scale.warmups(1)));
      const direct = summarize(await sample(pullFromDatabase, scale.runs(5), scale.warmups(1)));
      const writes = await areaWrites(backend, scale);
      return {
        rows: [
          {
            name: 'rest.pull.rows_per_s',
            unit: 'rows/s',
            stats: http,
            baseline: { name: 'same pages in SQL, no HTTP', stats: direct },
          },
          ...writes.rows,
        ],
        metrics: {
          'rest.pull.rows_per_s': Math.round(http.median),
          'rest.pull.vs_direct_sql': Number((http.median / direct.median).toFixed(3)),
          ...writes.metrics,
        },
      };
    } finally {
      await backend.stop();
    }
  },
};

/** A member's PATCHes of their saved alert through /rest/v1, each timed to its answer. */
async function areaWrites(
  backend: TestBackend,
  scale: BenchScale,
): Promise<{ rows: ReportRow[]; metrics: Record<string, number> }> {
  const member = await createMember(backend, { name: 'hostile', premium: true });
  const { error } = await member.client.from('saved_filters').insert({ id: `alert:${member.id}`, name: 'Mine' });
  if (error) throw error;
  let run = 0;
  const patch = (fields: () => Record<string, unknown>) => async () => {
    run += 1;
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/saved_filters?user_id=eq.${member.id}`, {
      method: 'PATCH',
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${member.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(fields()),
    });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`a write of the alert answered ${response.status}`);
    return performance.now() - started;
  };
  // Each write a little different from the last, so that no write is one of areas left as they were.
  const oneNeighbourhood = summarize(
    await sample(
      patch(() => ({ areas: [{ kind: 'wijk', id: run % 2 === 0 ? 3630424 : 3630425 }] })),
      scale.runs(7),
      scale.warmups(1),
    ),
  );
  const largest = summarize(
    await sample(
      patch(() => ({ areas: largestAreas(run) })),
      scale.runs(7),
      scale.warmups(1),
    ),
  );
  const rename = summarize(
    await sample(
      patch(() => ({ name: `Mine ${run}` })),
      scale.runs(7),
      scale.warmups(1),
    ),
  );
  const against = { name: 'a write of one neighbourhood', stats: oneNeighbourhood };
  return {
    rows: [
      { name: 'rest.saved_alert.largest_areas_write.ms', unit: 'ms', stats: largest, baseline: against },
      { name: 'rest.saved_alert.rename_with_largest_areas.ms', unit: 'ms', stats: rename, baseline: against },
    ],
    metrics: {
      'rest.saved_alert.largest_areas_write.ms': Math.round(largest.median),
      'rest.saved_alert.rename_with_largest_areas.ms': Math.round(rename.median),
    },
  };
}
