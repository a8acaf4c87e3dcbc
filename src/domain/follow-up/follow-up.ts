// A favorite's follow-up (issue 36): where the member stands with the room (a status they move forwards and
// back), the viewing they planned, and a note. The rules here are the database's checks, told before a
// write, and the follow-up view's order: grouped by status, the next viewing first.
import type { Language } from '../language.ts';
import { parseInstant } from '../listings/dates.ts';

/** The statuses in the order a search goes through them; the board's columns and the phone's sections follow it. */
export const FOLLOW_UP_STATUSES = [
  'to_contact',
  'contacted',
  'viewing_planned',
  'applied',
  'rejected',
  'got_it',
] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const NOTE_MAX_LENGTH = 2000;
/** The database's range for a viewing's time: anything outside is a typing slip, not a plan. */
const VIEWING_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };

export type FollowUpFields = {
  status: FollowUpStatus;
  /** An ISO instant (with its offset); required for 'viewing_planned', kept otherwise. */
  viewingAt: string | null;
  note: string;
};

export type FollowUp = FollowUpFields & { listingId: number; createdAt: string | null };

export type FollowUpProblem = 'unknownStatus' | 'viewingTimeMissing' | 'viewingTimeInvalid' | 'noteTooLong';

export function isFollowUpStatus(value: unknown): value is FollowUpStatus {
  return typeof value === 'string' && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);
}

/** What is wrong with a follow-up before it is written (the same rules as the database's checks), or null. */
export function followUpProblem(fields: FollowUpFields): FollowUpProblem | null {
  if (!isFollowUpStatus(fields.status)) return 'unknownStatus';
  if (fields.viewingAt !== null) {
    const instant = parseInstant(fields.viewingAt);
    if (instant === null || instant < VIEWING_RANGE.from || instant >= VIEWING_RANGE.to) return 'viewingTimeInvalid';
  } else if (fields.status === 'viewing_planned') return 'viewingTimeMissing';
  if (typeof fields.note !== 'string' || fields.note.length > NOTE_MAX_LENGTH) return 'noteTooLong';
  return null;
}

export type FollowUpGroup = { status: FollowUpStatus; items: FollowUp[] };

const viewingTime = (followUp: FollowUp): number => parseInstant(followUp.viewingAt) ?? Number.POSITIVE_INFINITY;
const addedTime = (followUp: FollowUp): number => parseInstant(followUp.createdAt) ?? 0;

/**
 * Every status with its favorites, in the statuses' order (empty ones too, so counts and columns stay put).
 * Planned viewings run soonest first, the ones already past after the coming ones; the other statuses show
 * the newest favorite first, as the favorites list did.
 */
export function groupFollowUps(followUps: readonly FollowUp[], now: number): FollowUpGroup[] {
  return FOLLOW_UP_STATUSES.map((status) => {
    const items = followUps.filter((followUp) => followUp.status === status);
    if (status !== 'viewing_planned')
      return { status, items: items.sort((a, b) => addedTime(b) - addedTime(a) || a.listingId - b.listingId) };
    const coming = items.filter((item) => viewingTime(item) >= now).sort((a, b) => viewingTime(a) - viewingTime(b));
    const past = items.filter((item) => viewingTime(item) < now).sort((a, b) => viewingTime(b) - viewingTime(a));
    return { status, items: [...coming, ...past] };
  });
}

/** The soonest planned viewing that has not started yet, or null. */
export function nextViewing(followUps: readonly FollowUp[], now: number): FollowUp | null {
  let next: FollowUp | null = null;
  for (const followUp of followUps) {
    if (followUp.status !== 'viewing_planned' || viewingTime(followUp) < now) continue;
    if (next === null || viewingTime(followUp) < viewingTime(next)) next = followUp;
  }
  return next;
}

/**
 * A `datetime-local` input's value ('2026-12-03T19:00', the device's own clock) as an ISO instant, or null
 * when it is empty or no time; the offset is the device's at that date, so a summer viewing planned in winter
 * keeps its hour.
 */
export function instantFromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const local = new Date(year, month - 1, day, hour, minute);
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return local.toISOString();
}

/** An ISO instant as a `datetime-local` input's value on this device's clock, or '' for none. */
export function localInputFromInstant(value: string | null): string {
  const instant = parseInstant(value);
  if (instant === null) return '';
  const local = new Date(instant);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** 'Thu 3 Dec, 19:00' ('do 3 dec, 19:00') on this device's clock, or null for no valid time. */
export function formatViewingTime(value: string | null, language: Language): string | null {
  const instant = parseInstant(value);
  if (instant === null) return null;
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}
