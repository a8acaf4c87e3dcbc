-- Where to live, saved with the alert (issue 34; filter-semantics.md "Areas"): the areas of a saved alert, as
-- the listing filter holds them. The database reads them as strictly as the app and the query engine do
-- (src/domain/areas/area.ts): at most 10 areas; a polygon of 1 to 5 rings of 3 to 200 distinct points that
-- do not cross themselves; a circle of radius above 0 and at most 50 km, with an optional place name of 1 to
-- 100 characters; Amsterdam's wijken and stadsdelen by the ids and codes of the 2015 outlines; every
-- coordinate a number inside longitude 3 to 8 and latitude 50 to 54. Anything else is refused with a message
-- naming it (a 400 from the REST API, as any RAISE of the project's own), and nothing is stored.
-- RLS on saved_filters is unchanged: the column is the member's own, like the others.

alter table public.saved_filters add column areas jsonb;

-- Whether the segments a-b and c-d have a point in common (crossing or touching).
create function public.area_segments_meet(
  x1 float8, y1 float8, x2 float8, y2 float8, x3 float8, y3 float8, x4 float8, y4 float8
) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- Which side of the other segment each end lies on: positive left, negative right, 0 on its line.
  d1 float8 := (x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3);
  d2 float8 := (x4 - x3) * (y2 - y3) - (y4 - y3) * (x2 - x3);
  d3 float8 := (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1);
  d4 float8 := (x2 - x1) * (y4 - y1) - (y2 - y1) * (x4 - x1);
begin
  if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)) then
    return true;
  end if;
  return (d1 = 0 and least(x3, x4) <= x1 and x1 <= greatest(x3, x4) and least(y3, y4) <= y1 and y1 <= greatest(y3, y4))
    or (d2 = 0 and least(x3, x4) <= x2 and x2 <= greatest(x3, x4) and least(y3, y4) <= y2 and y2 <= greatest(y3, y4))
    or (d3 = 0 and least(x1, x2) <= x3 and x3 <= greatest(x1, x2) and least(y1, y2) <= y3 and y3 <= greatest(y1, y2))
    or (d4 = 0 and least(x1, x2) <= x4 and x4 <= greatest(x1, x2) and least(y1, y2) <= y4 and y4 <= greatest(y1, y2));
end;
$$;

-- What is wrong with one [longitude, latitude] point, or null.
create function public.area_point_problem(p_point jsonb, p_where text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_point) is distinct from 'array' then
    return p_where || ' must be [longitude, latitude]';
  end if;
  if jsonb_array_length(p_point) <> 2 then
    return p_where || ' must be [longitude, latitude]';
  end if;
  if jsonb_typeof(p_point -> 0) <> 'number' or jsonb_typeof(p_point -> 1) <> 'number' then
    return p_where || ' must hold two finite numbers';
  end if;
  if (p_point ->> 0)::numeric not between 3 and 8 or (p_point ->> 1)::numeric not between 50 and 54 then
    return p_where || ' lies outside the Netherlands (longitude 3 to 8, latitude 50 to 54)';
  end if;
  return null;
end;
$$;

