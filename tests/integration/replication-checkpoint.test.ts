// The (_modified, id) checkpoint on real Postgres with concurrent writers. A transaction that started
// first but commits last must not land behind a checkpoint a client already passed: the pull feeds
// serve only rows below the replication horizon, so the client waits for it instead of skipping it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/emulator/db/database.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import {
  createMember,
  insertListings,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';

type Row = { id: string; _modified: number };
type Checkpoint = { modified: number; id: string };

let postgres: PrivatePostgres | null;
let backend: TestBackend;
let member: TestUser;
let claims: JwtClaims;

postgres = await startPrivatePostgres();
const reason = 'needs Postgres binaries (apt-get install postgresql; .ci/run installs them) or TEST_POSTGRES_URL';

beforeAll(async () => {
  if (!postgres) return;
  backend = await startTestBackend({ databaseUrl: postgres.url });
  member = await createMember(backend, { name: 'puller' });
  claims = { role: 'authenticated', sub: member.id };
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await postgres?.stop();
  postgres = null;
});

/** One page of a pull, as the sync worker asks for it. */
async function pull(source: 'favorites_feed' | 'favorites', from: Checkpoint): Promise<Row[]> {
  const { data, error } = await member.client
    .from(source)
    .select('id, _modified')
    .or(`_modified.gt.${from.modified},and(_modified.eq.${from.modified},id.gt.${from.id})`)
    .order('_modified')
    .order('id')
    .limit(1000);
  if (error) throw new Error(error.message);
  return data as Row[];
}

const advance = (rows: Row[], from: Checkpoint): Checkpoint => {
  const last = rows.at(-1);
  return last ? { modified: last._modified, id: last.id } : from;
};

/** Opens a transaction as the member, writes a favorite, and holds the transaction open until released. */
function slowWrite(
  id: string,
  listing: number,
): { written: Promise<void>; release: () => void; committed: Promise<void> } {
  let release: () => void = () => undefined;
  let markWritten: () => void = () => undefined;
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const committed = backend.db.asRole(claims, async (sql) => {
    await sql.query('insert into public.favorites (id, listing_id) values ($1, $2)', [id, listing]);
    markWritten();
    await gate;
  });
  return { written, release, committed };
}

describe.skipIf(!postgres)(`the replication checkpoint on Postgres (skipped only when it ${reason})`, () => {
  it('waits for a slow transaction instead of skipping its row', async () => {
    const [slowListing, fastListing] = await insertListings(backend, [{ title: 'slow' }, { title: 'fast' }]);
    const start: Checkpoint = { modified: -1, id: '' };
    const slow = slowWrite('slow-favorite', slowListing as number);
    await slow.written;
    const { error } = await member.client.from('favorites').insert({ id: 'fast-favorite', listing_id: fastListing });
    expect(error).toBeNull();

    // The naive pull straight from the table sees the fast row and moves its checkpoint past the slow one.
    const naive = await pull('favorites', start);
    expect(naive.map((row) => row.id)).toEqual(['fast-favorite']);
    // The feed holds the fast row back while an older transaction may still commit.
    const held = await pull('favorites_feed', start);
    expect(held).toEqual([]);

    slow.release();
    await slow.committed;
    expect((await pull('favorites', advance(naive, start))).map((row) => row.id)).toEqual([]);
    expect((await pull('favorites_feed', advance(held, start))).map((row) => row.id)).toEqual([
      'slow-favorite',
      'fast-favorite',
    ]);
  });

  it('loses no row to 40 concurrent writers of random speed while a client keeps pulling', async () => {
    const listings = await insertListings(
      backend,
      Array.from({ length: 40 }, (_, index) => ({ title: `concurrent ${index}` })),
    );
    const writes = listings.map((listing, index) =>
      backend.db.asRole(claims, async (sql) => {
        await sql.query('insert into public.favorites (id, listing_id) values ($1, $2)', [
          `concurrent-${index}`,
          listing,
        ]);
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 200)));
      }),
    );
    const received = new Set<string>();
    let checkpoint: Checkpoint = { modified: -1, id: '' };
    let allCommitted = false;
    void Promise.all(writes).then(() => (allCommitted = true));
    // Keep pulling until every writer committed and one more pull comes back empty.
    for (;;) {
      const wasDone = allCommitted;
      const rows = await pull('favorites_feed', checkpoint);
      for (const row of rows) if (row.id.startsWith('concurrent-')) received.add(row.id);
      checkpoint = advance(rows, checkpoint);
      if (wasDone && rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(received.size).toBe(40);
  });
});

describe.skipIf(!postgres)('the sync engine on Postgres', () => {
  it('receives a favorite whose slow transaction committed after a later one', async () => {
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    const { getRxStorageDexie } = await import('rxdb/plugins/storage-dexie');
    const { SyncEngine } = await import('../../workers/sync/sync-engine.ts');
    const [slowListing, fastListing] = await insertListings(backend, [
      { title: 'slow engine' },
      { title: 'fast engine' },
    ]);
    const engine = await SyncEngine.open({
      url: backend.url,
      anonKey: backend.keys.anonKey,
      storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) as never,
      name: 'slow-transaction-device',
      retryDelaysMs: [5, 10, 20],
      retryTimeMs: 50,
    });
    try {
      await engine.setSession({ userId: member.id, accessToken: member.accessToken });
      await engine.awaitInSync();
      const slow = slowWrite(`${member.id}:${slowListing}`, slowListing as number);
      await slow.written;
      await member.client.from('favorites').insert({ id: `${member.id}:${fastListing}`, listing_id: fastListing });
      engine.resync();
      await engine.awaitInSync();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await engine.favoriteListingIds()).not.toContain(slowListing);
      slow.release();
      await slow.committed;
      engine.resync();
      const started = Date.now();
      while (!(await engine.favoriteListingIds()).includes(slowListing as number) && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await engine.favoriteListingIds()).toEqual(expect.arrayContaining([slowListing, fastListing]));
    } finally {
      await engine.close();
    }
  }, 30_000);
});
