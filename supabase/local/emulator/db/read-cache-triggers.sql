-- supabase/local's signal for its cache of anonymous REST answers (rest/cached-reads.ts): after any insert,
-- update, delete or truncate of a table whose rows an anonymous caller can read, one notification per
-- table and transaction (Postgres folds equal notifications) on 'local_read_cache', delivered on commit.
-- Statement-level, so a bulk ingest costs one notification, not one per row as local_realtime's triggers do.
-- Applied by the local server, not a migration: Supabase production has no such cache.
--
-- The watched tables are found, not listed: every relation anon may select in the public schema, and
-- through the views among them (full_details_housing) the tables they read, and the tables the row-level
-- security policies of those read. A table read only inside a function's body (a security definer called
-- from a policy) cannot be found this way; none changes what anon sees today (is_premium() is false for anon).
-- Nor can a materialized view's REFRESH, which fires no trigger; anon reads none today.

create or replace function public.local_read_cache_notify() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('local_read_cache', tg_table_name);
  return null;
end;
$$;

revoke all on function public.local_read_cache_notify() from public, anon, authenticated;

do $$
declare
  watched record;
begin
  for watched in
    with recursive readable(oid) as (
      select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and has_table_privilege('anon', c.oid, 'select')
      union
      -- What a view reads (the relations its rewrite rule depends on) and what a table's row-level
      -- security policies read in their expressions.
      select d.refobjid from readable r
      join pg_depend d on d.refclassid = 'pg_class'::regclass and d.refobjid <> r.oid and (
        (d.classid = 'pg_rewrite'::regclass and d.objid in (select w.oid from pg_rewrite w where w.ev_class = r.oid))
        or (d.classid = 'pg_policy'::regclass and d.objid in (select p.oid from pg_policy p where p.polrelid = r.oid))
      )
    )
    select distinct c.oid::regclass as name from readable join pg_class c on c.oid = readable.oid where c.relkind in ('r', 'p')
  loop
    execute format('drop trigger if exists local_read_cache_notify on %s', watched.name);
    execute format('create trigger local_read_cache_notify after insert or update or delete or truncate on %s for each statement execute function public.local_read_cache_notify()', watched.name);
  end loop;
end;
$$;
