// Global setup of the Postgres pass (vitest.postgres.config.ts): starts one private cluster for the whole run
// and hands its address to the test workers, which each make databases of their own in it.
import { startPostgresServer } from './private-postgres.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  if (!server)
    throw new Error(
      "The Postgres pass needs Debian's postgresql (apt-get install postgresql; .ci/run installs it) or TEST_POSTGRES_URL",
    );
  // Workers are started after this, with this process's environment.
  process.env.TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}
