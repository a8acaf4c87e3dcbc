// The start-up every backend suite shares: one test backend started before the file's tests and stopped after
// them. Kept apart from test-backend.ts because it registers Vitest hooks, and test-backend.ts is also loaded by
// the benches and Playwright, where Vitest does not run.
import { afterAll, beforeAll } from 'vitest';
import type { BackendOptions } from '../../supabase/local/backend.ts';
import { startTestBackend, type TestBackend } from './test-backend.ts';

/** Options for the backend, or a function that makes them once the suite starts (a fixture build, say). */
export type TestBackendOptions = Partial<BackendOptions> | (() => Promise<Partial<BackendOptions>>);

/** Long enough for the migrations on a loaded two-core machine, and on the Postgres pass's fresh database. */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts a test backend in a `beforeAll` and stops it in an `afterAll`; returns it. The suite's own hooks,
 * declared after this call, run once it has started and finish before it stops (Vitest runs `beforeAll` in
 * order and `afterAll` in reverse). Read it inside hooks and tests: until it has started it throws.
 */
export function useTestBackend(options: TestBackendOptions = {}): TestBackend {
  let started: TestBackend | null = null;
  beforeAll(async () => {
    started = await startTestBackend(typeof options === 'function' ? await options() : options);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.stop();
    started = null;
  });
  const current = (): TestBackend => {
    if (!started) throw new Error('The test backend is read outside a hook or test, or after it stopped');
    return started;
  };
  // The suite holds one name from the start; each read goes to the backend running now.
  return new Proxy({} as TestBackend, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
  });
}
