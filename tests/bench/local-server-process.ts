// The one-machine server as `npm start` runs it (supabase/local/main.ts), in a child process so that a load
// generator in this process never shares its thread: a temporary data folder, loopback only, a free port,
// the demo data it seeds on first start, and synthetic listings from the seed's generator.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticListings } from '../../tools/seed/synthetic-listings.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 180_000;
const SEED_PART = 250;
const STOP_TIMEOUT_MS = 15_000;

export type LocalServerProcess = {
  /** http://127.0.0.1:PORT: the bench talks to the loopback address, never to a name that may resolve elsewhere. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
};

type LocalStatus = { url: string; anon_key: string; service_role_key: string };

/** Runs a TypeScript entry point with tsx's loader in a child process (one process, so its pid is the one to stop). */
function runTypeScript(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, entry), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits for main.ts to write local.json, which it does once the server listens and the demo data is in. */
async function waitForStatus(file: string, child: ChildProcess, output: () => string): Promise<LocalStatus> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local server exited with ${child.exitCode}:\n${output()}`);
    try {
      return JSON.parse(await readFile(file, 'utf8')) as LocalStatus;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The local server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Inserts synthetic listings and their sources through the service role, as `npm run seed -- --synthetic`
 * does, in parts small enough for the API's 1 MB body limit (the seed command's parts of 1,000 are not).
 */
async function seedSynthetic(url: string, serviceRoleKey: string, listings: number): Promise<void> {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const insert = async (table: string, rows: object[], select: string) => {
    const response = await fetch(`${url}/rest/v1/${table}?select=${select}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(rows),
    });
    if (!response.ok)
      throw new Error(`Seeding ${table} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as Array<{ id?: number }>;
  };
  const seed = 7;
  for (let done = 0; done < listings; done += SEED_PART) {
    const part = syntheticListings(Math.min(SEED_PART, listings - done), new Date(), seed + done);
    const inserted = await insert(
      'listings',
      part.map((row) => row.listing),
      'id',
    );
    await insert(
      'listing_sources',
      part.map((row, index) => ({ ...row.source, listing_id: inserted[index]?.id })),
      'listing_id',
    );
  }
}

/** Starts the server with `listings` synthetic listings on top of the demo data; `env` adds settings (AUTH_RATE_LIMIT...). */
export async function startLocalServerProcess(
  listings: number,
  env: Record<string, string> = {},
): Promise<LocalServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roomradar-load-'));
  const server = runTypeScript('supabase/local/main.ts', [], {
    ROOMRADAR_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ALERT_INTERVAL_MS: '0',
    ...env,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  // A bench that dies half-way must not leave a server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(server);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const status = await waitForStatus(path.join(dataDir, 'local.json'), server, () => output);
    const url = `http://127.0.0.1:${new URL(status.url).port}`;
    await seedSynthetic(url, status.service_role_key, listings);
    return { url, anonKey: status.anon_key, serviceRoleKey: status.service_role_key, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
