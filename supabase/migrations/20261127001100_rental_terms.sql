-- The rental terms a Dutch renter decides on before the photos (issue 35): whether the price covers bills
-- and service costs, their monthly amount, whether that amount is an advance (voorschot), the deposit and
-- how the dwelling comes. Ingestion extracts them (src/domain/ingestion/rental-terms.ts); null is "the post
-- does not say". rent_on_monthly_basis keeps its meaning (what the tenant pays, bills on top included), so a
-- known bills_monthly is part of it: "€710 + €110 voorschot g/w/l" is a rent of 820 with bills_monthly 110.
alter table public.listings
  -- The post's own price: 'included' covers bills, 'excluded' has them on top, 'partly' covers some.
  add column bills text check (bills in ('included', 'excluded', 'partly')),
  add column bills_monthly numeric(10, 2) check (bills_monthly >= 0),
  add column bills_advance boolean,
  -- 0 when the post says there is none.
  add column deposit numeric(10, 2) check (deposit >= 0),
  -- filter-semantics.md's furnishing: gemeubileerd, gestoffeerd, kaal.
  add column furnishing text check (furnishing in ('furnished', 'upholstered', 'bare'));

-- The view serves them, and registration_possible (a column since the ingestion migration, not served until
-- now). A view may only gain columns at its end, so they follow _modified; clients select them by name.
-- Unchanged: security_invoker (the listings policy "Listings are public" decides who reads them, as for every
-- other listing column), the base rule and the replication horizon; the grants stay as they were.
create or replace view public.full_details_housing
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
  l._modified,
  l.registration_possible,
  l.bills,
  l.bills_monthly::double precision as bills_monthly,
  l.bills_advance,
  l.deposit::double precision as deposit,
  l.furnishing
from public.listings l
left join public.listing_sources s on s.listing_id = l.id
where l._modified < public.replication_horizon();
