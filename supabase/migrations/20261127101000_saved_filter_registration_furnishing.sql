-- Registration and furnishing, saved with the alert (issue 33 item 2; filter-semantics.md `registration` and
-- `furnishing`): null is no filter, as for the other columns; 'yes' asks that registration at the address
-- (inschrijving) be possible; 'furnished', 'upholstered' or 'bare' asks for that furnishing (gemeubileerd,
-- gestoffeerd, kaal). Any other value breaks the check, which the REST API answers with a 400 and nothing
-- stored. RLS on saved_filters is unchanged: the columns are the member's own, like the others.

alter table public.saved_filters
  add column registration text check (registration in ('yes')),
  add column furnishing text check (furnishing in ('furnished', 'upholstered', 'bare'));

-- The members' pull feed of their alert: a view of `select *` keeps the columns it had when it was made, so
-- it is made again with the columns added since.
create or replace view public.saved_filters_feed
with (security_invoker = true)
as
select * from public.saved_filters where _modified < public.replication_horizon();
