// A throwaway Postgres for tests: Debian's postgresql binaries, a temporary folder, a free port, trust
// authentication on 127.0.0.1 only. Each caller gets its own fresh database in it, dropped at stop, so no
// test file sees another's rows. TEST_POSTGRES_URL points at an existing server instead (the Postgres pass's
// global setup sets it to the one cluster it starts for every file).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PrivatePostgres = { url: string; stop(): Promise<void> };

async function postgresBin(): Promise<string | null> {
  try {
    const versions = (await readdir('/usr/lib/postgresql')).sort().reverse();
    return versions.length > 0 ? path.join('/usr/lib/postgresql', versions[0] as string, 'bin') : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server: TEST_POSTGRES_URL's, or a private cluster started now; null where no Postgres is installed. */
export async function startPostgresServer(): Promise<PrivatePostgres | null> {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop: async () => undefined };
  const bin = await postgresBin();
  if (!bin) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'roomradar-pg-'));
  // Postgres refuses to run as root; as root, run it as the postgres user Debian's package creates.
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const asServer = (command: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const dataDir = path.join(dir, 'data');
  await asServer('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // Every test file's backend holds a pool of up to 10 connections (and a listener), several files at once.
  await asServer('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asServer('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server; `stop` drops it, closing whatever connections are left. */
export async function createDatabase(serverUrl: string): Promise<PrivatePostgres> {
  const name = `roomradar_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A fresh database on a private server (or TEST_POSTGRES_URL's); `stop` drops it and stops what it started. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const server = await startPostgresServer();
  if (!server) return null;
  try {
    const database = await createDatabase(server.url);
    return {
      url: database.url,
      stop: async () => {
        await database.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
