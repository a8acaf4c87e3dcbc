-- Applying a payment provider's subscription event, once and in order, in one transaction: the event id is
-- recorded with the change it makes, so a retried delivery changes nothing; an event older than the newest
-- one applied is stale; a canceled subscription is never revived by a late event about it; and only the
-- statuses that pay (active, trialing) grant Premium. Called by the stripe-webhook function (service role).

create function public.apply_subscription_event(
  p_event_id text,
  p_event_type text,
  p_event_created timestamptz,
  p_customer_id text,
  p_user_id uuid,
  p_email text,
  p_subscription_id text,
  p_status text,
  p_period_end timestamptz
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber public.subscribers%rowtype;
  grants boolean := p_status in ('active', 'trialing');
begin
  insert into public.payment_events (id, type, created_at) values (p_event_id, p_event_type, p_event_created)
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  select * into subscriber from public.subscribers
  where (p_user_id is not null and user_id = p_user_id) or (p_customer_id is not null and stripe_customer_id = p_customer_id)
  order by (user_id = p_user_id) desc nulls last
  limit 1
  for update;

  if not found then
    if p_user_id is null then
      return 'unknown_customer';
    end if;
    insert into public.subscribers (user_id, email, stripe_customer_id)
    values (p_user_id, coalesce(p_email, ''), p_customer_id)
    returning * into subscriber;
  end if;

  if p_customer_id is not null and subscriber.stripe_customer_id is null then
    update public.subscribers set stripe_customer_id = p_customer_id where user_id = subscriber.user_id;
  end if;

  -- An event without a subscription status (a completed checkout) only links the customer.
  if p_status is null or p_subscription_id is null then
    return 'linked';
  end if;

  if subscriber.last_event_created_at is not null and p_event_created < subscriber.last_event_created_at then
    return 'stale';
  end if;
  if subscriber.stripe_subscription_id = p_subscription_id and subscriber.subscription_status = 'canceled' and p_status <> 'canceled' then
    return 'stale';
  end if;
  -- A late event about an older subscription never overrides the one the member has now.
  if subscriber.stripe_subscription_id is not null and subscriber.stripe_subscription_id <> p_subscription_id
     and subscriber.subscribed and not grants then
    return 'stale';
  end if;

  update public.subscribers
  set subscribed = grants,
      subscription_status = p_status,
      subscription_tier = case when grants then 'premium' else null end,
      subscription_end = p_period_end,
      stripe_subscription_id = p_subscription_id,
      last_event_created_at = p_event_created
  where user_id = subscriber.user_id;
  return 'applied';
end;
$$;

revoke all on function public.apply_subscription_event(text, text, timestamptz, text, uuid, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_subscription_event(text, text, timestamptz, text, uuid, text, text, text, timestamptz) to service_role;
