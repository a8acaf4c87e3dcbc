-- The public bucket the ingest keeps listing photos in (supabase/functions/_shared/photos/photo-store.ts):
-- WebP thumbnails and their JPEG/PNG sources of at most 2 MiB, read by anyone through their public URL.
-- A hosted project has the storage schema before any migration (supabase/local/db/platform.sql makes it
-- locally), so this only adds the bucket and its policy: nothing here may alter Storage's own tables.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-photos', 'listing-photos', true, 2097152, '{image/webp,image/jpeg,image/png}')
on conflict (id) do nothing;

-- Anyone may read (and list) the photos. No policy lets anon or authenticated insert, update or delete
-- them: only the service role, which bypasses row-level security, writes this bucket.
create policy "Anyone reads listing photos"
  on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'listing-photos');
