-- The local test checkout's records (supabase/local/dev-checkout.ts): what Stripe keeps for a real project,
-- kept here so a restart of the server loses no customer, session or subscription. Local only, so not a
-- Supabase migration (production uses Stripe). Applied idempotently when the checkout first serves a request.
-- No API role may see any of it: the schema is not exposed over REST (only public is), it grants nothing to
-- anon, authenticated or service_role, and row-level security is on with no policy as a second lock.

create schema if not exists dev_checkout;

create table if not exists dev_checkout.customers (
  id text primary key,
  email text not null default '',
  user_id text not null default '',
  created_at timestamptz not null default now()
);

create table if not exists dev_checkout.checkout_sessions (
  id text primary key,
  customer_id text not null references dev_checkout.customers (id),
  user_id text not null,
  success_url text not null,
  cancel_url text not null,
  is_done boolean not null default false,
  created_at timestamptz not null default now()
);

create table if not exists dev_checkout.portal_sessions (
  id text primary key,
  customer_id text not null references dev_checkout.customers (id),
  return_url text not null,
  created_at timestamptz not null default now()
);

create table if not exists dev_checkout.subscriptions (
  id text primary key,
  customer_id text not null references dev_checkout.customers (id),
  user_id text not null,
  status text not null check (status in ('active', 'canceled')),
  period_end timestamptz not null,
  created_at timestamptz not null default now()
);

create index if not exists subscriptions_customer_id on dev_checkout.subscriptions (customer_id);

alter table dev_checkout.customers enable row level security;
alter table dev_checkout.checkout_sessions enable row level security;
alter table dev_checkout.portal_sessions enable row level security;
alter table dev_checkout.subscriptions enable row level security;

revoke all on schema dev_checkout from public, anon, authenticated, service_role;
revoke all on all tables in schema dev_checkout from public, anon, authenticated, service_role;
