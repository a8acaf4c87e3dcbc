import { monitorEventLoopDelay } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_WAITING_JOBS,
  PasswordHasherPool,
  closePasswordHasher,
  hashPassword,
  verifyPassword,
} from './password-hasher.ts';

const pools: PasswordHasherPool[] = [];
const newPool = (threads?: number) => {
  const pool = new PasswordHasherPool(threads);
  pools.push(pool);
  return pool;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  await closePasswordHasher();
});

describe('password hasher', () => {
  it('hashes with bcrypt and verifies the password, and only it', async () => {
    const hash = await hashPassword('correct-horse', 4);
    expect(hash).toMatch(/^\$2b\$04\$.{53}$/);
    expect(await verifyPassword('correct-horse', hash)).toBe(true);
    expect(await verifyPassword('wrong-horse', hash)).toBe(false);
  });

  it('reads hashes bcryptjs made ($2b$) and GoTrue makes ($2a$), and makes hashes bcryptjs reads', async () => {
    const made = bcrypt.hashSync('battery-staple', 4);
    const goTrueStyle = made.replace(/^\$2b\$/, '$2a$');
    expect(await verifyPassword('battery-staple', made)).toBe(true);
    expect(await verifyPassword('battery-staple', goTrueStyle)).toBe(true);
    expect(bcrypt.compareSync('battery-staple', await hashPassword('battery-staple', 5))).toBe(true);
  });

  it('runs more jobs than threads, each answered with its own result', async () => {
    const pool = newPool(2);
    const passwords = Array.from({ length: 7 }, (_, index) => `password-${index}`);
    const hashes = await Promise.all(passwords.map((password) => pool.hash(password, 4)));
    const checks = await Promise.all(
      hashes.map((hash, index) => pool.verify(passwords[(index + 1) % passwords.length] as string, hash)),
    );
    expect(new Set(hashes).size).toBe(passwords.length);
    expect(checks.every((isMatch) => !isMatch)).toBe(true);
    expect(await Promise.all(hashes.map((hash, index) => pool.verify(passwords[index] as string, hash)))).toEqual(
      passwords.map(() => true),
    );
  });

  it('tells callers past the waiting limit to come back, instead of queueing without end', async () => {
    const pool = newPool(1);
    const jobs = Array.from({ length: MAX_WAITING_JOBS + 20 }, (_, index) => pool.hash(`p-${index}`, 4));
    const settled = await Promise.allSettled(jobs);
    const refused = settled.filter((result) => result.status === 'rejected');
    // One job runs at once, MAX_WAITING_JOBS wait: the rest are refused at once with GoTrue's rate-limit answer.
    expect(refused.length).toBe(19);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 429,
      body: { error_code: 'over_request_rate_limit' },
    });
    expect(await pool.verify('after', await pool.hash('after', 4))).toBe(true);
  });

  it('rejects a job that fails in its thread and keeps serving the next', async () => {
    const pool = newPool(1);
    await expect(pool.hash(undefined as never, 4)).rejects.toThrow(/Illegal arguments/);
    expect(await pool.verify('x', await pool.hash('x', 4))).toBe(true);
  });

  it('finishes the jobs already asked for when closed, then refuses new ones', async () => {
    const pool = new PasswordHasherPool(1);
    const inFlight = pool.hash('in-flight', 4);
    await pool.close();
    expect(await inFlight).toMatch(/^\$2b\$/);
    await expect(pool.hash('late', 4)).rejects.toThrow(/closed/);
  });

  it('starts a new shared pool after the shared one was closed', async () => {
    await hashPassword('first', 4);
    await closePasswordHasher();
    expect(await verifyPassword('second', await hashPassword('second', 4))).toBe(true);
  });

  it('leaves the calling thread free while it hashes', async () => {
    const cost = 11;
    // What one hash costs the calling thread when it runs there, as bcryptjs did on the request thread.
    const started = performance.now();
    bcrypt.hashSync('blocking', cost);
    const blockingMs = performance.now() - started;

    const pool = newPool(1);
    await pool.hash('warm-up', 4);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await Promise.all([pool.hash('one', cost), pool.hash('two', cost)]);
    delay.disable();
    const longestStallMs = delay.max / 1e6;
    expect(longestStallMs).toBeLessThan(blockingMs / 2);
  });
});
