-- Replication bookkeeping shared by every replicated table.
--
-- `_modified` is the id of the transaction that last wrote a row, not a time. now() is a transaction's
-- start, so a slow transaction can commit behind a checkpoint a client already pulled; transaction ids
-- have the same hazard. What makes the (_modified, id) checkpoint complete is the pull horizon: a pull
-- serves only rows whose transaction id is below the snapshot's xmin, the oldest transaction still
-- running. Every transaction that can still commit has an id at or above that horizon, so no row can
-- later appear below a checkpoint that a client has already passed.

create function public.set_replication_modified() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new._modified := pg_current_xact_id()::text::bigint;
  return new;
end;
$$;

comment on function public.set_replication_modified() is
  'Stamps a row with the id of the transaction writing it; see replication_horizon().';

create function public.replication_horizon() returns bigint
language sql
stable
set search_path = ''
as $$
  select pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
$$;

comment on function public.replication_horizon() is
  'Rows with _modified below this value are final: every transaction that may still commit has a larger id.';

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
