// The password hasher's thread: bcryptjs, one job at a time, for the pool in password-hasher.ts (which
// holds the message contract). Plain JavaScript so that it loads in any Node thread as it is: a worker does
// not inherit tsx's loader under Vitest, and Node 20 cannot strip types.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/** @param {{ id: number, kind: 'hash', password: string, cost: number } | { id: number, kind: 'verify', password: string, hash: string }} job */
function run(job) {
  // The synchronous calls: this thread has nothing else to do, and bcryptjs's async ones only add yields.
  return job.kind === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
}

parentPort?.on('message', (job) => {
  try {
    parentPort?.postMessage({ id: job.id, ok: true, value: run(job) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
