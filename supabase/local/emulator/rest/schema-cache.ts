// What the REST API exposes: the tables and views of the public schema with their columns, and its
// functions for /rpc. Read from the catalog after migrations, like PostgREST's schema cache.
import type { Database } from '../db/database.ts';

export type Column = { name: string; type: string; isArray: boolean };
export type Relation = { name: string; kind: 'table' | 'view'; columns: Map<string, Column>; primaryKey: string[] };
export type FunctionArg = { name: string; type: string; hasDefault: boolean };
export type RpcFunction = { name: string; args: FunctionArg[]; returnsSet: boolean; returnsScalar: boolean };
export type SchemaCache = { relations: Map<string, Relation>; functions: Map<string, RpcFunction> };

// Functions that exist for triggers and policies, not for clients.
const INTERNAL_FUNCTIONS = new Set([
  'set_replication_modified',
  'touch_updated_at',
  'handle_new_user',
  'handle_user_email_change',
]);

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  return db.asOwner(async (sql) => {
    const columns = await sql.query<{
      relation: string;
      kind: string;
      column: string;
      type: string;
      is_array: boolean;
    }>(`
      select c.relname as relation, c.relkind::text as kind, a.attname as column,
             format_type(a.atttypid, null) as type, t.typcategory = 'A' as is_array
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`);
    const keys = await sql.query<{ relation: string; column: string }>(`
      select c.relname as relation, a.attname as column
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary
      order by array_position(i.indkey, a.attnum)`);
    const functions = await sql.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      defaults: number;
      returns_set: boolean;
      returns_scalar: boolean;
    }>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
             p.pronargdefaults as defaults, p.proretset as returns_set,
             rt.typtype not in ('c') and rt.typname not in ('record', 'trigger') as returns_scalar
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'`);

    const relations = new Map<string, Relation>();
    for (const row of columns.rows) {
      let relation = relations.get(row.relation);
      if (!relation) {
        relation = {
          name: row.relation,
          kind: row.kind === 'v' ? 'view' : 'table',
          columns: new Map(),
          primaryKey: [],
        };
        relations.set(row.relation, relation);
      }
      relation.columns.set(row.column, { name: row.column, type: row.type, isArray: row.is_array });
    }
    for (const row of keys.rows) relations.get(row.relation)?.primaryKey.push(row.column);

    const rpc = new Map<string, RpcFunction>();
    for (const row of functions.rows) {
      if (INTERNAL_FUNCTIONS.has(row.name)) continue;
      const names = row.arg_names ?? [];
      const args = row.arg_types.map((type, index) => ({
        name: names[index] ?? `$${index + 1}`,
        type,
        hasDefault: index >= row.arg_types.length - row.defaults,
      }));
      rpc.set(row.name, { name: row.name, args, returnsSet: row.returns_set, returnsScalar: row.returns_scalar });
    }
    return { relations, functions: rpc };
  });
}
