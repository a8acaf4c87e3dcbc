-- Production schedule of send-alerts (run once in the Supabase SQL editor; not a migration, because the local
-- backend has no pg_cron and runs its own scheduler). Needs the pg_cron and pg_net extensions and two Vault
-- secrets: project_url (https://YOUR-PROJECT.supabase.co) and service_role_key.
create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
  'send-alerts-every-minute',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-alerts',
    headers := jsonb_build_object('Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    body := '{}'::jsonb
  );
  $$
);
