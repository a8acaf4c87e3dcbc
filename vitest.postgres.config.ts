// The Postgres pass (`npm run test:postgres`): the integration and security suites, migrations and RLS matrix
// included, again against Debian's real PostgreSQL instead of PGlite. One private cluster for the run; every
// backend a test starts gets a fresh database in it (tests/support/test-backend.ts), so no file sees another's
// rows. The files run one at a time all the same: the pull feeds serve rows below the replication horizon,
// the oldest transaction still running, and transaction ids belong to the whole cluster, so one file's open
// transaction would hold back what another file's feeds serve (a delay, not a loss, but tests wait on it).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    env: { TEST_BACKEND_DATABASE: 'postgres' },
    fileParallelism: false,
  },
});
