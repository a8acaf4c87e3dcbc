-- Devices derive a favorite's id from its member and listing ('<user id>:<listing id>') and the alert's from
-- its member ('alert:<user id>'), so two devices of one member write one row. An id in that form must name
-- its own row's member: otherwise member A could take the id member B's devices will write (B's ids follow
-- from B's user id) and make B's pushes fail for good. Ids in other forms (older rows, other clients) stay
-- allowed; only ids that claim a member must claim their owner.

alter table public.favorites
  add constraint favorites_member_id_names_owner check (
    id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:'
    or id = user_id::text || ':' || listing_id::text
  );

alter table public.saved_filters
  add constraint saved_filters_member_id_names_owner check (
    id not like 'alert:%' or id = 'alert:' || user_id::text
  );
