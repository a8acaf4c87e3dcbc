// The migration to saved searches (issue 36 item 5) on a copy of the real data shape, on PGlite and (in
// `npm run test:postgres`) on PostgreSQL: a database is brought up to the migration before it, filled with
// saved alerts as members hold them today (onboarding's and the alert page's, with areas of every kind,
// registration, furnishing, push channels, one unsubscribed, one deleted, and their cursors), then migrated.
// Every row comes through unchanged, the member's alert is their first search, and the new rules hold on it.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/emulator/db/database.ts';
import { listMigrations, migrate } from '../../supabase/local/emulator/db/migrate.ts';
import { openDatabase } from '../../supabase/local/emulator/db/open-database.ts';
import { createTestDatabase } from '../support/test-backend.ts';

const SAVED_SEARCHES = '20261128100100';

let db: Database;
let folder: string;
let stopDatabase: () => Promise<void> = async () => {};
let before: Array<Record<string, unknown>>;
let cursorsBefore: Array<Record<string, unknown>>;
const ids: Record<'premium' | 'onboarded' | 'unsubscribed' | 'deleted' | 'free', string> = {
  premium: '',
  onboarded: '',
  unsubscribed: '',
  deleted: '',
  free: '',
};

/** The alerts as members hold them before the migration: every column the app writes, in every form it takes. */
const ALERTS: Record<keyof typeof ids, Record<string, unknown>> = {
  premium: {
    name: 'My Alert',
    housing_type: 'studio',
    subrent: 'no',
    price_min: 500,
    price_max: 1100,
    city: 'any',
    room_size_min: 12,
    house_size_max: 120,
    age_min: 20,
    age_max: 35,
    gender_preference: 'no_preference',
    max_roommates: 3,
    available_from: '2026-12-01',
    available_until: '6_plus_months',
    post_recency: 'week',
    registration: 'yes',
    furnishing: 'upholstered',
    alert_channels: 'both',
    areas: [
      { kind: 'stadsdeel', code: 'A' },
      { kind: 'wijk', id: 3630424 },
      { kind: 'circle', center: [4.9003, 52.3791], radiusKm: 2.5, place: 'Amsterdam Centraal' },
      {
        kind: 'polygon',
        rings: [
          [
            [4.885, 52.35],
            [4.9, 52.35],
            [4.9, 52.36],
            [4.885, 52.36],
          ],
        ],
      },
    ],
  },
  onboarded: {
    name: 'My Room Alert',
    price_max: 900,
    city: 'Amsterdam',
    available_until: 'short',
    housing_type: 'room',
  },
  unsubscribed: { name: 'My Alert', city: 'Utrecht', alerts_enabled: false, alert_channels: 'push' },
  deleted: { name: 'My Alert', city: 'Leiden', _deleted: true },
  free: { name: 'My Alert', furnishing: 'bare' },
};

const rowsOf = (table: string) =>
  db.asOwner(async (sql) => (await sql.query(`select * from public.${table} order by user_id`)).rows);

beforeAll(async () => {
  const database = await createTestDatabase();
  if (database) stopDatabase = () => database.stop();
  db = await openDatabase(database ? { databaseUrl: database.url } : {});
  // The migrations as they stood before saved searches, applied first.
  folder = await mkdtemp(path.join(tmpdir(), 'roomradar-migrations-'));
  for (const migration of await listMigrations())
    if (migration.version < SAVED_SEARCHES)
      await copyFile(migration.file, path.join(folder, path.basename(migration.file)));
  await migrate(db, folder);

  await db.asOwner(async (sql) => {
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) {
      const { rows } = await sql.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
        [`${key}-${Date.now()}@example.org`],
      );
      ids[key] = rows[0]?.id as string;
      if (key !== 'free')
        await sql.query(
          `insert into public.subscribers (user_id, email, subscribed, subscription_tier, subscription_end, subscription_status)
           values ($1, $2, true, 'premium', now() + interval '30 days', 'active')`,
          [ids[key], `${key}@example.org`],
        );
      await sql.query(
        `insert into public.saved_filters select * from json_populate_record(null::public.saved_filters, $1::json)`,
        [
          JSON.stringify({
            id: `alert:${ids[key]}`,
            user_id: ids[key],
            alerts_enabled: true,
            alert_channels: 'email',
            _deleted: false,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            _modified: 0,
            ...ALERTS[key],
          }),
        ],
      );
    }
  });
  before = await rowsOf('saved_filters');
  cursorsBefore = await rowsOf('alert_cursors');
  expect(await migrate(db)).toEqual([SAVED_SEARCHES, ...(await laterThan(SAVED_SEARCHES))]);
}, 120_000);

/** Migrations after this one (another branch's), which the full migrate applies as well. */
async function laterThan(version: string): Promise<string[]> {
  return (await listMigrations()).map((migration) => migration.version).filter((other) => other > version);
}

afterAll(async () => {
  await db?.close();
  await stopDatabase();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the migration to saved searches, on alerts as they are today', () => {
  it('keeps every alert row as it was, column for column (areas, registration, furnishing and all)', async () => {
    expect(before).toHaveLength(5);
    expect(await rowsOf('saved_filters')).toEqual(before);
    expect(await rowsOf('alert_cursors')).toEqual(cursorsBefore);
  });

  it("makes each member's alert their first search: the searches to match are the same alerts as before", async () => {
    const recipients = await db.asOwner(
      async (sql) =>
        (
          await sql.query<{ user_id: string; alert: Record<string, unknown> }>(
            'select user_id, alert from public.alert_recipients()',
          )
        ).rows,
    );
    const mine = recipients.filter((row) => Object.values(ids).includes(row.user_id));
    // The unsubscribed, the deleted and the free member's alerts are not matched, as before.
    expect(mine.map((row) => row.user_id).sort()).toEqual([ids.premium, ids.onboarded].sort());
    const premium = mine.find((row) => row.user_id === ids.premium)?.alert;
    expect(premium).toMatchObject({ id: `alert:${ids.premium}`, name: 'My Alert', areas: ALERTS.premium.areas });
  });

  it('lets a Premium member add four searches beside it, and not a fifth; their cursor stays where it was', async () => {
    const add = (userId: string, index: number) =>
      db.asOwner((sql) =>
        sql.query('insert into public.saved_filters (id, user_id, name) values ($1, $2, $3)', [
          `alert:${userId}:${index}`,
          userId,
          `Search ${index}`,
        ]),
      );
    for (const index of [2, 3, 4, 5]) await add(ids.premium, index);
    await expect(add(ids.premium, 6)).rejects.toThrow('You already have 5 saved searches');
    // The free member keeps the spec's one alert.
    await expect(add(ids.free, 2)).rejects.toThrow('Only Premium members can have more than one saved search');
    const cursor = (await rowsOf('alert_cursors')).find((row) => row.user_id === ids.premium);
    expect(cursor).toEqual(cursorsBefore.find((row) => row.user_id === ids.premium));
  });

  it('a member whose alert was deleted makes it again as a search; the unsubscribed one stays off until turned on', async () => {
    await db.asOwner((sql) =>
      sql.query('update public.saved_filters set _deleted = false where id = $1', [`alert:${ids.deleted}`]),
    );
    const rows = await rowsOf('saved_filters');
    expect(rows.find((row) => row.id === `alert:${ids.deleted}`)?._deleted).toBe(false);
    expect(rows.find((row) => row.id === `alert:${ids.unsubscribed}`)?.alerts_enabled).toBe(false);
  });
});
