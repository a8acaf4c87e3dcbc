-- Applies one ingest batch's plan (src/domain/ingestion/ingest-plan.ts) in the transaction of the call, so a
-- batch that fails leaves nothing behind and its retry starts clean. Called by the service role through
-- /rest/v1/rpc/apply_ingest_plan, locally and on hosted Supabase alike; no other role may execute it.
--
-- The plan, as JSON:
--   own:     [{kind: 'update', listing_id, row} | {kind: 'close', listing_id}]   sources ingested before
--   inserts: [{post_id, row, status, duplicate_of: ref | null, source: {url_post, group_name}}]
--   closes:  [ref]                                                               offers a "rented" post closes
--   raw:     [{source_post_id, payload, payload_hash, listing: ref | null, outcome}]
-- where a ref is {listing_id} for a stored listing or {post_id} for one this plan inserts, and a row holds
-- listings columns by name. Answers {post_id: listing_id} for the listings it inserted.

create function public.apply_ingest_plan(plan jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  inserted jsonb := '{}'::jsonb;
  item jsonb;
  listing_row jsonb;
  new_id bigint;
  columns text;
begin
  if jsonb_typeof(plan) is distinct from 'object' then
    raise exception 'The plan must be a JSON object';
  end if;

  for item in select value from jsonb_array_elements(coalesce(plan -> 'own', '[]'::jsonb)) loop
    if item ->> 'kind' = 'close' then
      update public.listings set is_unavailable_or_double = 'unavailable' where id = (item ->> 'listing_id')::bigint;
    elsif item ->> 'kind' = 'update' then
      listing_row := item -> 'row';
      select public.ingest_columns_of(listing_row) into columns;
      execute format('update public.listings set (%s) = (select %s from jsonb_populate_record(null::public.listings, $1)) where id = $2', columns, columns)
        using listing_row, (item ->> 'listing_id')::bigint;
    else
      raise exception 'Unknown change kind %', item ->> 'kind';
    end if;
  end loop;

  for item in select value from jsonb_array_elements(coalesce(plan -> 'inserts', '[]'::jsonb)) loop
    listing_row := (item -> 'row') || jsonb_build_object(
      'is_unavailable_or_double', item -> 'status',
      'duplicate_of', case
        when item -> 'duplicate_of' ? 'listing_id' then (item -> 'duplicate_of' ->> 'listing_id')::bigint
        when item -> 'duplicate_of' ? 'post_id' then (inserted ->> (item -> 'duplicate_of' ->> 'post_id'))::bigint
      end);
    select public.ingest_columns_of(listing_row) into columns;
    execute format('insert into public.listings (%s) select %s from jsonb_populate_record(null::public.listings, $1) returning id', columns, columns)
      using listing_row into new_id;
    insert into public.listing_sources (listing_id, source_post_id, url_post, group_name)
      values (new_id, item ->> 'post_id', item -> 'source' ->> 'url_post', item -> 'source' ->> 'group_name');
    inserted := inserted || jsonb_build_object(item ->> 'post_id', new_id);
  end loop;

  update public.listings set is_unavailable_or_double = 'unavailable'
    where id in (
      select case when ref ? 'listing_id' then (ref ->> 'listing_id')::bigint else (inserted ->> (ref ->> 'post_id'))::bigint end
      from jsonb_array_elements(coalesce(plan -> 'closes', '[]'::jsonb)) as closes (ref)
    );

  insert into public.raw_posts (source_post_id, payload, payload_hash, listing_id, outcome)
    select raw ->> 'source_post_id', raw -> 'payload', raw ->> 'payload_hash',
      case
        when raw -> 'listing' ? 'listing_id' then (raw -> 'listing' ->> 'listing_id')::bigint
        when raw -> 'listing' ? 'post_id' then (inserted ->> (raw -> 'listing' ->> 'post_id'))::bigint
      end,
      raw ->> 'outcome'
    from jsonb_array_elements(coalesce(plan -> 'raw', '[]'::jsonb)) as raws (raw)
  on conflict (source_post_id) do update
    set payload = excluded.payload, payload_hash = excluded.payload_hash, listing_id = excluded.listing_id, outcome = excluded.outcome;

  return inserted;
end;
$$;

-- The listings columns a plan's row names, quoted for a statement; a name that is no writable column of
-- listings stops the batch rather than being dropped without a word.
create function public.ingest_columns_of(listing_row jsonb) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  unknown_column text;
  columns text;
begin
  select key into unknown_column from jsonb_object_keys(listing_row) as keys (key)
    where key in ('id', '_modified', 'created_at')
      or not exists (
        select 1 from pg_catalog.pg_attribute
        where attrelid = 'public.listings'::regclass and attname = key and attnum > 0 and not attisdropped
      )
    limit 1;
  if unknown_column is not null then
    raise exception 'A plan may not write listings.%', unknown_column;
  end if;
  select string_agg(format('%I', key), ', ') into columns from jsonb_object_keys(listing_row) as keys (key);
  return columns;
end;
$$;

revoke all on function public.apply_ingest_plan(jsonb) from public, anon, authenticated;
revoke all on function public.ingest_columns_of(jsonb) from public, anon, authenticated;
grant execute on function public.apply_ingest_plan(jsonb) to service_role;
grant execute on function public.ingest_columns_of(jsonb) to service_role;
