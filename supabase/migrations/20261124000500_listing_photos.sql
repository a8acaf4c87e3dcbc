-- Photos kept at ingest (supabase/functions/_shared/photos): each listing's photos' perceptual hashes, for
-- the two questions ingestion asks of every new offer: is this the same offer as a stored one (the same
-- photos help say so), and are its photos someone else's (the same photo by another poster or in another
-- city: the 'reused_photos' scam signal). Only the service role reads or writes them: the hashes are no
-- secret (anyone may hash a public photo) but the poster keys are, and no client needs either.

create table public.listing_photos (
  listing_id bigint not null references public.listings (id) on delete cascade,
  position smallint not null check (position >= 0),
  -- The 64-bit difference hash as a signed bigint (perceptual-hash.ts, hashAsBigint).
  hash bigint not null,
  -- A digest of the poster's id on the social network, when the scraper gave one.
  poster text,
  primary key (listing_id, position)
);

alter table public.listing_photos enable row level security;
revoke all on public.listing_photos from anon, authenticated;
grant all on public.listing_photos to service_role;

-- Replaces a listing's photo rows with the plan's [{hash, poster}] (in order); null leaves them as they are.
create function public.keep_listing_photos(listing bigint, photos jsonb) returns void
language sql
set search_path = ''
as $$
  delete from public.listing_photos where listing_id = listing and photos is not null;
  insert into public.listing_photos (listing_id, position, hash, poster)
    select listing, (ordinality - 1)::smallint, (photo ->> 'hash')::bigint, photo ->> 'poster'
    from jsonb_array_elements(coalesce(photos, '[]'::jsonb)) with ordinality as items (photo, ordinality);
$$;

-- The stored listings with a photo within `max_distance` bits of one of `hashes`: who posted it, where and
-- when, to tell a repost of the same offer from someone else's photos. A scan with bit_count: a few
-- milliseconds per hundred thousand photos, once per batch.
create function public.listings_with_photos_like(hashes bigint[], max_distance integer)
returns table (hash bigint, listing_id bigint, poster text, city_of_post text, time_of_post timestamptz, duplicate_of bigint)
language sql
stable
set search_path = ''
as $$
  select wanted.hash, photo.listing_id, photo.poster, listing.city_of_post, listing.time_of_post, listing.duplicate_of
  from unnest(hashes) as wanted (hash)
  join public.listing_photos as photo on bit_count((photo.hash # wanted.hash)::bit(64)) <= max_distance
  join public.listings as listing on listing.id = photo.listing_id;
$$;

-- apply_ingest_plan as before, and each update or insert may carry `photos`, written by keep_listing_photos.
create or replace function public.apply_ingest_plan(plan jsonb) returns jsonb
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
      perform public.keep_listing_photos((item ->> 'listing_id')::bigint, item -> 'photos');
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
    perform public.keep_listing_photos(new_id, item -> 'photos');
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


revoke all on function public.keep_listing_photos(bigint, jsonb) from public, anon, authenticated;
revoke all on function public.listings_with_photos_like(bigint[], integer) from public, anon, authenticated;
grant execute on function public.keep_listing_photos(bigint, jsonb) to service_role;
grant execute on function public.listings_with_photos_like(bigint[], integer) to service_role;
