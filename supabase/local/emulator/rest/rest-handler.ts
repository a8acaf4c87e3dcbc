// /rest/v1: the subset of PostgREST that supabase-js and the sync worker use. Each request runs in its
// own transaction as the caller's role, so row-level security decides every row it reads or writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { claimsFor } from '../auth/request-auth.ts';
import type { ApiRole, Database, JwtClaims } from '../db/database.ts';
import { HttpError, parseJsonBody, readBody, sendCompressible, sendJson } from '../node-request-response.ts';
import { httpErrorFromDatabase } from './db-errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import {
  decodePath,
  identifier,
  parseError,
  parseFilters,
  parseReadQuery,
  parseSelect,
  splitTopLevel,
} from './query-params.ts';
import type { Relation, SchemaCache } from './schema-cache.ts';
import { Params, orderSql, qualifiedName, quoteIdent, selectListSql, unknownColumn, whereSql } from './sql-builder.ts';
import { callRpc } from './rpc.ts';
import type { WriteWeigher } from './area-write-budget.ts';

export type RestOptions = {
  db: Database;
  schema: () => SchemaCache;
  jwtSecret: string;
  maxRows: number;
  /** The largest body a client may send. */
  maxBodyBytes: number;
  /** The largest body the service role may send (a whole ingest batch's plan, a seed's rows). */
  serviceMaxBodyBytes: number;
  /** Weighs each insert and update before it runs, and may refuse it (area-write-budget.ts). */
  weighWrite?: WriteWeigher;
};

type Answer = { status: number; body: string; headers?: Record<string, string> };

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

function wantsSingleObject(request: IncomingMessage): boolean {
  return (request.headers.accept ?? '').includes(SINGLE_OBJECT);
}

/** Shapes a JSON array answer as one object when the client asked for exactly one. */
function shapeRows(json: string, rowCount: number, single: boolean): string {
  if (!single) return json;
  if (rowCount !== 1) {
    throw new HttpError(406, {
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: `The result contains ${rowCount} rows`,
      hint: null,
    });
  }
  return JSON.stringify((JSON.parse(json) as unknown[])[0]);
}

function contentRange(offset: number, rowCount: number, total: number | null): string {
  const range = rowCount === 0 ? '*' : `${offset}-${offset + rowCount - 1}`;
  return `${range}/${total ?? '*'}`;
}

async function readRows(
  options: RestOptions,
  claims: JwtClaims,
  relation: Relation,
  request: IncomingMessage,
  search: URLSearchParams,
  prefer: Preferences,
): Promise<Answer> {
  const query = parseReadQuery(search);
  const params = new Params();
  const where = whereSql(query.filters, relation, params);
  const order = orderSql(query.order, relation);
  const limit = Math.min(query.limit ?? options.maxRows, options.maxRows);
  const from = `${qualifiedName(relation)} as _t`;
  const sql = `select coalesce(json_agg(_q), '[]')::text as body, count(*)::int as n
    from (select ${selectListSql(query.select, relation)} from ${from}${where}${order} limit ${limit} offset ${query.offset}) _q`;
  return options.db.asRole(claims, async (tx) => {
    const result = (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0] ?? { body: '[]', n: 0 };
    const total = prefer.count
      ? ((await tx.query<{ total: number }>(`select count(*)::int as total from ${from}${where}`, params.values))
          .rows[0]?.total ?? 0)
      : null;
    return {
      status: 200,
      body: shapeRows(result.body, result.n, wantsSingleObject(request)),
      headers: { 'Content-Range': contentRange(query.offset, result.n, total) },
    };
  });
}

function plainObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw parseError(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

function bodyColumns(relation: Relation, rows: Record<string, unknown>[], search: URLSearchParams): string[] {
  const declared = search.get('columns');
  const names =
    declared !== null
      ? splitTopLevel(declared).map((name) => identifier(name.trim().replace(/^"|"$/g, '')))
      : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) {
    if (!relation.columns.has(name)) {
      throw new HttpError(400, {
        code: 'PGRST204',
        message: `Could not find the '${name.slice(0, 64)}' column of '${relation.name}' in the schema cache`,
        details: null,
        hint: null,
      });
    }
  }
  return names;
}

/** Runs a writing statement, adding RETURNING only when the client wants the rows back. */
async function runWrite(
  options: RestOptions,
  claims: JwtClaims,
  relation: Relation,
  statement: string,
  params: Params,
  request: IncomingMessage,
  search: URLSearchParams,
  prefer: Preferences,
  createdStatus: number,
): Promise<Answer> {
  if (relation.kind !== 'table')
    throw new HttpError(405, { code: 'PGRST103', message: `${relation.name} is read-only`, details: null, hint: null });
  const wantsRows = prefer.return === 'representation';
  const select = parseSelect(search.get('select'));
  return options.db.asRole(claims, async (tx) => {
    if (!wantsRows) {
      const { affectedRows } = await tx.query(statement, params.values);
      return {
        status: createdStatus === 201 ? 201 : 204,
        body: '',
        headers: { 'Content-Range': `*/${prefer.count ? affectedRows : '*'}` },
      };
    }
    const sql = `with _rows as (${statement} returning _t.*)
      select coalesce(json_agg(_q), '[]')::text as body, count(*)::int as n from (select ${selectListSql(select, relation, '_rows')} from _rows) _q`;
    const result = (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0] ?? { body: '[]', n: 0 };
    return {
      status: createdStatus,
      body: shapeRows(result.body, result.n, wantsSingleObject(request)),
      headers: { 'Content-Range': `*/${prefer.count ? result.n : '*'}` },
    };
  });
}

