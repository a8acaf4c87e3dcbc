// Storage's rows: storage.buckets and storage.objects. The statements that decide access run inside the
// caller's transaction (`db.asRole`), so the policies on storage.objects decide them; the lookups Storage
// makes as itself (a bucket's settings, a public bucket's object) take the owner's connection, as the
// hosted service reads them with its own role.
import type { Database, Sql } from '../db/database.ts';

export type Bucket = {
  id: string;
  isPublic: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: readonly string[] | null;
};

/** What Storage keeps about an object's bytes, as hosted Storage writes it into storage.objects.metadata. */
export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Partial<ObjectMetadata> | null;
  created_at: string | Date;
  updated_at: string | Date;
  last_accessed_at: string | Date;
};

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at';

/** A bucket's settings, read as Storage itself (the caller needs no policy on storage.buckets to use one). */
export async function findBucket(db: Database, id: string): Promise<Bucket | null> {
  return db.asOwner(async (sql) => {
    const { rows } = await sql.query<{
      id: string;
      public: boolean;
      file_size_limit: number | null;
      allowed_mime_types: string[] | null;
    }>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      isPublic: row.public,
      fileSizeLimit: row.file_size_limit,
      allowedMimeTypes: row.allowed_mime_types,
    };
  });
}

/** The object of a public bucket, for its public address; `bucket` is null when no public bucket has that id. */
export async function findPublicObject(
  db: Database,
  bucket: string,
  name: string,
): Promise<{ bucket: boolean; object: ObjectRow | null }> {
  return db.asOwner(async (sql) => {
    const { rows } = await sql.query<{ object: ObjectRow | null }>(
      `select (select to_jsonb(o) from storage.objects o where o.bucket_id = b.id and o.name = $2) as object
       from storage.buckets b where b.id = $1 and b.public`,
      [bucket, name],
    );
    const row = rows[0];
    return { bucket: row !== undefined, object: row?.object ?? null };
  });
}

/** Inserts the object's row, or with `upsert` replaces an existing one's; returns its id. */
export async function writeObjectRow(
  sql: Sql,
  row: { bucket: string; name: string; owner: string | null; metadata: ObjectMetadata; upsert: boolean },
): Promise<string> {
  const conflict = row.upsert
    ? ` on conflict (bucket_id, name) do update
        set owner = excluded.owner, metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await sql.query<{ id: string }>(
    `insert into storage.objects as o (bucket_id, name, owner, metadata) values ($1, $2, $3, $4::jsonb)${conflict}
     returning o.id`,
    [row.bucket, row.name, row.owner, JSON.stringify(row.metadata)],
  );
  return rows[0]?.id as string;
}

/** The object's row if the caller's policies let them see it. */
export async function readObjectRow(sql: Sql, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await sql.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

/** Deletes the named objects the caller's policies let them delete; returns the rows it deleted. */
export async function deleteObjectRows(sql: Sql, bucket: string, names: readonly string[]): Promise<ObjectRow[]> {
  const { rows } = await sql.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/** The buckets the caller's policies let them see. */
export async function readBuckets(sql: Sql): Promise<unknown[]> {
  const { rows } = await sql.query(
    `select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at
     from storage.buckets order by name`,
  );
  return rows;
}
