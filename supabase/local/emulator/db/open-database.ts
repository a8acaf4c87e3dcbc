// Chooses the database: a real Postgres when DATABASE_URL is given, otherwise PGlite (persisted in a
// folder, or in memory for tests).
import type { Database } from './database.ts';
import { openPglite } from './pglite-database.ts';

export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir);
}
