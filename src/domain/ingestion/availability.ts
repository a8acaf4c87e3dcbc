// When the dwelling is available and until when, resolved against the posting date: "per 1/11", "from the 1st
// of December", "Dec 1 – Feb 28", "mid-November", "ASAP", "for 6 months", "bepaalde tijd van 2 jaar".
// Dates of viewings, hospi evenings and reply deadlines are not availability.
import { COUNT_SOURCE, parseCount } from './numbers.ts';

const MONTHS: ReadonlyArray<readonly [number, string]> = [
  [1, 'januari|january|jan'],
  [2, 'februari|february|feb'],
  [3, 'maart|march|mrt|mar'],
  [4, 'april|apr'],
  [5, 'mei|may'],
  [6, 'juni|june|jun'],
  [7, 'juli|july|jul'],
  [8, 'augustus|august|aug'],
  [9, 'september|sept|sep'],
  [10, 'oktober|october|okt|oct'],
  [11, 'november|nov'],
  [12, 'december|dec'],
];
const MONTH_SOURCE = `(${MONTHS.map(([, names]) => names).join('|')})\\.?`;
const MONTH_BY_NAME = new Map<string, number>(
  MONTHS.flatMap(([month, names]) => names.split('|').map((name) => [name, month] as const)),
);

const DAY_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:st|nd|rd|th|e|ste|de)?\s+(?:of\s+)?${MONTH_SOURCE}(?![a-z])(?:,?\s+(\d{4}))?`,
  'g',
);
const MONTH_DAY = new RegExp(
  String.raw`\b${MONTH_SOURCE}(?![a-z])\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:m2|m²|sqm))(?:,?\s+(\d{4}))?`,
  'g',
);
const NUMERIC = /(?<![\d/.,:-])(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?(?!\d|[/.,:]\d|\s*(?:m2|m²|sqm))/g;
const MONTH_ONLY = new RegExp(
  String.raw`\b(?:(begin|start\s+of|early|eind|end\s+of|einde|mid|midden|half|medio|late)[-\s]+)?(?:van\s+|of\s+)?${MONTH_SOURCE}(?![a-z])(?:\s+(\d{4}))?`,
  'g',
);

const FROM_BEFORE =
  /(?:\bfrom|\bvanaf|\bper|\bavailable|\bbeschikbaar|\bstarting|\bstart(?:s|ing)?(?:\s+on)?|\bmove[-\s]in(?:\s+from)?|\bingangsdatum|\bvrij\s+per|\bvan|\baway\s+from|\bbegin(?:nend)?|\bsince)\s*(?:the\s+|on\s+|:\s*)?$/;
const UNTIL_BEFORE =
  /(?:\buntil|\btill|\btil|\bto|\btot\s+en\s+met|\bt\/m|\btm|\btot|\bthrough|\bthru|–|—|-|\bup\s+to)\s*(?:the\s+)?$/;
const NOT_AVAILABILITY =
  /(?:view\w*|bezichtig\w*|hospi\w*|kijkavond|open\s+huis|reageren|react\w*|respond|reply|apply|aanmelden|deadline|event|\bon\s+(?:mon|tue|wed|thu|fri|sat|sun)\w*day|\bop\s+(?:maan|dins|woens|donder|vrij|zater|zon)dag|must\s+be\s+gone|\bsince\b|posted|birthday|\bborn\b)[^.!?\n]{0,30}$/;
const IMMEDIATELY =
  /\b(?:asap|a\.s\.a\.p|per\s+direct|direct\s+beschikbaar|directly\s+available|immediately|available\s+now|now\s+available|available\s+right\s+away|right\s+away|meteen|zsm|z\.s\.m\.|per\s+heden|vanaf\s+nu|from\s+now|nu\s+beschikbaar|beschikbaar\s+per\s+direct)\b|\b(?:beschikbaar|available|vrij)\s*:\s*(?:direct|per\s+direct|nu|meteen|now|immediately|asap)\b/;
const DURATION = new RegExp(
  String.raw`(?<!\b(?:min(?:imum|imaal)?\.?|at\s+least|minstens|ten\s+minste|max(?:imum|imaal)?\.?)\s*)\b(?:for|voor|period\s+of|periode\s+van|bepaalde\s+tijd(?:\s+van)?|contract\s+(?:for|of|van))\s+(?:a\s+|een\s+)?(?:period\s+of\s+)?${COUNT_SOURCE}\s+(months?|maanden|maand|weeks?|weken|years?|jaar)\b`,
);

type Found = {
  start: number;
  end: number;
  year: number | null;
  month: number;
  day: number | null;
  qualifier: string | null;
};

function collectDates(folded: string): Found[] {
  const found: Found[] = [];
  const add = (entry: Found) => {
    if (entry.month < 1 || entry.month > 12 || (entry.day !== null && (entry.day < 1 || entry.day > 31))) return;
    if (found.some((other) => entry.start < other.end && entry.end > other.start)) return;
    found.push(entry);
  };
  const year = (raw: string | undefined) =>
    raw === undefined ? null : raw.length === 2 ? 2000 + Number(raw) : Number(raw);
  for (const match of folded.matchAll(DAY_MONTH)) {
    add({
      start: match.index,
      end: match.index + match[0].length,
      day: Number(match[1]),
      month: MONTH_BY_NAME.get(match[2] ?? '') ?? 0,
      year: year(match[3]),
      qualifier: null,
    });
  }
  for (const match of folded.matchAll(MONTH_DAY)) {
    add({
      start: match.index,
      end: match.index + match[0].length,
      day: Number(match[2]),
      month: MONTH_BY_NAME.get(match[1] ?? '') ?? 0,
      year: year(match[3]),
      qualifier: null,
    });
  }
  for (const match of folded.matchAll(NUMERIC)) {
    add({
      start: match.index,
      end: match.index + match[0].length,
      day: Number(match[1]),
      month: Number(match[2]),
      year: year(match[3]),
      qualifier: 'numeric',
    });
  }
  for (const match of folded.matchAll(MONTH_ONLY)) {
    add({
      start: match.index,
      end: match.index + match[0].length,
      day: null,
      month: MONTH_BY_NAME.get(match[2] ?? '') ?? 0,
      year: year(match[3]),
      qualifier: match[1] ?? 'month',
    });
  }
  return found.sort((left, right) => left.start - right.start);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayOf(found: Found, year: number): number {
  if (found.day !== null) return Math.min(found.day, daysInMonth(year, found.month));
  const qualifier = found.qualifier ?? '';
  if (/^(?:eind|end|einde|late)/.test(qualifier)) return daysInMonth(year, found.month);
  if (/^(?:mid|midden|half|medio)/.test(qualifier)) return 15;
  return 1;
}

function toIso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date on or after (posted - 60 days) that the written day and month mean. */
function resolve(found: Found, posted: Date, notBefore: string | null): string {
  let year = found.year ?? posted.getUTCFullYear();
  if (found.year === null) {
    const earliest = new Date(posted.getTime() - 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    while (toIso(year, found.month, dayOf(found, year)) < earliest) year += 1;
    while (notBefore !== null && toIso(year, found.month, dayOf(found, year)) < notBefore) year += 1;
  }
  return toIso(year, found.month, dayOf(found, year));
}

export function addCalendar(iso: string, amount: number, unit: 'month' | 'week'): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (unit === 'week') return new Date(Date.UTC(year, month - 1, day + amount * 7)).toISOString().slice(0, 10);
  const totalMonths = year * 12 + (month - 1) + amount;
  const targetYear = Math.floor(totalMonths / 12);
  const targetMonth = (totalMonths % 12) + 1;
  return toIso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Available from and until, as YYYY-MM-DD, from the folded text and the time of posting. */
export function extractAvailability(
  folded: string,
  postedAt: string,
): { availableFrom: string | null; availableUntil: string | null } {
  const posted = new Date(postedAt);
  if (Number.isNaN(posted.getTime())) return { availableFrom: null, availableUntil: null };
  const postedDay = posted.toISOString().slice(0, 10);
  const dates = collectDates(folded).filter((found) => {
    const before = folded.slice(Math.max(0, found.start - 50), found.start);
    return !NOT_AVAILABILITY.test(before) && !/(?:\bbefore|\bvoor|\bby|\buiterlijk)\s*$/.test(before);
  });
  const roles = dates.map((found, position) => {
    const before = folded.slice(Math.max(0, found.start - 24), found.start);
    const previous = dates[position - 1];
    if (previous && found.start - previous.end < 14 && UNTIL_BEFORE.test(before)) return 'until';
    if (/(?:\buntil|\btill|\btot\s+en\s+met|\bt\/m|\bthrough)\s*(?:the\s+)?(?:end\s+of\s+|eind\s+)?$/.test(before))
      return 'until';
    if (FROM_BEFORE.test(before)) return 'from';
    const next = dates[position + 1];
    if (next && next.start - found.end < 14 && UNTIL_BEFORE.test(folded.slice(found.end, next.start))) return 'from';
    // Numeric and month-only forms are too ambiguous without a word saying they are availability.
    return found.qualifier === null ? 'plain' : 'ignore';
  });
  let fromIndex = roles.indexOf('from');
  if (fromIndex === -1 && !IMMEDIATELY.test(folded)) fromIndex = roles.indexOf('plain');
  const fromFound = fromIndex === -1 ? null : (dates[fromIndex] as Found);
  let availableFrom: string | null = null;
  if (fromFound) availableFrom = resolve(fromFound, posted, null);
  else if (IMMEDIATELY.test(folded)) availableFrom = postedDay;

  let availableUntil: string | null = null;
  const untilIndex = roles.findIndex((role, position) => role === 'until' && position > fromIndex);
  if (untilIndex !== -1) {
    const untilFound = dates[untilIndex] as Found;
    availableUntil = resolve(untilFound, posted, availableFrom);
    if (
      fromFound &&
      fromFound.year === null &&
      untilFound.year !== null &&
      availableFrom !== null &&
      availableFrom > availableUntil
    ) {
      availableFrom = resolve({ ...fromFound, year: untilFound.year }, posted, null);
    }
  } else if (availableFrom !== null) {
    const duration = DURATION.exec(folded);
    if (duration) {
      const count = parseCount(duration[1] ?? '') ?? 0;
      const unit = duration[2] ?? '';
      if (count > 0 && /^(?:week|weken)/.test(unit)) availableUntil = addCalendar(availableFrom, count, 'week');
      else if (count > 0 && /^(?:year|jaar)/.test(unit))
        availableUntil = addCalendar(availableFrom, count * 12, 'month');
      else if (count > 0) availableUntil = addCalendar(availableFrom, count, 'month');
    }
  }
  return { availableFrom, availableUntil };
}
