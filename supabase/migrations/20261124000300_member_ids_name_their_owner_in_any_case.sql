-- The owner check of 20261124000200 matched member ids in lower case only: member A could still take
-- 'ALERT:<B's id>' or '<B's id in capitals>:<listing>'. Nothing of B's collides with those today (B's
-- devices write lower case), but an id that claims a member must claim its owner, whatever its case; an
-- id in that form names its owner as devices write it, in lower case.

alter table public.favorites drop constraint favorites_member_id_names_owner;
alter table public.favorites
  add constraint favorites_member_id_names_owner check (
    id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:'
    or id = user_id::text || ':' || listing_id::text
  );

alter table public.saved_filters drop constraint saved_filters_member_id_names_owner;
alter table public.saved_filters
  add constraint saved_filters_member_id_names_owner check (
    id not ilike 'alert:%' or id = 'alert:' || user_id::text
  );
