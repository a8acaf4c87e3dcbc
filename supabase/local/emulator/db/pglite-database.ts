// PGlite (Postgres compiled to WebAssembly) behind the Database interface. PGlite has one connection,
// so transactions are queued here: concurrent requests never interleave inside one.
// Durability, with a data folder: PGlite runs with synchronous_commit on, and its NodeFS writes each WAL page
// with a synchronous write(2) into the folder, so a commit has reached the kernel before the request is
// answered and a kill -9 loses nothing acknowledged (tests/integration/crash-durability.test.ts). It runs
// with fsync off, though, and NodeFS has no fsync: a power cut or an OS crash can lose recent commits or
// damage the folder. Where that matters, run on a real Postgres (DATABASE_URL).
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { enterRole, type Database, type JwtClaims, type Sql } from './database.ts';

function wrap(tx: Transaction): Sql {
  return {
    async query(text, params = []) {
      const result = await tx.query(text, params as unknown[]);
      return { rows: result.rows as never[], affectedRows: result.affectedRows ?? 0 };
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  let queue: Promise<unknown> = Promise.resolve();

  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    asRole: (claims: JwtClaims, work) =>
      serialized(() =>
        db.transaction(async (tx) => {
          const sql = wrap(tx);
          await enterRole(sql, claims);
          return work(sql);
        }),
      ),
    asOwner: (work) => serialized(() => db.transaction(async (tx) => work(wrap(tx)))),
    execScript: (script) => serialized(async () => void (await db.exec(script))),
    listen: (channel, handler) => db.listen(channel, handler),
    close: () => serialized(() => db.close()),
  };
}
