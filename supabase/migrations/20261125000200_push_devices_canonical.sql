-- Push devices, after an attacker's review of 20261125000100:
-- - One device, one endpoint string: an endpoint is stored only in the one form browsers give it (lowercase
--   host, no credentials, no fragment, no explicit :443, no trailing '?', printable ASCII), so another member
--   cannot register a variant of someone's endpoint that reaches the same device.
-- - The refusal of someone else's device says so (P0001: the API passes its text on; 42501's it replaces).
-- - Eviction of the oldest of more than ten devices goes by when each was last turned on, not first.

alter table public.push_subscriptions
  add column registered_at timestamptz not null default now(),
  add constraint push_subscriptions_endpoint_canonical check (
    endpoint ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?/[A-Za-z0-9._~:/?&=%+!$''()*,;@-]*$'
    and endpoint !~ '^https://[^/]+:443/'
    and endpoint !~ '\?$'
  );

create or replace function public.register_push_device(p_endpoint text, p_p256dh text, p_auth_secret text, p_device_label text)
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
    set p256dh = excluded.p256dh, auth_secret = excluded.auth_secret, device_label = excluded.device_label,
      registered_at = now()
    where public.push_subscriptions.user_id = v_user
  returning id into v_id;
  if v_id is null then
    raise exception 'This device is registered to another member' using errcode = 'P0001';
  end if;
  delete from public.push_subscriptions
  where user_id = v_user and id not in (
    select id from public.push_subscriptions where user_id = v_user order by registered_at desc, id desc limit 10
  );
  return v_id;
end;
$$;
