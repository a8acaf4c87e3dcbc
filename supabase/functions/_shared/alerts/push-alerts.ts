// The push half of a run of room alerts: every device of a member whose alert goes out by push gets the
// run's new matches, at most PUSHES_PER_RUN notifications one by one and the rest as one summary. Each
// (device, listing) is claimed in the push outbox before it is sent and marked sent once the push service
// accepted it, as the mail outbox does for mails. A device the push service calls gone is forgotten; a
// message it rejects is given up; any other failure releases the claims until a backoff has passed (the
// push service's Retry-After when it gave one, within a minute and an hour), and after MAX_PUSH_ATTEMPTS
// the delivery is given up, never sent twice. A device whose sending fails in any other way (the database
// away mid-send) keeps its claims for the next run after the lease, and the other devices go on. Claims are
// made for the whole run in one call, and what the push services took is marked sent in batches of
// COMPLETE_BATCH: a run that dies between a push and its batch pushes those again after the lease (their tag
// makes the repeat replace the first notification). A device's pushes are in its owner's language, and name
// the owner's searches a room matched when they have several (run-alerts.ts passes the names).
import type { SupabaseClient } from '@supabase/supabase-js';
import { alertPushes, pushTag } from '../../../../src/domain/alerts/alert-push.ts';
import { textsFor } from '../../../../src/i18n/fixed-texts.ts';
import { languageOr } from '../../../../src/i18n/language.ts';
import type { PushDevice, PushSender } from '../push/push-sender.ts';
import { joinNames } from './digest-mail.ts';
import type { ListingWithModified } from './match-alerts.ts';

export const MAX_PUSH_ATTEMPTS = 6;
/** A room that waited a day is no longer news on a lock screen. */
const PUSH_TTL_SECONDS = 24 * 3600;
const SENDS_AT_ONCE = 8;
const COMPLETE_BATCH = 50;

export type PushReport = {
  pushesSent: number;
  listingsPushed: number;
  devicesRemoved: number;
  pushRetries: number;
  /** Devices whose sending stopped on an error; their claims wait for a later run. */
  pushFailures: number;
};

/** Marks pushes sent in batches: one call per COMPLETE_BATCH devices, and the rest when the run ends. */
class SentMarks {
  private pending: Array<{ subscription_id: string; listing_ids: number[] }> = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly run: PushRun) {}

  add(subscriptionId: string, listingIds: readonly number[]): Promise<void> {
    this.pending.push({ subscription_id: subscriptionId, listing_ids: [...listingIds] });
    return this.pending.length >= COMPLETE_BATCH ? this.flush() : Promise.resolve();
  }

  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      check(
        await this.run.service.rpc('complete_push_deliveries', { p_sent: batch, p_run_id: this.run.runId }),
        'Marking pushes sent',
      );
    });
    return this.flushing;
  }
}

export type PushRun = {
  service: SupabaseClient;
  sender: PushSender;
  runId: string;
  lease: string;
  /** Reads listings the run did not scan (claims taken over from an earlier run). */
  loadListings(ids: readonly number[]): Promise<ListingWithModified[]>;
  byId: Map<number, ListingWithModified>;
  /** The names of the member's searches a listing matched, when a push names them (none for a lone search). */
  searchNames?: (userId: string, listingId: number) => readonly string[];
};

type Claim = { subscription_id: string; listing_id: number | string; attempts: number };
/** A device as push_devices gives it: with the language its owner reads RoomRadar in. */
type AlertDevice = PushDevice & { user_id: string; language: string };
type DeviceClaims = { listings: ListingWithModified[]; attempts: number; gone: number[] };

function check<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as T;
}

const MIN_RETRY_MS = 1000;
const MAX_RETRY_MS = 3600_000;

/** 30 s, 1 min, 2 min, ... up to an hour after the n-th failed attempt. */
export function pushBackoffMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, 30_000 * 2 ** Math.max(0, attempts));
}

/**
 * When to try again: the push service's Retry-After, else the backoff, always within a second and an hour
 * (a service asking for years must not stall the outbox, nor a room arrive days late).
 */
export function pushRetryDelayMs(retryAfterMs: number | null, attempts: number): number {
  const wanted = retryAfterMs ?? pushBackoffMs(attempts);
  return Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, Number.isFinite(wanted) ? wanted : MAX_RETRY_MS));
}

const interval = (ms: number) => `${Math.max(1, Math.ceil(ms / 1000))} seconds`;

