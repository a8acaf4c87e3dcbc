-- Tables only the server touches: raw ingested posts, contact and feedback messages, the alert outbox and
-- processed payment events. Row-level security is on with no policy, and clients hold no grant.

create table public.raw_posts (
  source_post_id text primary key,
  payload jsonb not null,
  listing_id bigint references public.listings (id) on delete set null,
  outcome text not null,
  received_at timestamptz not null default now()
);

create table public.contact_messages (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete set null,
  name text not null check (char_length(name) <= 200),
  email text not null check (char_length(email) <= 254),
  subject text not null check (char_length(subject) <= 200),
  message text not null check (char_length(message) <= 10000),
  sender_ip text,
  created_at timestamptz not null default now()
);

-- One row per member and listing, ever: the key that makes each alert mail happen once.
create table public.alert_deliveries (
  user_id uuid not null references auth.users (id) on delete cascade,
  listing_id bigint not null references public.listings (id) on delete cascade,
  run_id text not null,
  status text not null default 'pending' check (status in ('pending', 'sent')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (user_id, listing_id)
);

create table public.alert_cursors (
  user_id uuid primary key references auth.users (id) on delete cascade,
  last_listing_modified bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table public.payment_events (
  id text primary key,
  type text not null,
  created_at timestamptz not null,
  processed_at timestamptz not null default now()
);

alter table public.raw_posts enable row level security;
alter table public.contact_messages enable row level security;
alter table public.alert_deliveries enable row level security;
alter table public.alert_cursors enable row level security;
alter table public.payment_events enable row level security;

revoke all on public.raw_posts, public.contact_messages, public.alert_deliveries, public.alert_cursors, public.payment_events
  from anon, authenticated;
grant all on public.raw_posts, public.contact_messages, public.alert_deliveries, public.alert_cursors, public.payment_events
  to service_role;
