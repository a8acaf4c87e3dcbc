// One run of room alerts. Every Premium member with saved searches (up to five) gets the listings that
// reached the feed since their cursor and pass at least one of them: on their devices first (push-alerts.ts,
// for the listings of a search that goes out by push), then as one digest mail (for those of a search that
// goes out by e-mail). A listing two searches match goes out once, naming both (match-alerts.ts). Each (member, listing) is claimed in the
// outbox before the mail goes out and marked sent after, so a run that stops halfway is finished by the next
// run (which takes over claims older than the lease) and nothing is sent twice; two runs at once claim
// disjoint sets. Pushes have an outbox of their own per device, kept the same way.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../mail.ts';
import type { PushSender } from '../push/push-sender.ts';
import { digestMail } from './digest-mail.ts';
import { alertPlan } from './alert-plan.ts';
import type { AlertRecipient, ListingWithModified } from './match-alerts.ts';
import { needsOutlines, parseAreas } from '../../../../src/domain/areas/area.ts';
import { amsterdamOutlines } from '../../../../src/domain/areas/amsterdam-outlines.ts';
import { pushAlerts, type PushReport } from './push-alerts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export type AlertRunOptions = {
  service: SupabaseClient;
  mailer: Mailer;
  /** Web Push with the server's VAPID identity; null where none is configured (alerts then go by mail only). */
  push: PushSender | null;
  /** The app's origin, for links to listings and the unsubscribe page. */
  siteUrl: string;
  /** The API's origin, for the one-click unsubscribe address. */
  apiUrl: string;
  signingSecret: string;
  runId?: string;
  /** How long a claimed, unsent delivery belongs to its run before another run takes it over. */
  leaseMs?: number;
  nowMs?: number;
};

export type AlertRunReport = {
  runId: string;
  recipients: number;
  listingsScanned: number;
  mailsSent: number;
  listingsSent: number;
  failures: number;
} & PushReport;

const PAGE = 1000;
const MAX_SCAN = 50_000;
// Listings older than this are never news, whatever a cursor says (a member who just became Premium).
const NEWS_WINDOW_MS = 3 * 24 * 3600 * 1000;

function check<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as T;
}

async function newListings(service: SupabaseClient, after: number, sinceIso: string): Promise<ListingWithModified[]> {
  const rows: ListingWithModified[] = [];
  for (let cursor = after; rows.length < MAX_SCAN;) {
    const page = check(
      await service
        .from('full_details_housing')
        .select('*')
        .gt('_modified', cursor)
        .gte('created_at', sinceIso)
        .order('_modified')
        .order('id')
        .limit(PAGE),
      'Reading new listings',
    ) as ListingWithModified[];
    rows.push(...page.map((row) => ({ ...row, _modified: Number(row._modified) })));
    if (page.length < PAGE) break;
    cursor = Number(page[page.length - 1]?._modified);
  }
  return rows;
}

async function listingsById(service: SupabaseClient, ids: readonly number[]): Promise<ListingWithModified[]> {
  if (ids.length === 0) return [];
  return (
    check(
      await service
        .from('full_details_housing')
        .select('*')
        .in('id', ids as number[]),
      'Reading claimed listings',
    ) as ListingWithModified[]
  ).map((row) => ({ ...row, _modified: Number(row._modified) }));
}

