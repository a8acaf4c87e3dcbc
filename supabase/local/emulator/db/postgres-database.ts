// A real Postgres (DATABASE_URL) behind the Database interface: a connection pool, one connection per
// transaction, so requests run concurrently as they do on Supabase.
import pg from 'pg';
import { enterRole, type Database, type Sql } from './database.ts';

// Counts and ids come back as numbers, as PGlite returns them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.PoolClient): Sql {
  return {
    async query(text, params = []) {
      const result = await client.query(text, params as unknown[]);
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server ends (a restart, an administrator, a dropped database) is an 'error'
  // event on the pool: unheard, it would crash the process. The pool has already discarded that connection.
  pool.on('error', (error) => console.warn('An idle database connection was closed:', error.message));
  // pool.end() resolves once it has asked every connection to end, not once they have: `close` waits for
  // each 'remove' (emitted when a connection's end completes) so nothing of this pool outlives it.
  const open = new Set<pg.PoolClient>();
  let allClosed: () => void = () => undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed();
  });
  const inTransaction = async <T>(work: (sql: Sql) => Promise<T>, before?: (sql: Sql) => Promise<void>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const sql = wrap(client);
      if (before) await before(sql);
      const result = await work(sql);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    asRole: (claims, work) => inTransaction(work, (sql) => enterRole(sql, claims)),
    asOwner: (work) => inTransaction(work),
    execScript: async (script) => {
      await pool.query(script);
    },
    listen: async (channel, handler) => {
      // LISTEN holds its connection for as long as the listener lives.
      const client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) handler(message.payload);
      });
      await client.query(`listen ${channel.replace(/[^a-z_]/g, '')}`);
      return async () => {
        await client.query('unlisten *').catch(() => undefined);
        client.release();
      };
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
      });
      await pool.end();
      if (open.size > 0) await closed;
    },
  };
}