-- What is wrong with one ring of a polygon, or null: its points, their number, and whether its edges cross
-- (edge i runs from point i to the next, the last back to the first; neighbours only when one folds back).
create function public.area_ring_problem(p_ring jsonb, p_where text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  n integer;
  xs float8[] := '{}';
  ys float8[] := '{}';
  problem text;
  distinct_count integer;
  a2 integer;
  b2 integer;
  shared integer;
  far_second integer;
  far_first integer;
begin
  if jsonb_typeof(p_ring) is distinct from 'array' then
    return p_where || ' must be a list of points';
  end if;
  n := jsonb_array_length(p_ring);
  -- 200 points and a repeated first one at most; a longer list is refused before it is read.
  if n > 201 then
    return p_where || ' must have 3 to 200 distinct points, not ' || n;
  end if;
  for i in 0 .. n - 1 loop
    problem := public.area_point_problem(p_ring -> i, p_where || ' point ' || (i + 1));
    if problem is not null then
      return problem;
    end if;
    xs := xs || (p_ring -> i ->> 0)::float8;
    ys := ys || (p_ring -> i ->> 1)::float8;
  end loop;
  if n > 1 and xs[1] = xs[n] and ys[1] = ys[n] then
    n := n - 1;
  end if;
  select count(distinct (xs[k], ys[k])) into distinct_count from generate_series(1, n) k;
  if distinct_count < 3 or n > 200 then
    return p_where || ' must have 3 to 200 distinct points, not ' || distinct_count || ' of ' || n;
  end if;
  for a in 1 .. n loop
    a2 := a % n + 1;
    for b in a + 1 .. n loop
      b2 := b % n + 1;
      if b = a + 1 or (a = 1 and b = n) then
        -- Neighbours share one end; they overlap only when the far end of one lies on the other.
        if b = a + 1 then
          shared := a2; far_second := b2; far_first := a;
        else
          shared := a; far_second := b; far_first := a2;
        end if;
        if n > 3
          and (xs[a2] - xs[a]) * (ys[far_second] - ys[a]) - (ys[a2] - ys[a]) * (xs[far_second] - xs[a]) = 0
          and (
            (least(xs[a], xs[a2]) <= xs[far_second] and xs[far_second] <= greatest(xs[a], xs[a2])
              and least(ys[a], ys[a2]) <= ys[far_second] and ys[far_second] <= greatest(ys[a], ys[a2]))
            or (least(xs[b], xs[b2]) <= xs[far_first] and xs[far_first] <= greatest(xs[b], xs[b2])
              and least(ys[b], ys[b2]) <= ys[far_first] and ys[far_first] <= greatest(ys[b], ys[b2]))
          )
          and not (xs[far_second] = xs[shared] and ys[far_second] = ys[shared]) then
          return p_where || ' crosses itself (its edges ' || a || ' and ' || b || ' meet): draw the outline without crossing lines';
        end if;
        continue;
      end if;
      -- Edges whose boxes do not overlap cannot meet: four comparisons for most pairs.
      if greatest(xs[a], xs[a2]) < least(xs[b], xs[b2]) or greatest(xs[b], xs[b2]) < least(xs[a], xs[a2])
        or greatest(ys[a], ys[a2]) < least(ys[b], ys[b2]) or greatest(ys[b], ys[b2]) < least(ys[a], ys[a2]) then
        continue;
      end if;
      if public.area_segments_meet(xs[a], ys[a], xs[a2], ys[a2], xs[b], ys[b], xs[b2], ys[b2]) then
        return p_where || ' crosses itself (its edges ' || a || ' and ' || b || ' meet): draw the outline without crossing lines';
      end if;
    end loop;
  end loop;
  return null;
end;
$$;

-- What is wrong with a list of areas, or null when the app and the query engine would read it.
create function public.areas_problem(p_areas jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  area jsonb;
  area_number integer := 0;
  place_name text;
  problem text;
  rings integer;
  wijk_ids constant integer[] := array[
    3630000, 3630001, 3630002, 3630003, 3630004, 3630005, 3630006, 3630007, 3630008, 3630009,
    3630110, 3630111, 3630212, 3630213, 3630214, 3630215, 3630216, 3630217, 3630218, 3630219,
    3630220, 3630221, 3630222, 3630236, 3630237, 3630238, 3630239, 3630240, 3630241, 3630242,
    3630243, 3630375, 3630376, 3630377, 3630378, 3630379, 3630380, 3630381, 3630382, 3630383,
    3630384, 3630385, 3630386, 3630387, 3630388, 3630424, 3630425, 3630426, 3630444, 3630445,
    3630446, 3630447, 3630448, 3630449, 3630450, 3630452, 3630453, 3630454, 3630459, 3630490,
    3630491, 3630527, 3630528, 3630529, 3630530, 3630531, 3630532, 3630533, 3630534, 3630535,
    3630551, 3630555, 3630556, 3630557, 3630558, 3630574, 3630660, 3630661, 3630662, 3630663,
    3630664, 3630665, 3630666, 3630667, 3630668, 3630669, 3630670, 3630671, 3630672, 3630673,
    3630792, 3630793, 3630794, 3630795, 3630796, 3630797, 3630798, 3639997
  ];
  district_codes constant text[] := array['A', 'B', 'E', 'F', 'K', 'M', 'N', 'T'];
begin
  if p_areas is null or p_areas = 'null'::jsonb then
    return null;
  end if;
  if jsonb_typeof(p_areas) <> 'array' then
    return 'areas must be a list';
  end if;
  if jsonb_array_length(p_areas) > 10 then
    return 'areas may hold at most 10 areas, not ' || jsonb_array_length(p_areas);
  end if;
  for area in select value from jsonb_array_elements(p_areas) loop
    area_number := area_number + 1;
    if jsonb_typeof(area) <> 'object' then
      return 'area ' || area_number || ' must be an object';
    end if;
    if area -> 'kind' = '"polygon"' then
      rings := case when jsonb_typeof(area -> 'rings') = 'array' then jsonb_array_length(area -> 'rings') else 0 end;
      if rings < 1 or rings > 5 then
        return 'area ' || area_number || ' must have 1 to 5 rings (an outline, then holes)';
      end if;
      for ring in 0 .. rings - 1 loop
        problem := public.area_ring_problem(area -> 'rings' -> ring, 'area ' || area_number || ' ring ' || (ring + 1));
        if problem is not null then
          return problem;
        end if;
      end loop;
    elsif area -> 'kind' = '"circle"' then
      -- Separate tests: a condition's parts may be evaluated in any order, and only a number can be cast.
      if jsonb_typeof(area -> 'radiusKm') is distinct from 'number' then
        return 'area ' || area_number || ' radiusKm must be above 0 and at most 50';
      end if;
      if (area ->> 'radiusKm')::numeric <= 0 or (area ->> 'radiusKm')::numeric > 50 then
        return 'area ' || area_number || ' radiusKm must be above 0 and at most 50';
      end if;
      problem := public.area_point_problem(area -> 'center', 'area ' || area_number || ' center');
      if problem is not null then
        return problem;
      end if;
      if area -> 'place' is not null then
        place_name := case when jsonb_typeof(area -> 'place') = 'string' then area ->> 'place' end;
        if place_name is null or btrim(place_name) = '' or char_length(place_name) > 100 then
          return 'area ' || area_number || ' place must be a name of 1 to 100 characters';
        end if;
      end if;
    elsif area -> 'kind' = '"wijk"' then
      if jsonb_typeof(area -> 'id') is distinct from 'number' then
        return 'area ' || area_number || ' id must be a whole number';
      end if;
      if (area ->> 'id')::numeric <> trunc((area ->> 'id')::numeric) then
        return 'area ' || area_number || ' id must be a whole number';
      end if;
      if (area ->> 'id')::numeric not between 0 and 2147483647 then
        return 'area ' || area_number || ': no Amsterdam wijk with id ' || (area ->> 'id');
      end if;
      if not ((area ->> 'id')::integer = any (wijk_ids)) then
        return 'area ' || area_number || ': no Amsterdam wijk with id ' || (area ->> 'id');
      end if;
    elsif area -> 'kind' = '"stadsdeel"' then
      if jsonb_typeof(area -> 'code') is distinct from 'string' or btrim(area ->> 'code') = '' then
        return 'area ' || area_number || ' code must be a district''s letter';
      end if;
      if not (upper(btrim(area ->> 'code')) = any (district_codes)) then
        return 'area ' || area_number || ': no Amsterdam stadsdeel with code ' || (area -> 'code')::text;
      end if;
    else
      return 'area ' || area_number || ' has an unknown kind (polygon, circle, wijk or stadsdeel)';
    end if;
  end loop;
  return null;
end;
$$;

-- Refuses areas the app would not read, with the message that names what is wrong; no areas is null.
create function public.check_saved_filter_areas() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := public.areas_problem(new.areas);
begin
  if problem is not null then
    raise exception '%', problem;
  end if;
  if new.areas = '[]'::jsonb or new.areas = 'null'::jsonb then
    new.areas := null;
  end if;
  return new;
end;
$$;

create trigger saved_filters_check_areas
  before insert or update of areas on public.saved_filters
  for each row execute function public.check_saved_filter_areas();

-- The same rule as a constraint, so no path around the trigger stores what the app would not read.
alter table public.saved_filters
  add constraint saved_filters_areas_readable check (public.areas_problem(areas) is null);

revoke all on function public.area_segments_meet(float8, float8, float8, float8, float8, float8, float8, float8),
  public.area_point_problem(jsonb, text), public.area_ring_problem(jsonb, text), public.areas_problem(jsonb),
  public.check_saved_filter_areas()
  from public, anon;
grant execute on function public.area_segments_meet(float8, float8, float8, float8, float8, float8, float8, float8),
  public.area_point_problem(jsonb, text), public.area_ring_problem(jsonb, text), public.areas_problem(jsonb)
  to authenticated, service_role;

-- The members' pull feed of their alert: a view of `select *` keeps the columns it had when it was made, so
-- it is made again with the columns added since (alert_channels, and now areas).
create or replace view public.saved_filters_feed
with (security_invoker = true)
as
select * from public.saved_filters where _modified < public.replication_horizon();