export async function runAlerts(options: AlertRunOptions): Promise<AlertRunReport> {
  const { service, mailer } = options;
  const nowMs = options.nowMs ?? Date.now();
  const runId = options.runId ?? `run-${nowMs}-${Math.random().toString(36).slice(2, 10)}`;
  const lease = `${Math.max(0, Math.round((options.leaseMs ?? 120_000) / 1000))} seconds`;
  const report: AlertRunReport = {
    runId,
    recipients: 0,
    listingsScanned: 0,
    mailsSent: 0,
    listingsSent: 0,
    failures: 0,
    pushesSent: 0,
    listingsPushed: 0,
    devicesRemoved: 0,
    pushRetries: 0,
    pushFailures: 0,
  };

  const recipients = (check(await service.rpc('alert_recipients'), 'Reading alert recipients') as AlertRecipient[]).map(
    (row) => ({ ...row, last_listing_modified: Number(row.last_listing_modified) }),
  );
  if (recipients.length === 0) return report;
  // Reduced, not spread: five searches a member make tens of thousands of rows.
  const minCursor = recipients.reduce(
    (min, recipient) => Math.min(min, recipient.last_listing_modified),
    Number.POSITIVE_INFINITY,
  );
  const listings = await newListings(service, minCursor, new Date(nowMs - NEWS_WINDOW_MS).toISOString());
  report.listingsScanned = listings.length;
  const upper = listings.reduce((max, listing) => Math.max(max, listing._modified), minCursor);
  // Amsterdam's outlines are read only when a search names a neighbourhood or district.
  const namesOutlines = recipients.some((recipient) => {
    const areas = parseAreas(recipient.alert.areas ?? []);
    return areas.ok && needsOutlines(areas.value);
  });
  const plans = alertPlan(recipients, listings, nowMs, namesOutlines ? await amsterdamOutlines() : undefined);
  report.recipients = plans.size;
  const stale = new Set(
    check(await service.rpc('stale_alert_members', { p_lease: lease }), 'Reading stopped deliveries') as string[],
  );
  const byId = new Map(listings.map((listing) => [listing.id, listing]));

  if (options.push) {
    const due = new Set(
      check(await service.rpc('due_push_members', { p_lease: lease }), 'Reading due pushes') as string[],
    );
    const pushWanted = new Map<string, ListingWithModified[]>();
    for (const [userId, plan] of plans) {
      if (!plan.byPush) continue;
      if (plan.toPush.length > 0 || due.has(userId)) pushWanted.set(userId, plan.toPush);
    }
    try {
      Object.assign(
        report,
        await pushAlerts(
          {
            service,
            sender: options.push,
            runId,
            lease,
            byId,
            loadListings: (ids) => listingsById(service, ids),
            searchNames: (userId, listingId) => plans.get(userId)?.searchNames(listingId) ?? [],
          },
          pushWanted,
        ),
      );
    } catch (error) {
      // Pushes that could not even start (their outbox unreadable) must not keep the mails from going out.
      console.warn('The pushes of this alert run failed', error);
      report.pushFailures += 1;
    }
  }

  for (const { member: recipient, byEmail, toMail: wanted, searchNames } of plans.values()) {
    if (!byEmail) continue;
    if (wanted.length === 0 && !stale.has(recipient.user_id)) continue;
    const claimed = check(
      await service.rpc('claim_alert_deliveries', {
        p_user_id: recipient.user_id,
        p_listing_ids: wanted.map((listing) => listing.id),
        p_run_id: runId,
        p_lease: lease,
      }),
      'Claiming deliveries',
    ) as Array<number | string>;
    const claimedIds = [...new Set(claimed.map(Number))];
    if (claimedIds.length === 0) continue;
    const missing = claimedIds.filter((id) => !byId.has(id));
    for (const listing of await listingsById(service, missing)) byId.set(listing.id, listing);
    const toSend = claimedIds
      .map((id) => byId.get(id))
      .filter((listing): listing is ListingWithModified => listing !== undefined)
      .sort((left, right) => right._modified - left._modified || right.id - left.id);
    if (toSend.length === 0) continue;
    const token = await unsubscribeToken(recipient.user_id, options.signingSecret);
    const mail = digestMail(
      recipient.email,
      recipient.first_name,
      toSend,
      {
        siteUrl: options.siteUrl,
        apiUrl: options.apiUrl,
        unsubscribePageUrl: `${options.siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
        oneClickUrl: `${options.apiUrl}/functions/v1/alert-unsubscribe?token=${encodeURIComponent(token)}`,
      },
      recipient.language,
      searchNames,
    );
    try {
      await mailer.send(mail);
    } catch (error) {
      // The claims stay pending; a later run takes them over once the lease has passed.
      console.warn(`The alert mail to member ${recipient.user_id} failed`, error);
      report.failures += 1;
      continue;
    }
    check(
      await service.rpc('complete_alert_deliveries', {
        p_user_id: recipient.user_id,
        p_listing_ids: toSend.map((listing) => listing.id),
        p_run_id: runId,
      }),
      'Marking deliveries sent',
    );
    report.mailsSent += 1;
    report.listingsSent += toSend.length;
  }
  const behind = [...plans.values()]
    .filter(({ member }) => member.last_listing_modified < upper)
    .map(({ member }) => member.user_id);
  if (behind.length > 0)
    check(await service.rpc('advance_alert_cursors', { p_user_ids: behind, p_modified: upper }), 'Advancing cursors');
  return report;
}
