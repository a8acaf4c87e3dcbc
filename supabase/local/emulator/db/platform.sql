-- What a Supabase project provides before any migration runs, recreated for supabase/local: the API
-- roles, Supabase's default privileges (every new public table granted to the API roles, which is why
-- each migration revokes what it does not mean to grant), the auth schema with its helper functions,
-- the tables local GoTrue keeps its state in, and Storage's tables. Applied before the project's
-- migrations, and again over a database made before a part of it existed (db/migrate.ts), so every
-- statement here must be safe to repeat.

-- Roles belong to the whole cluster, not one database: several databases of one server (the Postgres test
-- pass makes one per test file) may run this at the same moment, and the loser of a race to create a role
-- gets duplicate_object or, while the winner has not committed, unique_violation. Either means it exists.
do $$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', ''), ('authenticated', ''), ('service_role', ' bypassrls')) as r (name, extra) loop
    if not exists (select 1 from pg_roles where rolname = wanted.name) then
      begin
        execute format('create role %I nologin noinherit%s', wanted.name, wanted.extra);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end;
$$;


grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_token text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null,
  revoked boolean not null default false,
  parent text,
  created_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (provider, provider_id)
);

revoke all on all tables in schema auth from anon, authenticated;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid;
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '');
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'email', '');
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- Storage's tables, as Supabase's storage service creates them (the columns supabase/local/storage uses).
-- Row-level security is on and nothing is allowed until a migration's policy says so; service_role
-- bypasses it. The API roles get the four row privileges Supabase grants them (not TRUNCATE, REFERENCES or
-- TRIGGER, which no policy could guard): which rows they reach is for the policies to decide.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
