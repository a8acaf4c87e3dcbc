// Dates of listings (filter-semantics.md): a date is valid when it parses as an ISO date or timestamp;
// its calendar date is the UTC date; day counts are whole days between calendar dates.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);

/**
 * Milliseconds since the epoch, or null when the text is not a real ISO date or timestamp.
 * Counted from the parts rather than by Date.parse: a device's first copy reads four dates of each of
 * 20,000 listings, and building strings for Date.parse was half of the query index's start. Anything out
 * of the ordinary (hour 24, a leap second, a large offset) still goes to Date.parse (`parsedByDate`), so
 * both ways give the same answer; dates.test.ts compares them on thousands of texts.
 */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = ISO.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Date.UTC reads years 0 to 99 as 1900 to 1999: such a year is no date here, as it never was.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  const date = Date.UTC(year, month - 1, day);
  if (match[4] === undefined) return date;
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const offset = offsetMinutes(match[8]);
  if (hour > 23 || minute > 59 || second > 59 || offset === null) return parsedByDate(text, match[8]);
  // Date.parse keeps the first three digits of a fraction of a second.
  const milliseconds = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0'));
  return date + ((hour * 60 + minute - offset) * 60 + second) * 1000 + milliseconds;
}

/** An offset such as Z, +02, -0530 or +02:00 in minutes east of UTC; null when it is out of the ordinary. */
function offsetMinutes(offset: string | undefined): number | null {
  if (offset === undefined || offset === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(3).replace(':', '') || '0');
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** A timestamp as Date.parse reads it, UTC without an offset; for what parseInstant leaves to it. */
function parsedByDate(text: string, offset: string | undefined): number | null {
  // Postgres writes offsets as +00 or +0200, which Date.parse wants as +00:00.
  const body = text.slice(0, text.length - (offset?.length ?? 0)).replace(' ', 'T');
  const zone =
    offset === undefined || offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(3).replace(':', '') || '00'}`;
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
