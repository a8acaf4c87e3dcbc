// What one run of alerts decides before it sends anything (pure, no I/O): the members among the run's
// saved searches (alert_recipients gives one row per search), the channels each member's searches use, and
// for each member the new listings to mail and to push, each listing once however many of their searches it
// matched (match-alerts.ts). run-alerts.ts acts on this plan; `npm run bench -- alerts` measures this very
// function at 10,000 members x 5 searches x 1,000 new listings.
import type { AreaOutlines } from '../../../../src/domain/areas/area-outlines.ts';
import {
  listingsFor,
  matchSearches,
  searchNamesOf,
  type AlertRecipient,
  type ListingWithModified,
  type MemberMatches,
} from './match-alerts.ts';

export type MemberPlan = {
  /** The member's first search row: their address, name, language and cursor. */
  member: AlertRecipient;
  /** Whether any of their searches goes out by e-mail, and by push. */
  byEmail: boolean;
  byPush: boolean;
  /** New listings to mail / to push, newest first (empty when none). */
  toMail: ListingWithModified[];
  toPush: ListingWithModified[];
  /** The names of the searches a listing matched, for a message that names them (none for a lone search). */
  searchNames: (listingId: number) => string[];
};

const NO_NAMES = (): string[] => [];

/** The run's plan: one entry per member with a live, switched-on search, in the order the rows came. */
export function alertPlan(
  recipients: readonly AlertRecipient[],
  listings: readonly ListingWithModified[],
  nowMs: number,
  outlines?: AreaOutlines,
): Map<string, MemberPlan> {
  const matches = matchSearches(recipients, listings, nowMs, outlines);
  const plans = new Map<string, MemberPlan>();
  for (const recipient of recipients) {
    let plan = plans.get(recipient.user_id);
    if (!plan) {
      const found: MemberMatches | undefined = matches.get(recipient.user_id);
      plan = {
        member: recipient,
        byEmail: false,
        byPush: false,
        toMail: found ? listingsFor(found, 'email') : [],
        toPush: found ? listingsFor(found, 'push') : [],
        searchNames: found ? (listingId) => searchNamesOf(found, listingId) : NO_NAMES,
      };
      plans.set(recipient.user_id, plan);
    }
    if (recipient.channels !== 'push') plan.byEmail = true;
    if (recipient.channels !== 'email') plan.byPush = true;
  }
  return plans;
}
