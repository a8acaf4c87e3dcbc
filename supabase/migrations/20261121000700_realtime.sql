-- Realtime: clients hear of changes to listings, favorites and the alert. Each subscriber receives only
-- rows its role may select; listing_sources is never published.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

alter publication supabase_realtime add table public.listings, public.favorites, public.saved_filters;