async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Sends one device its claimed listings (newest first) and records each outcome in the outbox. */
async function pushToDevice(
  run: PushRun,
  marks: SentMarks,
  device: AlertDevice,
  listings: ListingWithModified[],
  attempts: number,
  report: PushReport,
): Promise<void> {
  const { service, runId } = run;
  const sent = new Set<number>();
  const namesOf = (listingId: number) => {
    const names = run.searchNames?.(device.user_id, listingId) ?? [];
    return names.length > 0 ? joinNames(names, languageOr(device.language)) : '';
  };
  for (const { push, listingIds } of alertPushes(listings, textsFor(device.language), namesOf)) {
    const outcome = await run.sender.send(device, {
      payload: JSON.stringify(push),
      topic: pushTag(push),
      ttlSeconds: PUSH_TTL_SECONDS,
    });
    if (outcome.kind === 'accepted') {
      await marks.add(device.id, listingIds);
      report.pushesSent += 1;
      report.listingsPushed += listingIds.length;
      for (const id of listingIds) sent.add(id);
      continue;
    }
    if (outcome.kind === 'gone') {
      // The device's deliveries go with it (on delete cascade).
      console.warn(`Forgetting push device ${device.id}: ${outcome.reason}`);
      check(await service.from('push_subscriptions').delete().eq('id', device.id), 'Forgetting a push device');
      report.devicesRemoved += 1;
      return;
    }
    const isRejected = outcome.kind === 'rejected';
    console.warn(
      `A push to device ${device.id} failed, ${isRejected ? 'given up' : 'to be retried'}: ${outcome.reason}`,
    );
    const unsent = listings.map((listing) => listing.id).filter((id) => !sent.has(id));
    check(
      await service.rpc('retry_push_deliveries', {
        p_subscription_id: device.id,
        p_listing_ids: unsent,
        p_run_id: runId,
        p_delay: interval(pushRetryDelayMs(isRejected ? null : outcome.retryAfterMs, attempts)),
        // A rejected message is given up at once: the same message would be rejected again.
        p_max_attempts: isRejected ? 0 : MAX_PUSH_ATTEMPTS,
      }),
      'Scheduling a push retry',
    );
    report.pushRetries += 1;
    return;
  }
}

/** One device's claims: closes those of listings gone from the feed, pushes the rest newest first. */
async function sendClaims(
  run: PushRun,
  marks: SentMarks,
  device: AlertDevice,
  entry: DeviceClaims,
  report: PushReport,
): Promise<void> {
  // A listing taken out of the feed since it was claimed has nothing left to announce.
  if (entry.gone.length > 0) await marks.add(device.id, entry.gone);
  const listings = entry.listings.sort((left, right) => right._modified - left._modified || right.id - left.id);
  if (listings.length > 0) await pushToDevice(run, marks, device, listings, entry.attempts, report);
}

/**
 * Pushes to the devices of these members: `wanted` holds each member's new matches (a member with due
 * retries and no new match has an empty list).
 */
export async function pushAlerts(
  run: PushRun,
  wanted: ReadonlyMap<string, ListingWithModified[]>,
): Promise<PushReport> {
  const report: PushReport = { pushesSent: 0, listingsPushed: 0, devicesRemoved: 0, pushRetries: 0, pushFailures: 0 };
  if (wanted.size === 0) return report;
  const devices = new Map(
    (
      check(
        await run.service.rpc('push_devices', { p_user_ids: [...wanted.keys()] }),
        'Reading push devices',
      ) as AlertDevice[]
    ).map((device) => [device.id, device]),
  );
  if (devices.size === 0) return report;
  const claims = check(
    await run.service.rpc('claim_push_deliveries', {
      p_wanted: [...wanted].map(([userId, listings]) => ({
        user_id: userId,
        listing_ids: listings.map((listing) => listing.id),
      })),
      p_run_id: run.runId,
      p_lease: run.lease,
    }),
    'Claiming pushes',
  ) as Claim[];
  const missing = [...new Set(claims.map((claim) => Number(claim.listing_id)))].filter((id) => !run.byId.has(id));
  for (const listing of await run.loadListings(missing)) run.byId.set(listing.id, listing);

  const perDevice = new Map<string, DeviceClaims>();
  for (const claim of claims) {
    const entry = perDevice.get(claim.subscription_id) ?? { listings: [], attempts: 0, gone: [] };
    const listing = run.byId.get(Number(claim.listing_id));
    if (listing) entry.listings.push(listing);
    else entry.gone.push(Number(claim.listing_id));
    entry.attempts = Math.max(entry.attempts, claim.attempts);
    perDevice.set(claim.subscription_id, entry);
  }
  const marks = new SentMarks(run);
  await inPool([...perDevice], SENDS_AT_ONCE, async ([deviceId, entry]) => {
    const device = devices.get(deviceId);
    if (!device) return;
    try {
      await sendClaims(run, marks, device, entry, report);
    } catch (error) {
      console.warn(`Pushing to device ${deviceId} stopped; a later run takes its claims over`, error);
      report.pushFailures += 1;
    }
  });
  await marks.flush();
  return report;
}
