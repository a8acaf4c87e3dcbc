// Synthetic listings for the benchmarks, inserted straight into the database: varied words (so that
// compression sees text like real posts), spread rents, sizes, types and dates, one source link each. A third
// are placed by their street, a third only by their neighbourhood and a third only by their city (drawn as
// areas, issue 35); as the geocoder places them, those share their place's centre: a hundred neighbourhood
// centres on a grid over the city, and the city's own.
import type { Database } from '../../supabase/local/emulator/db/database.ts';

export async function insertSyntheticListings(db: Database, count: number): Promise<void> {
  await db.asOwner(async (sql) => {
    await sql.query(`
      with words as (select array['room','bright','furnished','kamer','near','park','tram','centrum','shared','kitchen','bathroom',
        'balcony','quiet','students','working','professional','registration','inclusief','gas','water','licht','deposit','month',
        'viewing','available','oost','west','noord','zuid','pijp','jordaan','garden','bike','station','supermarket'] as list)
      insert into public.listings (post_type, latitude, longitude, rent_on_monthly_basis, room_size_m2, house_total_size_m2,
        amount_of_roommates, listing_type, is_subrent, city_of_group, city_of_post, location_description_for_maps, title, text_post,
        language_requirements, time_of_post, available_from, image_urls, geocode_precision)
      select 'HAS_HOUSING_AVAILABLE',
        case g % 3 when 0 then 52.3 + random() * 0.12 when 1 then 52.306 + floor(random() * 10) * 0.012 else 52.3728 end,
        case g % 3 when 0 then 4.8 + random() * 0.2 when 1 then 4.81 + floor(random() * 10) * 0.02 else 4.8936 end,
        450 + floor(random() * 1800), 8 + floor(random() * 25),
        40 + floor(random() * 90), floor(random() * 5), (array['room','studio','apartment'])[1 + g % 3], (array['yes','no'])[1 + g % 2],
        'Amsterdam', 'Amsterdam', 'Oost, Amsterdam', 'Room ' || g,
        (select string_agg(words.list[1 + floor(random() * 35 + 0 * w)::int], ' ') from generate_series(1, 55 + g % 20) w),
        array['english'], now() - (g || ' minutes')::interval, current_date + (g % 60),
        jsonb_build_object('full', jsonb_build_array('https://scontent.example.net/' || md5(g::text) || '.jpg'),
                           'thumb', jsonb_build_array('https://scontent.example.net/t_' || md5(g::text) || '.jpg')),
        (array['street','neighbourhood','city'])[1 + g % 3]
      from generate_series(1, ${Math.floor(count)}) g, words`);
    await sql.query(`insert into public.listing_sources (listing_id, source_post_id, url_post)
      select id, 'bench-' || id, 'https://www.facebook.com/groups/bench/posts/' || id from public.listings`);
  });
}
