-- Push devices, after a second attacker's review: 20261125000200 kept an endpoint to the one spelling
-- browsers give it by refusing the variants it listed, and left others a URL parser reads as the same
-- address: a port with a leading zero (:0443), dot segments (/./, /x/../, also written %2e), a host ending
-- in a dot. Another member could store such a variant of someone's endpoint, and the sender (which parses
-- it) posted to that device. The check now also refuses these, and plain http to anything but a loopback
-- host (the push services are https; only the demo's stand-in is local). Rows that break it cannot be a
-- browser's.

delete from public.push_subscriptions
where endpoint ~ '^https?://[^/]*:0'
  or endpoint ~* '/(\.|%2e){1,2}(/|\?|$)'
  or endpoint ~ '^https?://[^/:]*(\.\.|\.(:|/)|//\.)'
  or endpoint ~ '^http://[^/]+:80/'
  or endpoint ~ '^http://(?!(127\.0\.0\.1|localhost|\[::1\])(:|/))';

alter table public.push_subscriptions
  add constraint push_subscriptions_endpoint_one_spelling check (
    -- A port is written without leading zeros, and never as its scheme's default.
    endpoint !~ '^https?://[^/]*:0'
    and endpoint !~ '^http://[^/]+:80/'
    -- Plain http only to a loopback host (the demo's push service stand-in).
    and endpoint !~ '^http://(?!(127\.0\.0\.1|localhost|\[::1\])(:|/))'
    -- No '.' or '..' path segment, in any writing.
    and endpoint !~* '/(\.|%2e){1,2}(/|\?|$)'
    -- A host neither starts nor ends with a dot, nor has two in a row.
    and endpoint !~ '^https?://[^/:]*(\.\.|\.(:|/))'
    and endpoint !~ '^https?://\.'
  );
