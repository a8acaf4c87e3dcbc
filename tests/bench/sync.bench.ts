// sync: a new device's first sync of 20,000 listings from supabase/local through the sync engine (RxDB
// on Dexie; in Node that is fake-indexeddb, slower than a browser's IndexedDB), until every listing is
// stored; and the bytes that crossed the network, against the same pages pulled without storing them.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { RestFeed } from '../../workers/sync/rest-feed.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import { startTestBackend } from '../support/test-backend.ts';
import { sample, summarize, type BenchGroup } from './harness.ts';

const LISTINGS = 20_000;

export const syncBench: BenchGroup = {
  name: 'sync',
  description: `first sync of ${LISTINGS} listings into a new device's IndexedDB`,
  async run() {
    const backend = await startTestBackend();
    try {
      await backend.db.asOwner(async (sql) => {
        // Varied words, so that compression sees text like real posts rather than one sentence repeated.
        await sql.query(`
          with words as (select array['room','bright','furnished','kamer','near','park','tram','centrum','shared','kitchen','bathroom',
            'balcony','quiet','students','working','professional','registration','inclusief','gas','water','licht','deposit','month',
            'viewing','available','oost','west','noord','zuid','pijp','jordaan','garden','bike','station','supermarket'] as list)
          insert into public.listings (post_type, latitude, longitude, rent_on_monthly_basis, room_size_m2, house_total_size_m2,
            amount_of_roommates, listing_type, is_subrent, city_of_group, city_of_post, location_description_for_maps, title, text_post,
            language_requirements, time_of_post, available_from, image_urls)
          select 'HAS_HOUSING_AVAILABLE', 52.3 + random() * 0.12, 4.8 + random() * 0.2, 450 + floor(random() * 1800), 8 + floor(random() * 25),
            40 + floor(random() * 90), floor(random() * 5), (array['room','studio','apartment'])[1 + g % 3], (array['yes','no'])[1 + g % 2],
            'Amsterdam', 'Amsterdam', 'Oost, Amsterdam', 'Room ' || g,
            (select string_agg(words.list[1 + floor(random() * 35 + 0 * w)::int], ' ') from generate_series(1, 55 + g % 20) w),
            array['english'], now() - (g || ' minutes')::interval, current_date + (g % 60),
            jsonb_build_object('full', jsonb_build_array('https://scontent.example.net/' || md5(g::text) || '.jpg'),
                               'thumb', jsonb_build_array('https://scontent.example.net/t_' || md5(g::text) || '.jpg'))
          from generate_series(1, ${LISTINGS}) g, words`);
        await sql.query(`insert into public.listing_sources (listing_id, source_post_id, url_post)
          select id, 'bench-' || id, 'https://www.facebook.com/groups/bench/posts/' || id from public.listings`);
      });

      let lastBytes = 0;
      const firstSync = async (): Promise<number> => {
        const started = performance.now();
        const engine = await SyncEngine.open({ url: backend.url, anonKey: backend.keys.anonKey, storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) as never, name: `bench-${Date.now()}` });
        while ((await engine.listingCount()) < LISTINGS) await new Promise((resolve) => setTimeout(resolve, 20));
        const seconds = (performance.now() - started) / 1000;
        lastBytes = engine.traffic.bytes;
        await engine.close();
        return seconds;
      };
      const pullOnly = async (): Promise<number> => {
        const started = performance.now();
        const feed = new RestFeed({ url: backend.url, anonKey: backend.keys.anonKey, accessToken: () => null });
        let checkpoint: { modified: number; id: string } | undefined;
        for (;;) {
          const rows = await feed.page<{ id: number; _modified: number }>('full_details_housing', checkpoint, 1000, true);
          const last = rows.at(-1);
          if (!last) break;
          checkpoint = { modified: last._modified, id: String(last.id) };
        }
        return (performance.now() - started) / 1000;
      };

      const sync = summarize(await sample(firstSync, 3, 0));
      const pull = summarize(await sample(pullOnly, 3, 1));
      const megabytes = lastBytes / 1_000_000;
      return {
        rows: [
          { name: `sync.initial.${LISTINGS}.s`, unit: 's', stats: sync, baseline: { name: 'the same pages pulled, not stored', stats: pull } },
          { name: `sync.initial.${LISTINGS}.mb`, unit: 'MB', stats: summarize([megabytes]) },
        ],
        metrics: { [`sync.initial.${LISTINGS}.s`]: Number(sync.median.toFixed(2)), [`sync.initial.${LISTINGS}.mb`]: Number(megabytes.toFixed(2)) },
      };
    } finally {
      await backend.stop();
    }
  },
};
