// Dates of listings (filter-semantics.md): a date is valid when it parses as an ISO date or timestamp;
// its calendar date is the UTC date; day counts are whole days between calendar dates.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);

/** The instant a calendar date begins in UTC, or null when there is no such date. */
function calendarDate(year: number, month: number, day: number): number | null {
  // Date.UTC reads years 0 to 99 as 1900 to 1999: such a year is no date here, as it never was.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return Date.UTC(year, month - 1, day);
}

/** The instant of a time of day on a date, written `offset` minutes east of UTC. */
const instantOn = (date: number, hour: number, minute: number, second: number, milliseconds: number, offset: number) =>
  date + ((hour * 60 + minute - offset) * 60 + second) * 1000 + milliseconds;

/**
 * Milliseconds since the epoch, or null when the text is not a real ISO date or timestamp.
 * Counted from the parts rather than by Date.parse: a device's first copy and every start from the snapshot
 * read four dates of each of 20,000 listings. An ordinary text (a date, or a timestamp with an offset such as
 * Postgres and the server write) is read character by character (ordinaryInstant): the pattern's match and
 * its substrings were still 40% of the query index's start. Anything else goes to the pattern, and anything
 * out of the ordinary there (hour 24, a leap second, a large offset) to Date.parse (`parsedByDate`), so every
 * way gives the same answer; dates.test.ts compares them on thousands of texts.
 */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return ordinaryInstant(text) ?? instantByPattern(text);
}

const DIGIT_ZERO = 0x30;
const DASH = 0x2d;
const COLON = 0x3a;
const DOT = 0x2e;
const PLUS = 0x2b;
const MINUS = 0x2d;
const SPACE = 0x20;
const LETTER_T = 0x54;
const LETTER_Z = 0x5a;

const isDigit = (code: number) => code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9;

/** The number written by `count` ASCII digits from `start`, or -1 when one is not a digit (or missing). */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let at = start; at < start + count; at += 1) {
    const code = text.charCodeAt(at);
    if (!isDigit(code)) return -1;
    value = value * 10 + code - DIGIT_ZERO;
  }
  return value;
}

/**
 * The instant of an ordinary, valid text, read without the pattern: YYYY-MM-DD, optionally followed by
 * THH:MM[:SS[.fraction]] and Z, +HH, +HHMM or +HH:MM, every part in range. Undefined for any other text,
 * valid or not: the pattern then decides.
 */
function ordinaryInstant(text: string): number | undefined {
  const length = text.length;
  if (length !== 10 && length < 16) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return undefined;
  const date = calendarDate(year, month, day);
  if (date === null) return undefined;
  if (length === 10) return date;
  const separator = text.charCodeAt(10);
  if ((separator !== LETTER_T && separator !== SPACE) || text.charCodeAt(13) !== COLON) return undefined;
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return undefined;
  let at = 16;
  let second = 0;
  let milliseconds = 0;
  if (text.charCodeAt(at) === COLON) {
    second = digitsAt(text, at + 1, 2);
    if (second < 0 || second > 59) return undefined;
    at += 3;
    if (text.charCodeAt(at) === DOT) {
      const start = at + 1;
      at = start;
      while (isDigit(text.charCodeAt(at))) at += 1;
      if (at === start) return undefined;
      // Date.parse keeps the first three digits of a fraction of a second.
      const kept = Math.min(3, at - start);
      milliseconds = digitsAt(text, start, kept) * 10 ** (3 - kept);
    }
  }
  let offset = 0;
  if (at < length) {
    const sign = text.charCodeAt(at);
    if (sign === LETTER_Z) {
      if (at + 1 !== length) return undefined;
    } else if (sign === PLUS || sign === MINUS) {
      const hours = digitsAt(text, at + 1, 2);
      at += 3;
      let minutes = 0;
      if (at < length) {
        if (text.charCodeAt(at) === COLON) at += 1;
        minutes = digitsAt(text, at, 2);
        at += 2;
      }
      if (at !== length || hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return undefined;
      offset = (sign === MINUS ? -1 : 1) * (hours * 60 + minutes);
    } else return undefined;
  }
  return instantOn(date, hour, minute, second, milliseconds, offset);
}

/** parseInstant by the pattern: every text ordinaryInstant leaves to it. */
function instantByPattern(text: string): number | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (date === null || match[4] === undefined) return date;
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const offset = offsetMinutes(match[8]);
  if (hour > 23 || minute > 59 || second > 59 || offset === null) return parsedByDate(text, match[8]);
  // Date.parse keeps the first three digits of a fraction of a second.
  const milliseconds = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0'));
  return instantOn(date, hour, minute, second, milliseconds, offset);
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
