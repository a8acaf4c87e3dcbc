-- Web Push for room alerts: the channels an alert goes out on, the member's devices (one Web Push
-- subscription each), and the push outbox that makes each (device, listing) notification happen once.

-- The channels of an alert: e-mail (as before), push to the member's devices, or both.
alter table public.saved_filters
  add column alert_channels text not null default 'email' check (alert_channels in ('email', 'push', 'both'));

-- One row per device that turned on notifications. The endpoint and its keys come from the browser's push
-- service; they are secrets of that device (whoever holds them can push to it), so only their owner reads them.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique check (char_length(endpoint) between 12 and 2048 and endpoint ~ '^https?://[^\s]+$'),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url as PushSubscription.toJSON gives them.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}=?$'),
  auth_secret text not null check (auth_secret ~ '^[A-Za-z0-9_-]{22}(==)?$'),
  -- What the member sees in the list of their devices, e.g. "Chrome on Android".
  device_label text not null default '' check (char_length(device_label) <= 100),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);

create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

-- One row per device and listing, ever. A failed send waits for its retry with run_id null (released) and
-- next_attempt_at in the future; a run that stops halfway leaves its claims to be taken over after the lease.
create table public.push_deliveries (
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  listing_id bigint not null references public.listings (id) on delete cascade,
  run_id text,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  claimed_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (subscription_id, listing_id)
);

create index push_deliveries_pending_idx on public.push_deliveries (next_attempt_at) where status = 'pending';

alter table public.push_subscriptions enable row level security;
alter table public.push_deliveries enable row level security;

-- Members read and remove their own devices; they add one only through register_push_device (which keeps a
-- device with one owner and a member with a bounded number of devices). Nobody changes a row in place.
revoke all on public.push_subscriptions, public.push_deliveries from anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;
grant all on public.push_subscriptions, public.push_deliveries to service_role;

create policy "Members read their own devices" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members remove their own devices" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- At most this many devices per member: the oldest goes when one more turns on notifications.
create function public.register_push_device(p_endpoint text, p_p256dh text, p_auth_secret text, p_device_label text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_id uuid;
begin
  if v_user is null then
    raise exception 'Sign in to turn on notifications' using errcode = '42501';
  end if;
  -- A browser has one subscription per app: whoever turns on notifications on it now is its one owner, once
  -- they prove it with the subscription's auth secret (which only that browser and its owner's rows know).
  delete from public.push_subscriptions
  where endpoint = p_endpoint and user_id <> v_user and auth_secret = p_auth_secret;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret, device_label)
  values (v_user, p_endpoint, p_p256dh, p_auth_secret, left(coalesce(p_device_label, ''), 100))
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth_secret = excluded.auth_secret, device_label = excluded.device_label
    where public.push_subscriptions.user_id = v_user
  returning id into v_id;
  if v_id is null then
    raise exception 'This device is registered to another member' using errcode = '42501';
  end if;
  delete from public.push_subscriptions
  where user_id = v_user and id not in (
    select id from public.push_subscriptions where user_id = v_user order by created_at desc, id desc limit 10
  );
  return v_id;
end;
$$;

revoke all on function public.register_push_device(text, text, text, text) from public, anon;
grant execute on function public.register_push_device(text, text, text, text) to authenticated, service_role;

-- The members to alert, now with the channels their alert goes out on.
drop function public.alert_recipients();
create function public.alert_recipients()
returns table (user_id uuid, email text, first_name text, last_listing_modified bigint, alert jsonb, channels text)
language sql
stable
security definer
set search_path = ''
as $$
  select f.user_id, u.email::text, p.first_name, coalesce(c.last_listing_modified, 0), to_jsonb(f) - '_modified' - '_deleted',
    f.alert_channels
  from public.saved_filters f
  join auth.users u on u.id = f.user_id
  join public.subscribers s on s.user_id = f.user_id
  left join public.profiles p on p.user_id = f.user_id
  left join public.alert_cursors c on c.user_id = f.user_id
  where not f._deleted and f.alerts_enabled
    and s.subscribed and (s.subscription_end is null or s.subscription_end > now())
    and s.subscription_status in ('active', 'trialing');
