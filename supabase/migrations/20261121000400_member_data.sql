-- Favorites and the saved alert: created on the device (text primary keys), replicated both ways, soft
-- deleted so that other devices learn of a removal.

create table public.favorites (
  -- Devices derive the id from user and listing, so two devices favoriting one listing write one row.
  id text primary key check (char_length(id) between 1 and 100),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  listing_id bigint not null references public.listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified bigint not null default 0,
  unique (user_id, listing_id)
);

create index favorites_replication_idx on public.favorites (user_id, _modified, id);

create trigger favorites_replication_modified
  before insert or update on public.favorites
  for each row execute function public.set_replication_modified();

create trigger favorites_touch_updated_at
  before update on public.favorites
  for each row execute function public.touch_updated_at();

create table public.saved_filters (
  id text primary key default gen_random_uuid()::text check (char_length(id) between 1 and 100),
  user_id uuid not null default auth.uid() unique references auth.users (id) on delete cascade,
  name text not null default 'My Alert' check (char_length(name) <= 100),
  housing_type text check (char_length(housing_type) <= 50),
  subrent text check (subrent in ('yes', 'no')),
  price_min integer check (price_min between 0 and 2500),
  price_max integer check (price_max between 0 and 2500),
  city text check (char_length(city) <= 100),
  room_size_min integer check (room_size_min between 0 and 100),
  room_size_max integer check (room_size_max between 0 and 100),
  house_size_min integer check (house_size_min between 0 and 200),
  house_size_max integer check (house_size_max between 0 and 200),
  age_min integer check (age_min between 18 and 65),
  age_max integer check (age_max between 18 and 65),
  gender_preference text check (gender_preference in ('male', 'female', 'no_preference')),
  max_roommates integer check (max_roommates between 0 and 999),
  available_from date,
  -- Holds the duration-of-stay choice (product spec section 3).
  available_until text check (available_until in ('less_than_1_month', '1-3_months', '4-6_months', '6_plus_months', 'short', 'long')),
  post_recency text check (post_recency in ('today', '3days', 'week', 'month')),
  -- Turned off by the one-click unsubscribe link in alert mails.
  alerts_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified bigint not null default 0
);

create index saved_filters_replication_idx on public.saved_filters (_modified, id);

create trigger saved_filters_replication_modified
  before insert or update on public.saved_filters
  for each row execute function public.set_replication_modified();

create trigger saved_filters_touch_updated_at
  before update on public.saved_filters
  for each row execute function public.touch_updated_at();

alter table public.favorites enable row level security;
alter table public.saved_filters enable row level security;

revoke all on public.favorites, public.saved_filters from anon, authenticated;
grant select, insert, update, delete on public.favorites, public.saved_filters to authenticated;
grant all on public.favorites, public.saved_filters to service_role;

create policy "Members read their own favorites" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members add their own favorites" on public.favorites
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Members change their own favorites" on public.favorites
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members delete their own favorites" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Members read their own alert" on public.saved_filters
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members create their own alert" on public.saved_filters
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Members change their own alert" on public.saved_filters
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members delete their own alert" on public.saved_filters
  for delete to authenticated using (user_id = (select auth.uid()));
