-- The push outbox claimed and completed for a whole run at once: with one call per member and per device,
-- a post matching 2,000 members' alerts reached the last device 18 s after ingest, most of it in those calls.
-- Same rules as before (20261125000100_push_alerts.sql): new (device, listing) pairs become the run's, due
-- retries and a stopped run's claims are taken over, and a pair is sent only once the push service took it.

drop function public.claim_push_deliveries(uuid, bigint[], text, interval);
drop function public.complete_push_deliveries(uuid, bigint[], text);

-- p_wanted: [{"user_id": uuid, "listing_ids": [bigint, ...]}, ...], the run's new matches per member (a member
-- with due retries and no new match has an empty list).
create function public.claim_push_deliveries(p_wanted jsonb, p_run_id text, p_lease interval)
returns table (subscription_id uuid, listing_id bigint, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  insert into public.push_deliveries as d (subscription_id, listing_id, run_id)
  select s.id, l.id, p_run_id
  from jsonb_to_recordset(p_wanted) as w(user_id uuid, listing_ids bigint[])
  join public.push_subscriptions s on s.user_id = w.user_id
  cross join unnest(w.listing_ids) as l(id)
  on conflict do nothing
  returning d.subscription_id, d.listing_id, d.attempts;

  return query
  update public.push_deliveries d
  set run_id = p_run_id, claimed_at = now()
  from public.push_subscriptions s
  where s.id = d.subscription_id
    and s.user_id in (select w.user_id from jsonb_to_recordset(p_wanted) as w(user_id uuid))
    and d.status = 'pending' and d.run_id is distinct from p_run_id and d.next_attempt_at <= now()
    and (d.run_id is null or d.claimed_at <= now() - p_lease)
  returning d.subscription_id, d.listing_id, d.attempts;
end;
$$;

-- p_sent: [{"subscription_id": uuid, "listing_ids": [bigint, ...]}, ...], what the push services took.
create function public.complete_push_deliveries(p_sent jsonb, p_run_id text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.push_deliveries d set status = 'sent', sent_at = now()
  from jsonb_to_recordset(p_sent) as s(subscription_id uuid, listing_ids bigint[])
  where d.subscription_id = s.subscription_id and d.listing_id = any (s.listing_ids)
    and d.run_id = p_run_id and d.status = 'pending';
  get diagnostics v_count = row_count;
  update public.push_subscriptions p set last_sent_at = now()
  where p.id in (select s.subscription_id from jsonb_to_recordset(p_sent) as s(subscription_id uuid));
  return v_count;
end;
$$;

revoke all on function public.claim_push_deliveries(jsonb, text, interval), public.complete_push_deliveries(jsonb, text)
  from public, anon, authenticated;
grant execute on function public.claim_push_deliveries(jsonb, text, interval), public.complete_push_deliveries(jsonb, text)
  to service_role;
