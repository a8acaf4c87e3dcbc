// Reads the database catalog after the real migrations: a table added later without row-level security,
// or with write grants to the anonymous role, fails here before it can leak anything.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

const EXPOSED_SCHEMAS = ['public'];

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return backend.db.asOwner(async (sql) => (await sql.query<T>(text, params)).rows);
}

describe('the exposed schemas', () => {
  it('have row-level security on every table', async () => {
    const tables = await rows<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1) and c.relkind in ('r', 'p') order by 1`,
      [EXPOSED_SCHEMAS],
    );
    expect(tables.length).toBeGreaterThanOrEqual(11);
    expect(tables.filter((table) => !table.rls).map((table) => table.name)).toEqual([]);
  });

  it('grant the anonymous role no writes anywhere', async () => {
    const writable = await rows<{ name: string; privilege: string }>(
      `select c.relname as name, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
       where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm') and has_table_privilege('anon', c.oid, p.privilege)`,
      [EXPOSED_SCHEMAS],
    );
    expect(writable).toEqual([]);
  });

  it('let the anonymous role read only the listings, their view and the (policy-guarded) link table', async () => {
    const readable = await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm') and has_table_privilege('anon', c.oid, 'SELECT') order by 1`,
      [EXPOSED_SCHEMAS],
    );
    expect(readable.map((row) => row.name)).toEqual(['full_details_housing', 'listing_sources', 'listings']);
  });

  it("run every view with the caller's rights", async () => {
    const views = await rows<{ name: string; invoker: boolean }>(
      `select c.relname as name, coalesce('security_invoker=true' = any(c.reloptions), false) as invoker
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind = 'v'`,
      [EXPOSED_SCHEMAS],
    );
    expect(views.length).toBeGreaterThanOrEqual(3);
    expect(views.filter((view) => !view.invoker).map((view) => view.name)).toEqual([]);
  });

  it('pin the search path of every security-definer function', async () => {
    const unpinned = await rows<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1) and p.prosecdef and not coalesce(exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%'), false)`,
      [EXPOSED_SCHEMAS],
    );
    expect(unpinned).toEqual([]);
  });

  it("keep the auth schema's tables from the API roles", async () => {
    const exposed = await rows<{ name: string; role: string }>(
      `select c.relname as name, r.role from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) as r(role)
       where n.nspname = 'auth' and c.relkind = 'r' and has_table_privilege(r.role, c.oid, 'SELECT')`,
    );
    expect(exposed).toEqual([]);
  });
});
