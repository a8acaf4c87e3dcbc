// Password hashing off the request thread. bcrypt is slow on purpose (about 100 ms at cost 10 in bcryptjs,
// synchronous pure JavaScript); on the thread that serves every request and runs every query, each sign-in
// stalled everyone else's reads. Here a small pool of worker threads runs bcryptjs, and the request thread
// only waits for a message. The hashes stay bcrypt ($2b$, which GoTrue's $2a$ hashes verify against and
// the other way round), so accounts move between this server and Supabase unchanged.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { authError } from './gotrue-errors.ts';

/** Jobs that may wait for a thread; see submit. */
export const MAX_WAITING_JOBS = 200;

/** The pool's message contract, as the worker (password-hasher.worker.mjs) reads and answers it. */
export type HashJob =
  | { id: number; kind: 'hash'; password: string; cost: number }
  | { id: number; kind: 'verify'; password: string; hash: string };
export type HashAnswer = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; message: string };

type Pending = { job: HashJob; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

const WORKER_URL = new URL('./password-hasher.worker.mjs', import.meta.url);

/**
 * One thread fewer than the machine has cores (at least one, at most four): with every core hashing, the
 * request thread would queue behind the hashers for CPU and reads would slow down again; sign-ins wait
 * instead (`npm run bench -- load` on 2 cores: with 2 threads, reads during sign-ins had a p99 of 830 ms
 * against 90 ms with 1, for 7 against 6 sign-ins/s). PASSWORD_HASH_THREADS overrides it.
 */
export const DEFAULT_THREADS =
  threadsFromEnvironment(process.env.PASSWORD_HASH_THREADS) ?? Math.max(1, Math.min(4, availableParallelism() - 1));

function threadsFromEnvironment(raw: string | undefined): number | null {
  const threads = Number(raw);
  return raw && Number.isInteger(threads) && threads >= 1 && threads <= 64 ? threads : null;
}

export class PasswordHasherPool {
  private readonly live = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private readonly drained: Array<() => void> = [];
  private nextId = 1;
  private isClosing = false;

  constructor(private readonly maxThreads = DEFAULT_THREADS) {}

  hash(password: string, cost: number): Promise<string> {
    return this.submit({ id: this.nextId++, kind: 'hash', password, cost }) as Promise<string>;
  }

  verify(password: string, hash: string): Promise<boolean> {
    return this.submit({ id: this.nextId++, kind: 'verify', password, hash }) as Promise<boolean>;
  }

  /** Lets the jobs already asked for finish, then ends the threads; asking for more afterwards is an error. */
  async close(): Promise<void> {
    this.isClosing = true;
    if (this.running.size > 0 || this.queue.length > 0)
      await new Promise<void>((resolve) => this.drained.push(resolve));
    await Promise.all([...this.live].map((worker) => worker.terminate()));
  }

  private submit(job: HashJob): Promise<string | boolean> {
    if (this.isClosing) return Promise.reject(new Error('The password hasher is closed'));
    // Each job holds a thread for a tenth of a second: past this many waiting, a caller would wait for
    // seconds, and an attacker could grow the queue without end. Such a caller is told to come back.
    if (this.queue.length >= MAX_WAITING_JOBS)
      return Promise.reject(
        authError(429, 'over_request_rate_limit', 'Too many password checks at once: try again in a moment'),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.live.size < this.maxThreads ? this.spawn() : null);
      if (!worker) break;
      const pending = this.queue.shift() as Pending;
      this.running.set(worker, pending);
      // A thread at work keeps the process alive until its answer is in; an idle one never does (a test
      // run, or the server after stop, would otherwise wait for it).
      worker.ref();
      worker.postMessage(pending.job);
    }
    if (this.running.size === 0 && this.queue.length === 0) for (const resolve of this.drained.splice(0)) resolve();
  }

  private finish(worker: Worker): Pending | undefined {
    const pending = this.running.get(worker);
    this.running.delete(worker);
    worker.unref();
    return pending;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    this.live.add(worker);
    worker.on('message', (answer: HashAnswer) => {
      const pending = this.finish(worker);
      this.idle.push(worker);
      if (answer.ok) pending?.resolve(answer.value);
      else pending?.reject(new Error(answer.message));
      this.dispatch();
    });
    // A thread that dies takes only its own job with it; the next job starts a fresh thread.
    const lost = (error: Error) => {
      if (!this.live.delete(worker)) return;
      const index = this.idle.indexOf(worker);
      if (index !== -1) this.idle.splice(index, 1);
      this.finish(worker)?.reject(error);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The password hasher thread exited with ${code}`)));
    return worker;
  }
}

let shared: PasswordHasherPool | null = null;

const pool = () => (shared ??= new PasswordHasherPool());

/** A bcrypt hash of `password` at `cost` rounds, computed off the request thread. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return pool().hash(password, cost);
}

/** Whether `password` matches a bcrypt hash, checked off the request thread. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return pool().verify(password, hash);
}

/**
 * Ends the shared pool's threads once its jobs are done (the backend's stop calls this). Another backend
 * in the same process loses nothing: its next hash starts a new pool.
 */
export async function closePasswordHasher(): Promise<void> {
  const closing = shared;
  shared = null;
  await closing?.close();
}
