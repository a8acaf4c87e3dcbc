-- The view every client reads listings through (product spec section 3). It runs with the caller's
-- rights (security_invoker), so the link to the original post appears only where listing_sources'
-- row-level security lets the caller see it: for Premium sessions and the service role.
--
-- Rows that fail the base rule are served as deletions (`_deleted`), so replicas drop them, and only rows
-- below the replication horizon are served at all (see replication_horizon()).

create view public.full_details_housing
with (security_invoker = true)
as
select
  l.id,
  l.post_type,
  l.latitude,
  l.longitude,
  s.url_post,
  l.is_unavailable_or_double,
  l.duplicate_of,
  l.rent_on_monthly_basis::double precision as rent_on_monthly_basis,
  l.room_size_m2::double precision as room_size_m2,
  l.house_total_size_m2::double precision as house_total_size_m2,
  l.amount_of_roommates,
  l.minimum_age,
  l.maximum_age,
  l.gender_preference,
  l.listing_type,
  l.is_subrent,
  l.city_of_group,
  l.city_of_post,
  l.location_description_for_maps,
  l.available_from,
  l.available_until,
  l.time_of_post,
  l.created_at,
  l.text_post,
  l.title,
  l.language_requirements,
  l.image_urls,
  l.scam_signals,
  l.geocode_precision,
  not (
    l.post_type = 'HAS_HOUSING_AVAILABLE'
    and l.latitude is not null
    and l.longitude is not null
    and l.is_unavailable_or_double is null
    and coalesce(l.listing_type, '') <> 'unknown'
  ) as _deleted,
  l._modified
from public.listings l
left join public.listing_sources s on s.listing_id = l.id
where l._modified < public.replication_horizon();

revoke all on public.full_details_housing from anon, authenticated;
grant select on public.full_details_housing to anon, authenticated, service_role;

-- Pull feeds for the member tables: the same rows as the tables, below the replication horizon.
create view public.favorites_feed
with (security_invoker = true)
as
select * from public.favorites where _modified < public.replication_horizon();

create view public.saved_filters_feed
with (security_invoker = true)
as
select * from public.saved_filters where _modified < public.replication_horizon();

revoke all on public.favorites_feed, public.saved_filters_feed from anon, authenticated;
grant select on public.favorites_feed, public.saved_filters_feed to authenticated, service_role;
