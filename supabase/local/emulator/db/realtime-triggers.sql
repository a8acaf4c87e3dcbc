-- supabase/local's stand-in for Supabase Realtime's WAL reader: every table in the supabase_realtime
-- publication gets a trigger that announces a change after commit (NOTIFY is delivered on commit) with
-- only its table, operation, key and owner. The server reads the row again as each subscriber, so
-- row-level security decides what a subscriber receives. Applied by the local server, not a migration.

create or replace function public.local_realtime_notify() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  changed jsonb := to_jsonb(coalesce(new, old));
begin
  perform pg_notify('local_realtime', json_build_object(
    'table', tg_table_name,
    'type', tg_op,
    'key', coalesce(changed ->> 'id', changed ->> 'user_id'),
    'owner', changed ->> 'user_id'
  )::text);
  return null;
end;
$$;

revoke all on function public.local_realtime_notify() from public, anon, authenticated;

do $$
declare
  published record;
begin
  for published in select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' loop
    execute format('drop trigger if exists local_realtime_notify on public.%I', published.tablename);
    execute format('create trigger local_realtime_notify after insert or update or delete on public.%I for each row execute function public.local_realtime_notify()', published.tablename);
  end loop;
end;
$$;
