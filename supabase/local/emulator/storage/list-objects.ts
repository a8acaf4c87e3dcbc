// `storage.from(bucket).list(prefix, options)`: one level of a bucket's folder tree, as Storage's search()
// answers it: the objects directly in the folder, and each sub-folder once (id, timestamps and metadata
// null). Runs as the caller, so only the objects their policies let them see are listed.
import type { Sql } from '../db/database.ts';
import { invalidRequest } from './storage-errors.ts';

export type ListRequest = {
  /** The folder, with its trailing slash ('' for the bucket's top). */
  folder: string;
  limit: number;
  offset: number;
  column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  isDescending: boolean;
  search: string;
};

const COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const MAX_LIMIT = 1000;

function wholeNumber(value: unknown, fallback: number, max: number, what: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw invalidRequest(`${what} must be a whole number from 0 to ${max}`);
  return value;
}

function shortText(value: unknown, what: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || Buffer.byteLength(value) > 1024)
    throw invalidRequest(`${what} must be text of at most 1024 bytes`);
  return value;
}

/** The list options storage-js sends as the body; anything else is a 400. */
export function parseListRequest(body: unknown): ListRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidRequest('The body must be a JSON object');
  const options = body as Record<string, unknown>;
  const sortBy = (options.sortBy ?? {}) as Record<string, unknown>;
  const column = sortBy.column ?? 'name';
  if (typeof column !== 'string' || !COLUMNS.has(column))
    throw invalidRequest('sortBy.column must be name, created_at, updated_at or last_accessed_at');
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw invalidRequest('sortBy.order must be asc or desc');
  const prefix = shortText(options.prefix, 'prefix').replace(/^\/+|\/+$/g, '');
  return {
    folder: prefix === '' ? '' : `${prefix}/`,
    limit: wholeNumber(options.limit, 100, MAX_LIMIT, 'limit') || 100,
    offset: wholeNumber(options.offset, 0, Number.MAX_SAFE_INTEGER, 'offset'),
    column: column as ListRequest['column'],
    isDescending: order === 'desc',
    search: shortText(options.search, 'search'),
  };
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (mark) => `\\${mark}`);

/** The folder's entries the caller may see, sorted and paged as asked. */
export async function listObjects(sql: Sql, bucket: string, request: ListRequest): Promise<unknown[]> {
  // The column and direction come from fixed sets above; everything else goes in as a parameter.
  const order = `${request.column} ${request.isDescending ? 'desc' : 'asc'} nulls last, name`;
  const { rows } = await sql.query<{ entries: unknown[] }>(
    `with level as (
       select substr(o.name, char_length($2) + 1) as rest, o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata
       from storage.objects o where o.bucket_id = $1 and starts_with(o.name, $2)
     ), entries as (
       select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as created_at,
         null::timestamptz as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from level where strpos(rest, '/') > 0
       union all
       select rest, id, created_at, updated_at, last_accessed_at, metadata from level where strpos(rest, '/') = 0
     )
     select coalesce(jsonb_agg(to_jsonb(page) order by page.position), '[]') as entries
     from (
       select e.*, row_number() over (order by ${order}) as position from entries e
       where e.name ilike '%' || $3 || '%'
       order by ${order} limit $4 offset $5
     ) page`,
    [bucket, request.folder, likeEscaped(request.search), request.limit, request.offset],
  );
  return (rows[0]?.entries ?? []).map((entry) => {
    const { position: _position, ...rest } = entry as Record<string, unknown>;
    return rest;
  });
}
