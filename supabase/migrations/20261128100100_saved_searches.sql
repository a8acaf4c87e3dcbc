-- Up to five saved searches for Premium members (issue 36 item 5); the spec's one alert for everyone else.
-- A saved search is a row of saved_filters as the one alert was: its own filters, name, channels
-- (alert_channels) and on/off (alerts_enabled). A member's existing alert keeps its row and its id
-- (`alert:<user id>`) and is their first search; nothing in it changes. Further searches made on a device are
-- `alert:<user id>:<random id>`, so an id still names its owner and no member can take another's.
-- The limit is the database's: a trigger counts the member's live searches under a lock of that member, so
-- two inserts at once wait for each other and can never make six. RLS on saved_filters is unchanged (a
-- member reads and writes their own rows only); no column is added.

-- A member may now hold several rows.
alter table public.saved_filters drop constraint saved_filters_user_id_key;
create index saved_filters_user_idx on public.saved_filters (user_id);

alter table public.saved_filters drop constraint saved_filters_member_id_names_owner;
alter table public.saved_filters
  add constraint saved_filters_member_id_names_owner check (
    id not ilike 'alert:%' or id = 'alert:' || user_id::text or id like 'alert:' || user_id::text || ':%'
  );

-- How many live searches a member may keep: five with a paid, unexpired subscription (as is_premium() reads
-- it for the session), one otherwise (the spec's single alert).
create function public.saved_search_limit(p_user_id uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.subscribers s
      where s.user_id = p_user_id and s.subscribed and (s.subscription_end is null or s.subscription_end > now())
    ) then 5
    else 1
  end;
$$;

-- Refuses a search past the member's limit. Deleting, and changing a search that is already live, is always
-- allowed (a member whose Premium ended keeps their searches, and can delete them down). The advisory lock
-- is taken per member and held to the end of the transaction: a second insert for the same member waits
-- here until the first commits, and its count (a new snapshot per statement under read committed) then sees
-- it. The upsert a device sends for a search it already has counts that search once (`id <> new.id`).
create function public.enforce_saved_search_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept integer;
  allowed integer;
begin
  if new._deleted then
    return new;
  end if;
  if tg_op = 'UPDATE' and not old._deleted and old.user_id = new.user_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('saved_filters:' || new.user_id::text, 0));
  select count(*) into kept from public.saved_filters f where f.user_id = new.user_id and not f._deleted and f.id <> new.id;
  allowed := public.saved_search_limit(new.user_id);
  if kept >= allowed then
    if allowed > 1 then
      raise exception 'You already have % saved searches, the most a member can have.', allowed;
    end if;
    raise exception 'Only Premium members can have more than one saved search.';
  end if;
  return new;
end;
$$;

create trigger saved_filters_enforce_limit
  before insert or update of _deleted, user_id on public.saved_filters
  for each row execute function public.enforce_saved_search_limit();

-- A member's cursor starts when their first search is made; a further search reads from where the first
-- stands (restarting it would skip the listings its sister searches have not been matched against yet).
create or replace function public.start_alert_cursor() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or (old._deleted and not new._deleted))
    and not exists (
      select 1 from public.saved_filters f where f.user_id = new.user_id and f.id <> new.id and not f._deleted
    ) then
    insert into public.alert_cursors (user_id, last_listing_modified)
    values (new.user_id, coalesce((select max(_modified) from public.listings), 0))
    on conflict (user_id) do update set last_listing_modified = excluded.last_listing_modified, updated_at = now();
  end if;
  return new;
end;
$$;

-- Each search has its own on/off now, shown and switched on the alert page, so a change made in the app no
-- longer switches mails back on by itself: a member who turned a search off and then edits it wants it off.
-- (A member who stopped the mails with the unsubscribe link sees their searches off and turns them on.)
drop trigger saved_filters_resume_alert_mails on public.saved_filters;
drop function public.resume_alert_mails();

-- The searches to match: one row per live, switched-on search of a Premium member (as before), the
-- member's searches together and oldest first, so a message names them in the order they were made.
create or replace function public.alert_recipients()
returns table (
  user_id uuid, email text, first_name text, last_listing_modified bigint, alert jsonb, channels text, language text
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.user_id, u.email::text, p.first_name, coalesce(c.last_listing_modified, 0), to_jsonb(f) - '_modified' - '_deleted',
    f.alert_channels, coalesce(p.language, 'en')
  from public.saved_filters f
  join auth.users u on u.id = f.user_id
  join public.subscribers s on s.user_id = f.user_id
  left join public.profiles p on p.user_id = f.user_id
  left join public.alert_cursors c on c.user_id = f.user_id
  where not f._deleted and f.alerts_enabled
    and s.subscribed and (s.subscription_end is null or s.subscription_end > now())
    and s.subscription_status in ('active', 'trialing')
  order by f.user_id, f.created_at, f.id;
$$;

-- Whether a member is Premium is theirs to know: the limit is read by the trigger (as its owner), not by callers.
revoke all on function public.saved_search_limit(uuid), public.enforce_saved_search_limit() from public, anon, authenticated;
grant execute on function public.saved_search_limit(uuid) to service_role;
