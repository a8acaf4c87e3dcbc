-- Room alerts: who gets them, which listings each has already been sent, and where each member's reading of
-- the listings feed stands. send-alerts (service role) calls these; nothing here is open to members.

-- A member's alert reads new listings from the moment it is made (or made again after a delete), never the
-- backlog.
create function public.start_alert_cursor() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (old._deleted and not new._deleted) then
    insert into public.alert_cursors (user_id, last_listing_modified)
    values (new.user_id, coalesce((select max(_modified) from public.listings), 0))
    on conflict (user_id) do update set last_listing_modified = excluded.last_listing_modified, updated_at = now();
  end if;
  return new;
end;
$$;

create trigger saved_filters_start_alert_cursor
  after insert or update of _deleted on public.saved_filters
  for each row execute function public.start_alert_cursor();

-- The members to mail: an active (paid, unexpired) subscription and an alert that is on.
create function public.alert_recipients()
returns table (user_id uuid, email text, first_name text, last_listing_modified bigint, alert jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select f.user_id, u.email::text, p.first_name, coalesce(c.last_listing_modified, 0), to_jsonb(f) - '_modified' - '_deleted'
  from public.saved_filters f
  join auth.users u on u.id = f.user_id
  join public.subscribers s on s.user_id = f.user_id
  left join public.profiles p on p.user_id = f.user_id
  left join public.alert_cursors c on c.user_id = f.user_id
  where not f._deleted and f.alerts_enabled
    and s.subscribed and (s.subscription_end is null or s.subscription_end > now())
    and s.subscription_status in ('active', 'trialing');
$$;

-- Claims deliveries for a run: new (member, listing) pairs become this run's; pending pairs of a run that
-- stopped (claimed longer ago than the lease) are taken over. Returns the listing ids now this run's to send.
create function public.claim_alert_deliveries(p_user_id uuid, p_listing_ids bigint[], p_run_id text, p_lease interval)
returns setof bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  insert into public.alert_deliveries (user_id, listing_id, run_id)
  select p_user_id, unnest(p_listing_ids), p_run_id
  on conflict (user_id, listing_id) do nothing
  returning listing_id;

  return query
  update public.alert_deliveries d
  set run_id = p_run_id, created_at = now()
  where d.user_id = p_user_id and d.status = 'pending' and d.run_id <> p_run_id and d.created_at <= now() - p_lease
  returning d.listing_id;
end;
$$;

create function public.complete_alert_deliveries(p_user_id uuid, p_listing_ids bigint[], p_run_id text)
returns integer
language sql
security definer
set search_path = ''
as $$
  with sent as (
    update public.alert_deliveries set status = 'sent', sent_at = now()
    where user_id = p_user_id and listing_id = any (p_listing_ids) and run_id = p_run_id and status = 'pending'
    returning 1
  )
  select count(*)::integer from sent;
$$;

-- Where the members' reading of the feed stands after a run; a cursor never moves back.
create function public.advance_alert_cursors(p_user_ids uuid[], p_modified bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.alert_cursors (user_id, last_listing_modified, updated_at)
  select unnest(p_user_ids), p_modified, now()
  on conflict (user_id) do update
  set last_listing_modified = greatest(public.alert_cursors.last_listing_modified, excluded.last_listing_modified), updated_at = now();
$$;

-- Members with deliveries that a stopped run claimed and never sent.
create function public.stale_alert_members(p_lease interval)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct user_id from public.alert_deliveries where status = 'pending' and created_at <= now() - p_lease;
$$;

-- The one-click unsubscribe of alert mails.
create function public.disable_alert_mails(p_user_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (update public.saved_filters set alerts_enabled = false where user_id = p_user_id returning 1)
  select exists (select 1 from changed);
$$;

revoke all on function public.start_alert_cursor(), public.alert_recipients(), public.claim_alert_deliveries(uuid, bigint[], text, interval),
  public.complete_alert_deliveries(uuid, bigint[], text), public.advance_alert_cursors(uuid[], bigint), public.stale_alert_members(interval),
  public.disable_alert_mails(uuid)
  from public, anon, authenticated;
grant execute on function public.alert_recipients(), public.claim_alert_deliveries(uuid, bigint[], text, interval),
  public.complete_alert_deliveries(uuid, bigint[], text), public.advance_alert_cursors(uuid[], bigint), public.stale_alert_members(interval),
  public.disable_alert_mails(uuid)
  to service_role;

-- A member who changes their alert in the app wants its mails again, also after unsubscribing from them.
create function public.resume_alert_mails() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' then
    new.alerts_enabled := true;
  end if;
  return new;
end;
$$;

create trigger saved_filters_resume_alert_mails
  before update on public.saved_filters
  for each row execute function public.resume_alert_mails();
