// Fills an empty local database with the demo accounts and demo listings, once.
import bcrypt from 'bcryptjs';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { demoListings, type DemoListing } from '../seed/demo-listings.ts';
import type { Database, Sql } from './db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

async function insertListing(sql: Sql, listing: DemoListing, now: number): Promise<void> {
  const postedAt = new Date(now - listing.hoursAgo * 60 * 60 * 1000).toISOString();
  const availableFrom = now + listing.availableInDays * DAY_MS;
  const { rows } = await sql.query<{ id: number }>(
    `insert into public.listings (post_type, latitude, longitude, geocode_precision, rent_on_monthly_basis, room_size_m2,
       house_total_size_m2, amount_of_roommates, listing_type, is_subrent, city_of_group, city_of_post,
       location_description_for_maps, available_from, available_until, time_of_post, created_at, text_post, title,
       language_requirements, image_urls)
     values ('HAS_HOUSING_AVAILABLE', $1, $2, 'neighbourhood', $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17::jsonb)
     returning id`,
    [
      listing.latitude,
      listing.longitude,
      listing.rent,
      listing.roomSize,
      listing.houseSize,
      listing.roommates,
      listing.type,
      listing.isSubrent ? 'yes' : 'no',
      listing.city,
      `${listing.area}, ${listing.city}`,
      isoDate(availableFrom),
      listing.stayMonths === null ? null : isoDate(availableFrom + listing.stayMonths * 30 * DAY_MS),
      postedAt,
      listing.text,
      listing.title,
      listing.languages,
      JSON.stringify({ full: [], thumb: [] }),
    ],
  );
  await sql.query(`insert into public.listing_sources (listing_id, source_post_id, url_post, group_name) values ($1, $2, $3, $4)`, [
    rows[0]?.id,
    listing.sourcePostId,
    `https://www.facebook.com/groups/demo-housing/posts/${listing.sourcePostId}`,
    `Demo housing group ${listing.city}`,
  ]);
}

/** Seeds when there are no users and no listings; returns whether it did. */
export async function seedDemoData(db: Database, bcryptCost = 10): Promise<boolean> {
  const isEmpty = await db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ empty: boolean }>('select not exists (select 1 from auth.users) and not exists (select 1 from public.listings) as empty');
    return rows[0]?.empty === true;
  });
  if (!isEmpty) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => bcrypt.hash(account.password, bcryptCost)));
  await db.asOwner(async (sql) => {
    for (const [index, account] of demoAccounts.entries()) {
      const { rows } = await sql.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
         values ($1, $2, now(), $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb) returning id`,
        [account.email, hashes[index], JSON.stringify({ first_name: account.firstName })],
      );
      if (account.tier === 'premium') {
        await sql.query(
          `insert into public.subscribers (user_id, email, subscribed, subscription_tier, subscription_end, subscription_status)
           values ($1, $2, true, 'premium', now() + interval '1 year', 'active')`,
          [rows[0]?.id, account.email],
        );
      }
    }
    const now = Date.now();
    for (const listing of demoListings) await insertListing(sql, listing, now);
  });
  return true;
}
