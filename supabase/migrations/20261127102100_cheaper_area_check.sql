-- The areas of a saved alert are checked as strictly as before (20261127002100_saved_filter_areas.sql, the same
-- rules and messages), but at a bounded cost: a hostile member could send the largest areas allowed (10
-- polygons of 5 rings of 200 points) to make every write dear, and the check ran twice per write (the trigger,
-- then the constraint) and again on every later update of the row whatever it changed (the one-click
-- unsubscribe, a rename, a sync push of the same alert).
-- - The check runs once, in the trigger, and only when the areas change. The constraint goes: it could not
--   tell a change of the areas from any other update. No member or service path writes around a trigger.
-- - A ring is read in one statement instead of a function call per point, and its pairs of edges are tested
--   in one join (edges whose boxes do not overlap cannot meet) instead of a PL/pgSQL loop over every pair.

alter table public.saved_filters drop constraint saved_filters_areas_readable;

-- What is wrong with one ring of a polygon, or null: its points, their number, and whether its edges cross
-- (edge i runs from point i to the next, the last back to the first; neighbours only when one folds back).
-- Where several pairs of edges meet, the first in order is named, as the app names it.
create or replace function public.area_ring_problem(p_ring jsonb, p_where text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  n integer;
  xs float8[];
  ys float8[];
  problem text;
  distinct_count integer;
  crossing integer[];
  fold integer[];
  first_edge integer;
  second_edge integer;
  first_end integer;
  second_end integer;
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
  -- The first point that is not two numbers inside the Netherlands names the problem. The tests are in a
  -- CASE so that each runs only when the ones before it passed (only a number can be cast).
  select checked.message into problem
  from (
    select listed.k, case
      when jsonb_typeof(listed.point) is distinct from 'array' or jsonb_array_length(listed.point) <> 2 then
        p_where || ' point ' || listed.k || ' must be [longitude, latitude]'
      when jsonb_typeof(listed.point -> 0) <> 'number' or jsonb_typeof(listed.point -> 1) <> 'number' then
        p_where || ' point ' || listed.k || ' must hold two finite numbers'
      when (listed.point ->> 0)::numeric not between 3 and 8 or (listed.point ->> 1)::numeric not between 50 and 54 then
        p_where || ' point ' || listed.k || ' lies outside the Netherlands (longitude 3 to 8, latitude 50 to 54)'
    end as message
    from jsonb_array_elements(p_ring) with ordinality as listed(point, k)
  ) checked
  where checked.message is not null
  order by checked.k
  limit 1;
  if problem is not null then
    return problem;
  end if;
  select array_agg((listed.point ->> 0)::float8 order by listed.k), array_agg((listed.point ->> 1)::float8 order by listed.k)
  into xs, ys
  from jsonb_array_elements(p_ring) with ordinality as listed(point, k);
  if n > 1 and xs[1] = xs[n] and ys[1] = ys[n] then
    n := n - 1;
  end if;
  select count(distinct (xs[k], ys[k])) into distinct_count from generate_series(1, n) k;
  if distinct_count < 3 or n > 200 then
    return p_where || ' must have 3 to 200 distinct points, not ' || distinct_count || ' of ' || n;
  end if;

  -- Edges that are not neighbours and meet: the pairs whose boxes overlap, tested in one join.
  with edge as materialized (
    select i, xs[i] as x1, ys[i] as y1, xs[i % n + 1] as x2, ys[i % n + 1] as y2,
      least(xs[i], xs[i % n + 1]) as west, greatest(xs[i], xs[i % n + 1]) as east,
      least(ys[i], ys[i % n + 1]) as south, greatest(ys[i], ys[i % n + 1]) as north
    from generate_series(1, n) as i
  )
  select array[one.i, other.i] into crossing
  from edge one
  join edge other
    on other.i > one.i + 1 and not (one.i = 1 and other.i = n)
    and one.east >= other.west and other.east >= one.west and one.north >= other.south and other.north >= one.south
  where public.area_segments_meet(one.x1, one.y1, one.x2, one.y2, other.x1, other.y1, other.x2, other.y2)
  order by one.i, other.i
  limit 1;

  -- Neighbours share one end; they overlap only when the far end of one lies on the other. In the order of
  -- the pairs: (1, 2), (1, n), (2, 3), ..., (n - 1, n).
  if n > 3 then
    for step in 0 .. n - 1 loop
      if step = 0 then
        first_edge := 1; second_edge := 2;
      elsif step = 1 then
        first_edge := 1; second_edge := n;
      else
        first_edge := step; second_edge := step + 1;
      end if;
      first_end := first_edge % n + 1;
      second_end := second_edge % n + 1;
      if second_edge = first_edge + 1 then
        shared := first_end; far_second := second_end; far_first := first_edge;
      else
        shared := first_edge; far_second := second_edge; far_first := first_end;
      end if;
      if (xs[first_end] - xs[first_edge]) * (ys[far_second] - ys[first_edge])
          - (ys[first_end] - ys[first_edge]) * (xs[far_second] - xs[first_edge]) = 0
        and (
          (least(xs[first_edge], xs[first_end]) <= xs[far_second] and xs[far_second] <= greatest(xs[first_edge], xs[first_end])
            and least(ys[first_edge], ys[first_end]) <= ys[far_second] and ys[far_second] <= greatest(ys[first_edge], ys[first_end]))
          or (least(xs[second_edge], xs[second_end]) <= xs[far_first] and xs[far_first] <= greatest(xs[second_edge], xs[second_end])
            and least(ys[second_edge], ys[second_end]) <= ys[far_first] and ys[far_first] <= greatest(ys[second_edge], ys[second_end]))
        )
        and not (xs[far_second] = xs[shared] and ys[far_second] = ys[shared]) then
        fold := array[first_edge, second_edge];
        exit;
      end if;
    end loop;
  end if;

  if crossing is not null and (fold is null or crossing < fold) then
    return p_where || ' crosses itself (its edges ' || crossing[1] || ' and ' || crossing[2] || ' meet): draw the outline without crossing lines';
  end if;
  if fold is not null then
    return p_where || ' crosses itself (its edges ' || fold[1] || ' and ' || fold[2] || ' meet): draw the outline without crossing lines';
  end if;
  return null;
end;
$$;

-- Refuses areas the app would not read, with the message that names what is wrong; no areas is null. Areas
-- an update leaves as they were were checked when they were written.
create or replace function public.check_saved_filter_areas() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  if tg_op = 'UPDATE' and new.areas is not distinct from old.areas then
    return new;
  end if;
  problem := public.areas_problem(new.areas);
  if problem is not null then
    raise exception '%', problem;
  end if;
  if new.areas = '[]'::jsonb or new.areas = 'null'::jsonb then
    new.areas := null;
  end if;
  return new;
end;
$$;
