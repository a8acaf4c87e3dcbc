// A throwaway Postgres cluster for tests that need real concurrency (PGlite has one connection): Debian's
// postgresql binaries, a temporary folder, a free port, trust authentication on 127.0.0.1 only.
// TEST_POSTGRES_URL points at an existing server instead. Returns null where no Postgres is installed.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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

export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
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
  const asServer = (command: string, args: string[]) => (isRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args));
  const dataDir = path.join(dir, 'data');
  await asServer('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  await asServer('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asServer('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
