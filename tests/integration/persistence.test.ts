// supabase/local keeps its data in PGlite's folder (or, in the Postgres pass, its database): what a member
// wrote is there after a restart, and the migrations are not applied twice.
import { afterAll, expect, it } from 'vitest';
import { listMigrations } from '../../supabase/local/emulator/db/migrate.ts';
import {
  anonClient,
  createMember,
  insertListings,
  restartableDatabase,
  startTestBackend,
} from '../support/test-backend.ts';

const database = await restartableDatabase();

afterAll(async () => {
  await database.remove();
});

it('keeps accounts, listings and favorites across a restart', async () => {
  const first = await startTestBackend(database.options);
  const [listing] = await insertListings(first, [{ title: 'Still here' }]);
  const member = await createMember(first, { name: 'persistent' });
  const { error } = await member.client
    .from('favorites')
    .insert({ id: `${member.id}:${listing}`, listing_id: listing });
  expect(error).toBeNull();
  await first.stop();

  const second = await startTestBackend(database.options);
  try {
    const client = anonClient(second);
    const { data: session, error: signInError } = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(signInError).toBeNull();
    expect(session.user?.id).toBe(member.id);
    const { data: favorites } = await client.from('favorites').select('listing_id');
    expect(favorites).toEqual([{ listing_id: listing }]);
    const { data: listings } = await client.from('full_details_housing').select('title');
    expect(listings).toEqual([{ title: 'Still here' }]);
    const versions = await second.db.asOwner(
      async (sql) =>
        (await sql.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations')).rows[0]
          ?.n,
    );
    expect(versions).toBe((await listMigrations()).length);
  } finally {
    await second.stop();
  }
}, 60_000);
