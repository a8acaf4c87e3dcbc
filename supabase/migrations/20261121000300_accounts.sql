-- Profiles and subscriptions. A profile is made by a trigger when an auth user signs up; subscriptions
-- are written only by the server (the payment webhook, through the service role).

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 50),
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_updated_at();

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, first_name, email)
  values (new.id, left(nullif(trim(new.raw_user_meta_data ->> 'first_name'), ''), 50), new.email);
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

create table public.subscribers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  subscribed boolean not null default false,
  subscription_tier text,
  subscription_end timestamptz,
  subscription_status text,
  stripe_customer_id text unique,
  stripe_subscription_id text,
  -- When the provider created the newest event applied here: an older event never undoes a newer state.
  last_event_created_at timestamptz,
  updated_at timestamptz not null default now()
);

create trigger subscribers_touch_updated_at
  before update on public.subscribers
  for each row execute function public.touch_updated_at();

create function public.is_premium() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.subscribers s
    where s.user_id = auth.uid()
      and s.subscribed
      and (s.subscription_end is null or s.subscription_end > now())
  );
$$;

comment on function public.is_premium() is 'Whether the session belongs to a member with a paid, unexpired subscription.';

alter table public.profiles enable row level security;
alter table public.subscribers enable row level security;

revoke all on public.profiles, public.subscribers from anon, authenticated;
grant select, update (first_name) on public.profiles to authenticated;
grant select on public.subscribers to authenticated;
grant all on public.profiles, public.subscribers to service_role;

create policy "Members read their own profile" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Members update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members read their own subscription" on public.subscribers
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Premium members read links to original posts" on public.listing_sources
  for select to authenticated
  using ((select public.is_premium()));

revoke all on function public.is_premium() from public;
grant execute on function public.is_premium() to anon, authenticated, service_role;
