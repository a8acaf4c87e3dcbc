// The compact copy's moments (a post's time, a listing's creation) as numbers instead of texts: each listing's
// two timestamps were two texts of their own in the copy's dictionary, about a third of its gzipped bytes.
// A column travels as steps, in the coarsest unit all its values are whole in (a second, a millisecond, a
// microsecond), from the listing before; decoded, each is written back exactly as Postgres wrote it
// (`2026-11-20T13:45:12.123+00:00`, the fraction without its trailing zeros). A column with any value
// written otherwise travels as texts, as before: the device must read back the very text the server sent.

/** Steps in `unit` microseconds from the last value before it; null where the listing has none. */
export type InstantColumn = { unit: number; steps: Array<number | null> };

const UNITS = [1_000_000, 1_000, 1] as const;
/** Postgres's text of a timestamptz in UTC, as PostgREST sends it. */
const POSTGRES_UTC = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00:00$/;

/** Microseconds since 1970 of a timestamp text as Postgres writes it in UTC, or null for any other text. */
function microsecondsOf(text: string): number | null {
  const match = POSTGRES_UTC.exec(text);
  if (!match) return null;
  const seconds = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(seconds)) return null;
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return seconds * 1_000 + fraction;
}

/** The timestamp text Postgres writes in UTC for these microseconds since 1970. */
export function postgresInstantText(microseconds: number): string {
  const fraction = ((microseconds % 1_000_000) + 1_000_000) % 1_000_000;
  const seconds = (microseconds - fraction) / 1_000;
  const whole = new Date(seconds).toISOString().slice(0, 19);
  const digits = String(fraction).padStart(6, '0').replace(/0+$/, '');
  return `${whole}${digits === '' ? '' : `.${digits}`}+00:00`;
}

/**
 * The column's values as steps, or null when one of them is not a text that reads back exactly (another
 * offset, a date without a time, a year before 1970 or after 2255): then it travels as texts.
 */
export function encodeInstants(values: readonly unknown[]): InstantColumn | null {
  const moments: Array<number | null> = [];
  for (const value of values) {
    if (value === null || value === undefined) {
      moments.push(null);
      continue;
    }
    if (typeof value !== 'string') return null;
    const moment = microsecondsOf(value);
    if (moment === null || moment < 0 || !Number.isSafeInteger(moment) || postgresInstantText(moment) !== value)
      return null;
    moments.push(moment);
  }
  const unit = UNITS.find((candidate) => moments.every((moment) => moment === null || moment % candidate === 0)) ?? 1;
  let last = 0;
  const steps = moments.map((moment) => {
    if (moment === null) return null;
    const step = (moment - last) / unit;
    last = moment;
    return step;
  });
  return { unit, steps };
}

/** The texts of a column of steps; null when the column is not of this shape or of `count` values. */
export function decodeInstants(column: unknown, count: number): Array<string | null> | null {
  const { unit, steps } = (column ?? {}) as Partial<InstantColumn>;
  if (!UNITS.includes(unit as (typeof UNITS)[number]) || !Array.isArray(steps) || steps.length !== count) return null;
  const texts: Array<string | null> = [];
  let last = 0;
  for (const step of steps) {
    if (step === null) {
      texts.push(null);
      continue;
    }
    if (!Number.isSafeInteger(step)) return null;
    last += step * (unit as number);
    if (last < 0 || !Number.isSafeInteger(last)) return null;
    texts.push(postgresInstantText(last));
  }
  return texts;
}
