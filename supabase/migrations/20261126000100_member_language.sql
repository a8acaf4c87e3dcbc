-- The member's language (issue 22): what RoomRadar writes to them in, alert mails and notifications as
-- much as the app. The profile owns it; the member sets it there (their own row only, like first_name).
-- A hosted project's auth mails are written by GoTrue from the user's metadata ({{ .Data.language }} in
-- supabase/templates), so the metadata keeps a copy, set by a trigger whenever the profile's changes.

alter table public.profiles
  add column language text not null default 'en' check (language in ('en', 'nl'));

-- The app signs up with data: { first_name, language }; a language RoomRadar does not speak gets English
-- (and the metadata keeps what was sent: the templates read anything but 'nl' as English all the same).
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, first_name, email, language)
  values (
    new.id,
    left(nullif(trim(new.raw_user_meta_data ->> 'first_name'), ''), 50),
    new.email,
    case when new.raw_user_meta_data ->> 'language' in ('en', 'nl') then new.raw_user_meta_data ->> 'language' else 'en' end
  );
  return new;
end;
$$;

-- Column by column, as first_name: the policy "Members update their own profile" keeps it to their own row,
-- and the check constraint answers any other value with a 400.
grant update (language) on public.profiles to authenticated;

-- Definer's rights: members cannot write auth.users, and only this one key of their metadata is written.
create function public.copy_profile_language_to_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users
  set raw_user_meta_data = jsonb_set(coalesce(raw_user_meta_data, '{}'::jsonb), '{language}', to_jsonb(new.language))
  where id = new.user_id
    and raw_user_meta_data ->> 'language' is distinct from new.language;
  return new;
end;
$$;

create trigger profiles_copy_language_to_user
  after update of language on public.profiles
  for each row when (old.language is distinct from new.language)
  execute function public.copy_profile_language_to_user();

revoke all on function public.copy_profile_language_to_user() from public, anon, authenticated;

-- The members to alert, now with the language their mail and notifications are written in.
drop function public.alert_recipients();
create function public.alert_recipients()
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
    and s.subscription_status in ('active', 'trialing');
$$;

-- The devices a member's push alerts go to, each with its owner's language (a device with due retries can
-- belong to a member who is no longer among the recipients).
drop function public.push_devices(uuid[]);
create function public.push_devices(p_user_ids uuid[])
returns table (id uuid, user_id uuid, endpoint text, p256dh text, auth_secret text, language text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.user_id, s.endpoint, s.p256dh, s.auth_secret, coalesce(p.language, 'en')
  from public.push_subscriptions s
  left join public.profiles p on p.user_id = s.user_id
  where s.user_id = any (p_user_ids);
$$;

revoke all on function public.alert_recipients(), public.push_devices(uuid[]) from public, anon, authenticated;
grant execute on function public.alert_recipients(), public.push_devices(uuid[]) to service_role;
