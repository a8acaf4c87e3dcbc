// Several databases of one Postgres server set up at once, as the Postgres pass does with its test files: the
// API roles belong to the whole cluster, so platform.sql must survive losing the race to create them.
import { expect, it } from 'vitest';
import { isPostgresPass, startTestBackend } from '../support/test-backend.ts';

it.skipIf(!isPostgresPass)(
  'migrates four fresh databases of one server at the same time (Postgres pass only: PGlite has one database and no cluster)',
  async () => {
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startTestBackend()));
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
  },
  60_000,
);
