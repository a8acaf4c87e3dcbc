-- What ingestion needs beyond the listing entity: the extracted area and registration terms (compared when a
-- later post repeats an offer), the post's language, and an index for finding a city's recent offers.
alter table public.listings
  add column neighbourhood text,
  add column registration_possible boolean,
  add column post_language text check (post_language in ('nl', 'en', 'mixed'));

create index listings_city_time_idx on public.listings (city_of_post, time_of_post);

-- raw_posts keeps each source post's last payload, so a re-ingested unchanged post is recognised and skipped.
alter table public.raw_posts add column payload_hash text;
