// Fills an empty local database once: the demo accounts, then the demo corpus of invented posts run through
// the real ingestion pipeline (the same code as ingest-posts), dated relative to now so the demo looks current.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { demoAccounts } from '../../seed/demo-accounts.ts';
import { ingestDemoCorpus } from '../../seed/corpus/ingest-demo.ts';
import type { Database } from '../emulator/db/database.ts';
import { hashPassword } from '../emulator/auth/password-hasher.ts';

export type SeedTarget = { db: Database; url: string; keys: { serviceRoleKey: string } };

/** Seeds when there are no users and no listings; returns whether it did. */
export async function seedDemoData(target: SeedTarget, bcryptCost = 10): Promise<boolean> {
  const { db } = target;
  const isEmpty = await db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ empty: boolean }>(
      'select not exists (select 1 from auth.users) and not exists (select 1 from public.listings) as empty',
    );
    return rows[0]?.empty === true;
  });
  if (!isEmpty) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password, bcryptCost)));
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
  });
  const service = createClient(target.url, target.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await ingestDemoCorpus(service);
  return true;
}