$$;

-- The devices a member's push alerts go to.
create function public.push_devices(p_user_ids uuid[])
returns table (id uuid, user_id uuid, endpoint text, p256dh text, auth_secret text)
language sql
stable
security definer
set search_path = ''
as $$
  select id, user_id, endpoint, p256dh, auth_secret from public.push_subscriptions where user_id = any (p_user_ids);
$$;

-- Claims push deliveries for a run: new (device, listing) pairs for every device of the member become this
-- run's; pending pairs whose retry is due, or whose run stopped (claimed longer ago than the lease), are
-- taken over. Returns the pairs now this run's to send.
create function public.claim_push_deliveries(p_user_id uuid, p_listing_ids bigint[], p_run_id text, p_lease interval)
returns table (subscription_id uuid, listing_id bigint, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  insert into public.push_deliveries as d (subscription_id, listing_id, run_id)
  select s.id, l.id, p_run_id
  from public.push_subscriptions s cross join unnest(p_listing_ids) as l(id)
  where s.user_id = p_user_id
  on conflict do nothing
  returning d.subscription_id, d.listing_id, d.attempts;

  return query
  update public.push_deliveries d
  set run_id = p_run_id, claimed_at = now()
  from public.push_subscriptions s
  where s.id = d.subscription_id and s.user_id = p_user_id
    and d.status = 'pending' and d.run_id is distinct from p_run_id and d.next_attempt_at <= now()
    and (d.run_id is null or d.claimed_at <= now() - p_lease)
  returning d.subscription_id, d.listing_id, d.attempts;
end;
$$;

-- The push service accepted the notification(s) for these listings on this device.
create function public.complete_push_deliveries(p_subscription_id uuid, p_listing_ids bigint[], p_run_id text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.push_deliveries set status = 'sent', sent_at = now()
  where subscription_id = p_subscription_id and listing_id = any (p_listing_ids) and run_id = p_run_id and status = 'pending';
  get diagnostics v_count = row_count;
  update public.push_subscriptions set last_sent_at = now() where id = p_subscription_id;
  return v_count;
end;
$$;

-- The push service failed for a while (5xx, 429, no answer): release the claims until p_delay has passed;
-- after p_max_attempts tries a delivery is given up (status failed), never sent late and twice.
create function public.retry_push_deliveries(
  p_subscription_id uuid, p_listing_ids bigint[], p_run_id text, p_delay interval, p_max_attempts integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.push_deliveries
  set attempts = attempts + 1,
    run_id = null,
    next_attempt_at = now() + p_delay,
    status = case when attempts + 1 >= p_max_attempts then 'failed' else 'pending' end
  where subscription_id = p_subscription_id and listing_id = any (p_listing_ids) and run_id = p_run_id and status = 'pending';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Members with push deliveries due now: a retry whose time has come, or a stopped run's claims.
create function public.due_push_members(p_lease interval)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct s.user_id
  from public.push_deliveries d join public.push_subscriptions s on s.id = d.subscription_id
  where d.status = 'pending' and d.next_attempt_at <= now() and (d.run_id is null or d.claimed_at <= now() - p_lease);
$$;

revoke all on function public.alert_recipients(), public.push_devices(uuid[]),
  public.claim_push_deliveries(uuid, bigint[], text, interval), public.complete_push_deliveries(uuid, bigint[], text),
  public.retry_push_deliveries(uuid, bigint[], text, interval, integer), public.due_push_members(interval)
  from public, anon, authenticated;
grant execute on function public.alert_recipients(), public.push_devices(uuid[]),
  public.claim_push_deliveries(uuid, bigint[], text, interval), public.complete_push_deliveries(uuid, bigint[], text),
  public.retry_push_deliveries(uuid, bigint[], text, interval, integer), public.due_push_members(interval)
  to service_role;
