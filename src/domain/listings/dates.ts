// Dates of listings (filter-semantics.md): a date is valid when it parses as an ISO date or timestamp;
// its calendar date is the UTC date; day counts are whole days between calendar dates.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DAY_MS = 86_400_000;

/** Milliseconds since the epoch, or null when the text is not a real ISO date or timestamp. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = ISO.exec(text);
  if (!match) return null;
  const [, year, month, day, hour] = match;
  // Date.parse rolls 2026-02-30 over into March; a day that does not exist is no date.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendar.getUTCFullYear() !== Number(year) ||
    calendar.getUTCMonth() !== Number(month) - 1 ||
    calendar.getUTCDate() !== Number(day)
  )
    return null;
  if (hour === undefined) return calendar.getTime();
  // A timestamp without an offset is read as UTC, never as the machine's local time; Postgres writes
  // offsets as +00 or +0200, which Date.parse wants as +00:00.
  const offset = match[7];
  const body = text.slice(0, text.length - (offset?.length ?? 0)).replace(' ', 'T');
  const zone =
    offset === undefined
      ? 'Z'
      : offset === 'Z'
        ? 'Z'
        : `${offset.slice(0, 3)}:${offset.slice(3).replace(':', '') || '00'}`;
  const parsed = Date.parse(`${body}${zone}`);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Whole days since the epoch of the instant's UTC calendar date. */
export function utcDay(instant: number): number {
  return Math.floor(instant / DAY_MS);
}

/** The UTC calendar day of a date text, or null when it is not valid. */
export function dayOf(value: unknown): number | null {
  const instant = parseInstant(value);
  return instant === null ? null : utcDay(instant);
}
