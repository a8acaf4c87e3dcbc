// Applies the platform script when any part of it is missing, then every migration in supabase/migrations
// that has not run yet, in file-name order, each in its own transaction, recorded as the Supabase CLI does.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../../migrations');
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export type Migration = { version: string; name: string; file: string };

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`Migration ${file} is not named <14-digit timestamp>_<name>.sql`);
    return { version: match[1], name: match[2], file: path.join(dir, file) };
  });
}

/** Brings the database up to date; returns the versions it applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // A database made before a part of the platform existed (Storage's tables came later) gets the script
  // again: it is written to be repeated, and the migrations after it may rely on any part.
  const hasPlatform = await db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ ok: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null
        and to_regclass('storage.objects') is not null as ok`,
    );
    return rows[0]?.ok === true;
  });
  if (!hasPlatform) await db.execScript(await readFile(path.join(here, 'platform.sql'), 'utf8'));

  const applied = new Set(
    await db.asOwner(async (sql) =>
      (await sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (row) => row.version,
      ),
    ),
  );
  const done: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const script = await readFile(migration.file, 'utf8');
    // A script runs whole with its bookkeeping row: a failure leaves neither behind.
    await db.execScript(
      `begin;\n${script}\n;insert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name}');\ncommit;`,
    );
    done.push(migration.version);
  }
  return done;
}
