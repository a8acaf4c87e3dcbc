// How a listing's rental terms and timing read on cards and the detail page, in the language whose texts are
// passed: bills beside the rent, the deposit, registration, the furnishing, how long ago it was posted and
// from when it is available. Each is null where the listing does not say, so nothing is
// guessed. The rent shown above these keeps its meaning (what the tenant pays a month, bills on top included),
// so a known bills amount is written as the split of that rent ("€710 rent + €110 bills"), never added to it.
import type { Language } from '../language.ts';
import { dayOf, parseInstant, utcDay } from './dates.ts';
import { formatShortDate, type FormatTexts } from './format.ts';
import type { BillsStatus } from '../ingestion/bills.ts';
import type { Furnishing } from '../ingestion/furnishing.ts';

// Each term may also be missing altogether: a card from a server answer older than the terms has none.
export type BillsTerms = {
  rent: number | null;
  bills: BillsStatus | null | undefined;
  billsMonthly: number | null | undefined;
  billsAdvance: boolean | null | undefined;
};

const BILLS_STATUSES: readonly unknown[] = ['included', 'excluded', 'partly'] satisfies BillsStatus[];

/** 'Bills included', '€710 rent + €110 bills (advance)', 'Bills not included', or null when the post does not say. */
export function billsText(terms: BillsTerms, texts: FormatTexts): string | null {
  const { rent, bills } = terms;
  if (!BILLS_STATUSES.includes(bills)) return null;
  const amount = typeof terms.billsMonthly === 'number' ? terms.billsMonthly : null;
  const text = texts.factText.bills;
  if (bills === 'included') return amount !== null ? text.includedAmount({ bills: amount }) : text.included;
  // Without the rent, or with an amount that cannot be part of it, there is no split to tell.
  const base = rent !== null && amount !== null && amount < rent ? rent - amount : null;
  if (base === null || amount === null) return bills === 'excluded' ? text.excluded : text.partly;
  if (bills === 'partly') return text.partlySplit({ base, bills: amount });
  return terms.billsAdvance === true ? text.splitAdvance({ base, bills: amount }) : text.split({ base, bills: amount });
}

/** 'Deposit €1,550', 'No deposit' (the post says there is none), or null when it gives no amount. */
export function depositText(deposit: number | null | undefined, texts: FormatTexts): string | null {
  if (typeof deposit !== 'number' || !Number.isFinite(deposit) || deposit < 0) return null;
  return deposit === 0 ? texts.factText.noDeposit : texts.factText.deposit({ amount: deposit });
}

/** 'Registration possible', 'No registration', or null when the post does not say. */
export function registrationText(registration: boolean | null | undefined, texts: FormatTexts): string | null {
  if (typeof registration !== 'boolean') return null;
  return registration ? texts.factText.registration : texts.factText.noRegistration;
}

/** 'Furnished', 'Upholstered', 'Unfurnished (bare)', or null when the post does not say. */
export function furnishingText(furnishing: Furnishing | null | undefined, texts: FormatTexts): string | null {
  return furnishing === 'furnished' || furnishing === 'upholstered' || furnishing === 'bare'
    ? texts.factText.furnishing[furnishing]
    : null;
}

/** A card's line of terms, each only when known: 'Furnished · Deposit €1,550 · Registration possible'. */
export function cardTerms(
  listing: {
    furnishing: Furnishing | null | undefined;
    deposit: number | null | undefined;
    registration: boolean | null | undefined;
  },
  texts: FormatTexts,
): string[] {
  return [
    furnishingText(listing.furnishing, texts),
    depositText(listing.deposit, texts),
    registrationText(listing.registration, texts),
  ].filter((term): term is string => term !== null);
}

const MINUTE_MS = 60_000;

/**
 * How long ago a listing was posted: 'Just now', '12 min ago', '2 h ago', '3 days ago'. A time ahead of this
 * device's clock (a clock a little behind the server's) is just now; an unreadable time is null.
 */
export function postedAgoText(postedAt: string | null, nowMs: number, texts: FormatTexts): string | null {
  const instant = parseInstant(postedAt);
  if (instant === null) return null;
  const ago = texts.factText.postedAgo;
  const minutes = Math.floor((nowMs - instant) / MINUTE_MS);
  if (minutes < 1) return ago.justNow;
  if (minutes < 60) return ago.minutes({ count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago.hours({ count: hours });
  return ago.days({ count: Math.floor(hours / 24) });
}

/** Whether a date (filter-semantics.md: its UTC calendar day) is today or before. */
function hasCome(date: string | null | undefined, nowMs: number): boolean {
  const day = dayOf(date);
  return day !== null && day <= utcDay(nowMs);
}

/** A card's availability: 'Available now' for today or a past date, else 'From Oct 1, 2026'; null for none. */
export function availableFromText(
  from: string | null | undefined,
  nowMs: number,
  language: Language,
  texts: FormatTexts,
): string | null {
  if (hasCome(from, nowMs)) return texts.factText.availableNow;
  const date = formatShortDate(from, language);
  return date === null ? null : texts.factText.from({ from: date });
}

/** The detail page's availability: 'Available now', 'Now to Mar 1, 2027', 'Oct 1, 2026 to Mar 1, 2027', 'From …'. */
export function availabilityText(
  from: string | null | undefined,
  until: string | null | undefined,
  nowMs: number,
  language: Language,
  texts: FormatTexts,
): string | null {
  const start = formatShortDate(from, language);
  if (start === null) return null;
  const end = formatShortDate(until, language);
  if (hasCome(from, nowMs)) return end === null ? texts.factText.availableNow : texts.factText.nowTo({ until: end });
  return end === null ? texts.factText.from({ from: start }) : texts.factText.fromTo({ from: start, until: end });
}
