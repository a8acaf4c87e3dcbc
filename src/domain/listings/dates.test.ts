import { describe, expect, it } from 'vitest';
import { dayOf, parseInstant } from './dates.ts';
import { seededRandom } from '../seeded-random.ts';

/** parseInstant as it was before it counted from the parts: everything through Date.parse. */
function referenceInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendar.getUTCFullYear() !== Number(year) ||
    calendar.getUTCMonth() !== Number(month) - 1 ||
    calendar.getUTCDate() !== Number(day)
  )
    return null;
  if (hour === undefined) return calendar.getTime();
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

describe('parseInstant', () => {
  it.each([
    ['2026-12-01', Date.UTC(2026, 11, 1)],
    ['2026-12-01T10:30:00Z', Date.UTC(2026, 11, 1, 10, 30)],
    ['2026-12-01T10:30:00.123+02:00', Date.UTC(2026, 11, 1, 8, 30, 0, 123)],
    ['2026-12-01 10:30:00+00', Date.UTC(2026, 11, 1, 10, 30)],
    ['2026-12-01T10:30', Date.UTC(2026, 11, 1, 10, 30)],
    ['2028-02-29', Date.UTC(2028, 1, 29)],
  ])('%s is %d', (text, expected) => expect(parseInstant(text)).toBe(expected));

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '26-12-01', '01-12-2026', 'tomorrow', '', '2026-12-01T25:00:00Z'])(
    '%j is not a date',
    (text) => {
      expect(parseInstant(text)).toBeNull();
    },
  );

  it.each([null, undefined, 20261201, {}])('%j is not a date', (value) => expect(parseInstant(value)).toBeNull());

  it.each([
    '2026-12-01T10:30:00+02:0',
    '2026-12-01T10:30:00+0',
    '2026-12-01T10:30:00.+02',
    '2026-12-01T10:30:00.',
    '2026-12-01T10:30:00.1234567Z',
    '2026-12-01T10:30:00.5',
    '2026-12-01T1030',
    '2026-12-01T10:3',
    '2026-12-01X10:30',
    '2026-12-01T10:30:00z',
    '2026-12-01T10:30:00Z ',
    ' 2026-12-01 ',
    '2026-12-01T10:30:00ZZ',
    '2026-12-01T10:30:00+02:00:00',
    '2026-12-01T10:30:00+02:00Z',
    '2026-12-01T10:30:0',
    '2026-12-01T10:30+0200',
    '2026_12-01',
    '2026-1201',
    '2026-12-01T',
    '２０２６-12-01',
    '2026-12-01T10:30:00−02:00',
  ])('%j is read as the pattern reads it', (text) => expect(parseInstant(text)).toBe(referenceInstant(text)));

  it('agrees with Date.parse on every text, ordinary or not (20,000 made up, with the edges of each part)', () => {
    const generator = seededRandom(20261127);
    const random = generator.next;
    const pick = generator.pick;
    const digits = (count: number, max: number) => String(Math.floor(random() * (max + 1))).padStart(count, '0');
    const part = (count: number, edges: readonly string[], max: number) =>
      random() < 0.3 ? pick(edges) : digits(count, max);
    const texts: string[] = [];
    for (let made = 0; made < 20_000; made += 1) {
      const date = `${part(4, ['0000', '0099', '0100', '1900', '2000', '2024', '2100', '9999'], 9999)}-${part(2, ['00', '01', '02', '12', '13'], 12)}-${part(2, ['00', '01', '28', '29', '30', '31', '32'], 31)}`;
      if (random() < 0.2) {
        texts.push(date);
        continue;
      }
      const fraction =
        random() < 0.5 ? '' : `.${Array.from({ length: 1 + generator.int(6) }, () => generator.int(10)).join('')}`;
      const seconds = random() < 0.2 ? '' : `:${part(2, ['00', '59', '60', '61'], 59)}${fraction}`;
      const time = `${pick(['T', ' '])}${part(2, ['00', '23', '24', '25'], 23)}:${part(2, ['00', '59', '60'], 59)}${seconds}`;
      const offsetHours = part(2, ['00', '14', '23', '24', '25'], 23);
      const offsetMinutes = part(2, ['00', '30', '45', '59', '60'], 59);
      const offset = pick([
        '',
        'Z',
        `+${offsetHours}`,
        `-${offsetHours}`,
        `+${offsetHours}${offsetMinutes}`,
        `-${offsetHours}:${offsetMinutes}`,
      ]);
      texts.push(`${date}${time}${offset}`);
    }
    const disagreeing = texts.filter((text) => parseInstant(text) !== referenceInstant(text));
    expect(disagreeing).toEqual([]);
    // The made-up texts reach both answers and both ways of reading a timestamp.
    expect(texts.filter((text) => parseInstant(text) === null).length).toBeGreaterThan(2_000);
    expect(texts.filter((text) => parseInstant(text) !== null).length).toBeGreaterThan(5_000);
    expect(
      texts.filter((text) => / 24:|T24:|:60|[+-]2[45]/.test(text) && parseInstant(text) !== null).length,
    ).toBeGreaterThan(0);
  });
});

describe('dayOf', () => {
  it('puts a late-evening timestamp with an offset on its UTC date', () => {
    expect(dayOf('2026-12-01T23:30:00-02:00')).toBe(dayOf('2026-12-02'));
  });
});