async function insertRows(
  options: RestOptions,
  claims: JwtClaims,
  relation: Relation,
  request: IncomingMessage,
  search: URLSearchParams,
  prefer: Preferences,
): Promise<Answer> {
  const body = parseJsonBody(await readBody(request, options.maxBodyBytes));
  const rows = (Array.isArray(body) ? body : [body]).map((row) => plainObject(row, 'Each row'));
  options.weighWrite?.(relation.name, claims, rows);
  const names = bodyColumns(relation, rows, search);
  if (rows.length === 0 || names.length === 0) {
    if (rows.length === 0) return { status: 201, body: prefer.return === 'representation' ? '[]' : '' };
    throw parseError('A row needs at least one column');
  }
  const params = new Params();
  const target = qualifiedName(relation);
  const list = names.map(quoteIdent).join(', ');
  let statement = `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  if (prefer.resolution) {
    const onConflict = search.get('on_conflict');
    const conflictColumns = onConflict ? onConflict.split(',').map((name) => identifier(name)) : relation.primaryKey;
    for (const name of conflictColumns) if (!relation.columns.has(name)) throw unknownColumn(relation, name);
    if (conflictColumns.length === 0) throw parseError(`${relation.name} has no primary key to resolve conflicts on`);
    const updates = names.filter((name) => !conflictColumns.includes(name));
    const conflictTarget = conflictColumns.map(quoteIdent).join(', ');
    statement +=
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflictTarget}) do nothing`
        : ` on conflict (${conflictTarget}) do update set ${updates.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ')}`;
  }
  return runWrite(options, claims, relation, statement, params, request, search, prefer, 201);
}

async function updateRows(
  options: RestOptions,
  claims: JwtClaims,
  relation: Relation,
  request: IncomingMessage,
  search: URLSearchParams,
  prefer: Preferences,
): Promise<Answer> {
  const patch = plainObject(parseJsonBody(await readBody(request, options.maxBodyBytes)), 'The body of an update');
  options.weighWrite?.(relation.name, claims, [patch]);
  const names = bodyColumns(relation, [patch], new URLSearchParams());
  if (names.length === 0) throw parseError('An update needs at least one column');
  const params = new Params();
  const target = qualifiedName(relation);
  const record = params.add(JSON.stringify(patch));
  const assignments = names.map((name) => `${quoteIdent(name)} = _p.${quoteIdent(name)}`).join(', ');
  const where = whereSql(parseFilters(search), relation, params);
  const statement = `update ${target} as _t set ${assignments} from json_populate_record(null::${target}, ${record}::json) as _p${where}`;
  return runWrite(options, claims, relation, statement, params, request, search, prefer, 200);
}

async function deleteRows(
  options: RestOptions,
  claims: JwtClaims,
  relation: Relation,
  request: IncomingMessage,
  search: URLSearchParams,
  prefer: Preferences,
): Promise<Answer> {
  const params = new Params();
  const where = whereSql(parseFilters(search), relation, params);
  const statement = `delete from ${qualifiedName(relation)} as _t${where}`;
  return runWrite(options, claims, relation, statement, params, request, search, prefer, 200);
}

function checkProfile(request: IncomingMessage): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const value = request.headers[header];
    if (value !== undefined && value !== 'public') {
      throw new HttpError(406, {
        code: 'PGRST106',
        message: 'The schema must be one of the following: public',
        details: null,
        hint: null,
      });
    }
  }
}

async function answer(options: RestOptions, request: IncomingMessage, url: URL, claims: JwtClaims): Promise<Answer> {
  checkProfile(request);
  const target = decodePath(url.pathname.slice('/rest/v1/'.length)).replace(/\/$/, '');
  const prefer = parsePrefer(request.headers.prefer);
  const method = request.method ?? 'GET';
  if (target.startsWith('rpc/')) return callRpc(options, claims, target.slice(4), request, url.searchParams, method);
  const relation = options.schema().relations.get(target);
  if (!relation) {
    throw new HttpError(404, {
      code: 'PGRST205',
      message: `Could not find the table 'public.${target.slice(0, 64)}' in the schema cache`,
      details: null,
      hint: null,
    });
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readRows(options, claims, relation, request, url.searchParams, prefer);
    case 'POST':
      return insertRows(options, claims, relation, request, url.searchParams, prefer);
    case 'PATCH':
      return updateRows(options, claims, relation, request, url.searchParams, prefer);
    case 'DELETE':
      return deleteRows(options, claims, relation, request, url.searchParams, prefer);
    default:
      throw new HttpError(405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${method.slice(0, 16)}`,
        details: null,
        hint: null,
      });
  }
}

export function createRestHandler(options: RestOptions) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    let role: ApiRole = 'anon';
    try {
      const claims = await claimsFor(request, options.jwtSecret);
      role = claims.role;
      const bodyLimit = claims.role === 'service_role' ? options.serviceMaxBodyBytes : options.maxBodyBytes;
      const result = await answer({ ...options, maxBodyBytes: bodyLimit }, request, url, claims);
      const isHead = request.method === 'HEAD';
      sendCompressible(request, response, result.status, isHead ? '' : result.body, result.headers);
    } catch (error) {
      const httpError = error instanceof HttpError ? error : httpErrorFromDatabase(error, role);
      if (httpError) {
        sendJson(response, httpError.status, httpError.body);
        return;
      }
      console.error('REST request failed', request.method, url.pathname, error);
      sendJson(response, 500, { code: 'PGRST000', message: 'Internal server error', details: null, hint: null });
    }
  };
}
