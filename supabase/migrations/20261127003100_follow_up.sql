-- Following up on rooms (issue 36): a status, a planned viewing and a note on each favorite, the member's own
-- reply templates, and the profile facts those templates are filled with.
--
-- The status and note are columns of the favorite, not a table of their own: they belong to exactly one
-- favorite, replicate with it through the same feed and push (last write wins, as favorites do) and are
-- guarded by the favorites' row-level security. Templates are a member table of their own, replicated
-- both ways like favorites (device-made text ids, soft deletes, the horizon-guarded feed).

alter table public.favorites
  add column follow_up_status text not null default 'to_contact'
    check (follow_up_status in ('to_contact', 'contacted', 'viewing_planned', 'applied', 'rejected', 'got_it')),
  -- Kept when the status moves on (a viewing that took place), so going back to 'viewing planned' finds it.
  add column viewing_at timestamptz check (viewing_at between '2000-01-01' and '2100-01-01'),
  add column note text not null default '' check (char_length(note) <= 2000),
  -- A planned viewing has a date and time: the calendar and "next viewing first" read it.
  add constraint favorites_planned_viewing_has_time check (follow_up_status <> 'viewing_planned' or viewing_at is not null);

-- A view's `*` was expanded when it was made: the feed is made again to carry the new columns.
create or replace view public.favorites_feed
with (security_invoker = true)
as
select * from public.favorites where _modified < public.replication_horizon();

create table public.reply_templates (
  -- Made on the device (a random UUID), so a template written offline keeps its id when it reaches the server.
  id text primary key check (char_length(id) between 1 and 100),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  -- The language the message is written in, chosen per template, not the site's.
  language text not null check (language in ('en', 'nl')),
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified bigint not null default 0
);

create index reply_templates_replication_idx on public.reply_templates (user_id, _modified, id);

create trigger reply_templates_replication_modified
  before insert or update on public.reply_templates
  for each row execute function public.set_replication_modified();

create trigger reply_templates_touch_updated_at
  before update on public.reply_templates
  for each row execute function public.touch_updated_at();

-- At most 20 live templates a member: enough for every kind of room and both languages, and a member's
-- client cannot fill the table. The lock serializes one member's concurrent writes, so two of them cannot
-- both pass the count.
create function public.limit_reply_templates() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new._deleted then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('reply_templates:' || new.user_id::text, 0));
  if (
    select count(*) from public.reply_templates t
    where t.user_id = new.user_id and not t._deleted and t.id <> new.id
  ) >= 20 then
    raise exception 'A member keeps at most 20 reply templates';
  end if;
  return new;
end;
$$;

create trigger reply_templates_limit
  before insert or update on public.reply_templates
  for each row execute function public.limit_reply_templates();

alter table public.reply_templates enable row level security;

revoke all on public.reply_templates from anon, authenticated;
grant select, insert, update, delete on public.reply_templates to authenticated;
grant all on public.reply_templates to service_role;

create policy "Members read their own reply templates" on public.reply_templates
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members add their own reply templates" on public.reply_templates
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Members change their own reply templates" on public.reply_templates
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members delete their own reply templates" on public.reply_templates
  for delete to authenticated using (user_id = (select auth.uid()));

create view public.reply_templates_feed
with (security_invoker = true)
as
select * from public.reply_templates where _modified < public.replication_horizon();

revoke all on public.reply_templates_feed from anon, authenticated;
grant select on public.reply_templates_feed to authenticated, service_role;

alter publication supabase_realtime add table public.reply_templates;

-- What a reply template says about the member: age, occupation, when they want to move in and for how long
-- (the same stay lengths as the filters' duration of stay). The member writes them, column by column, as
-- first_name; the checks answer anything else with a 400.
alter table public.profiles
  add column age integer check (age between 16 and 99),
  add column occupation text check (char_length(occupation) <= 100),
  add column move_in_date date check (move_in_date between '2000-01-01' and '2100-01-01'),
  add column stay_length text check (stay_length in ('less_than_1_month', '1-3_months', '4-6_months', '6_plus_months'));

grant update (age, occupation, move_in_date, stay_length) on public.profiles to authenticated;
