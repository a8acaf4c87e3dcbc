// Row-level security on Storage's tables, cell by cell as rls-matrix.test.ts does for the public schema:
// each role × storage.objects (the 'listing-photos' bucket, through the Storage API with supabase-js: list
// is select, upload insert, upsert update, remove delete) and × storage.buckets (listBuckets for select; its
// writes straight in SQL as the role, since buckets are made by migrations and the local API takes none).
// Objects are made fresh by the service role for every cell, and judged by the service role afterwards.
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/emulator/db/database.ts';
import { MATRIX_ROLES, roleClients, type MatrixRole, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

type Role = MatrixRole;
// 'some' would be a policy that lets a role reach part of the fresh rows: none here should.
type Reach = 'all' | 'some' | 'none' | 'denied';
type Cell = { select: Reach; insert: 'ok' | 'denied'; update: Reach; delete: Reach };

const ROLES = MATRIX_ROLES;
const BUCKET = 'listing-photos';

function cells(map: Record<Role, string>): Record<Role, Cell> {
  const parse = (text: string): Cell => {
    const [select, insert, update, remove] = text.split(' ') as [Reach, 'ok' | 'denied', Reach, Reach];
    return { select, insert, update, delete: remove };
  };
  return Object.fromEntries(ROLES.map((role) => [role, parse(map[role])])) as Record<Role, Cell>;
}

const EXPECTED: Record<'objects' | 'buckets', Record<Role, Cell>> = {
  // Anyone reads listing photos; no one but the service role writes them. A remove the policies allow
  // nothing of answers an empty list, as hosted Storage does, so it reads as 'none'.
  objects: cells({
    anon: 'all denied denied none',
    userA: 'all denied denied none',
    userB: 'all denied denied none',
    premium: 'all denied denied none',
    service: 'all ok all all',
  }),
  buckets: cells({
    anon: 'none denied none none',
    userA: 'none denied none none',
    userB: 'none denied none none',
    premium: 'none denied none none',
    service: 'all ok all all',
  }),
};

const backend = useTestBackend();
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<Role, SupabaseClient>;
let service: SupabaseClient;
let photo: Buffer;
let otherPhoto: Buffer;
let nonce = 0;

const next = () => `${Date.now()}-${(nonce += 1)}`;

function claimsOf(role: Role): JwtClaims {
  if (role === 'anon') return { role: 'anon' };
  if (role === 'service') return { role: 'service_role' };
  return { role: 'authenticated', sub: users[role].id };
}

/** Two fresh photos in a folder of their own; returns the folder and their names. */
async function freshPhotos(): Promise<{ folder: string; names: string[] }> {
  const folder = `matrix/${next()}`;
  const names = [`${folder}/a.webp`, `${folder}/b.webp`];
  for (const name of names) {
    const { error } = await service.storage.from(BUCKET).upload(name, photo, { contentType: 'image/webp' });
    if (error) throw new Error(`seeding ${name}: ${error.message}`);
  }
  return { folder, names };
}

async function storedEtag(name: string): Promise<string | null> {
  const response = await fetch(service.storage.from(BUCKET).getPublicUrl(name).data.publicUrl, { method: 'HEAD' });
  return response.status === 200 ? response.headers.get('etag') : null;
}

const reach = (changed: number, of: number): Reach => (changed === 0 ? 'none' : changed === of ? 'all' : 'some');

async function observeObjects(role: Role): Promise<Cell> {
  const bucket = clients[role].storage.from(BUCKET);
  const listed = await freshPhotos();
  const { data, error } = await bucket.list(listed.folder);
  const select: Reach = error ? 'denied' : reach(data.length, listed.names.length);

  const inserted = await bucket.upload(`matrix/${next()}.webp`, photo, { contentType: 'image/webp' });
  if (inserted.error)
    expect([401, 403], inserted.error.message).toContain((inserted.error as { status?: number }).status);

  const updating = await freshPhotos();
  const before = await Promise.all(updating.names.map(storedEtag));
  let updateError = false;
  for (const name of updating.names) {
    const { error: refused } = await bucket.upload(name, otherPhoto, { contentType: 'image/webp', upsert: true });
    updateError ||= refused !== null;
  }
  const after = await Promise.all(updating.names.map(storedEtag));
  const update: Reach = updateError ? 'denied' : reach(after.filter((etag, i) => etag !== before[i]).length, 2);

  const removing = await freshPhotos();
  const removed = await bucket.remove(removing.names);
  const gone = (await Promise.all(removing.names.map(storedEtag))).filter((etag) => etag === null).length;
  const remove: Reach = removed.error ? 'denied' : reach(gone, removing.names.length);
  return { select, insert: inserted.error ? 'denied' : 'ok', update, delete: remove };
}

/** Two fresh buckets, made as the owner (as a migration makes them). */
async function freshBuckets(): Promise<string[]> {
  const ids = [`matrix-${next()}`, `matrix-${next()}`];
  await backend.db.asOwner(async (sql) => {
    for (const id of ids) await sql.query('insert into storage.buckets (id, name) values ($1, $1)', [id]);
  });
  return ids;
}

async function bucketsLeft(ids: string[], where = 'true'): Promise<number> {
  return backend.db.asOwner(
    async (sql) =>
      (
        await sql.query<{ n: number }>(
          `select count(*)::int as n from storage.buckets where id = any($1) and ${where}`,
          [ids],
        )
      ).rows[0]?.n ?? 0,
  );
}

/** What a role's SQL does to the buckets; a refusal is 'denied'. */
async function asRole(role: Role, statement: string, params: unknown[]): Promise<number | 'denied'> {
  try {
    return await backend.db.asRole(claimsOf(role), async (sql) => (await sql.query(statement, params)).affectedRows);
  } catch (error) {
    expect((error as { code?: string }).code).toBe('42501');
    return 'denied';
  }
}

async function observeBuckets(role: Role): Promise<Cell> {
  const seen = await freshBuckets();
  const { data, error } = await clients[role].storage.listBuckets();
  const visible = (data ?? []).filter((bucket) => seen.includes(bucket.id)).length;
  const select: Reach = error ? 'denied' : reach(visible, seen.length);

  const id = `matrix-${next()}`;
  const inserted = await asRole(role, 'insert into storage.buckets (id, name) values ($1, $1)', [id]);

  const updating = await freshBuckets();
  const updated = await asRole(role, 'update storage.buckets set public = true where id = any($1)', [updating]);
  const update: Reach = updated === 'denied' ? 'denied' : reach(await bucketsLeft(updating, 'public'), 2);

  const removing = await freshBuckets();
  const removed = await asRole(role, 'delete from storage.buckets where id = any($1)', [removing]);
  const remove: Reach = removed === 'denied' ? 'denied' : reach(2 - (await bucketsLeft(removing)), 2);
  return { select, insert: inserted === 'denied' ? 'denied' : 'ok', update, delete: remove };
}

beforeAll(async () => {
  ({ users, clients } = await roleClients(backend));
  service = clients.service;
  const image = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background } })
      .webp()
      .toBuffer();
  [photo, otherPhoto] = await Promise.all([image('#888'), image('#f00')]);
}, 60_000);

describe('storage.objects', () => {
  it.each(ROLES)('%s', async (role) => {
    expect(await observeObjects(role)).toEqual(EXPECTED.objects[role]);
  });
});

describe('storage.buckets', () => {
  it.each(ROLES)('%s', async (role) => {
    expect(await observeBuckets(role)).toEqual(EXPECTED.buckets[role]);
  });
});
