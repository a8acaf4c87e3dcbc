import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/fixed-texts.ts';
import {
  availabilityText,
  availableFromText,
  billsText,
  cardTerms,
  depositText,
  furnishingText,
  postedAgoText,
  registrationText,
  type BillsTerms,
} from './rental-terms-text.ts';

const english = textsFor('en');
const dutch = textsFor('nl');
const NOW = Date.parse('2026-11-27T12:00:00Z');
// Intl writes a narrow no-break space between "€" and the amount in Dutch; the tests read it as a space.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

const terms = (overrides: Partial<BillsTerms>): BillsTerms => ({
  rent: 820,
  bills: null,
  billsMonthly: null,
  billsAdvance: null,
  ...overrides,
});

describe('billsText', () => {
  it.each<[Partial<BillsTerms>, string | null, string | null]>([
    // "€710 + €110 voorschot g/w/l": the rent of 820 reads as its split, never as a bare sum.
    [
      { bills: 'excluded', billsMonthly: 110, billsAdvance: true },
      '€710 rent + €110 bills (advance)',
      '€ 710 kale huur + € 110 voorschot',
    ],
    [
      { bills: 'excluded', billsMonthly: 110, billsAdvance: false },
      '€710 rent + €110 bills',
      '€ 710 kale huur + € 110 kosten',
    ],
    // On top, amount not given: the rent shown is without them, and the card says so.
    [{ rent: 710, bills: 'excluded' }, 'Bills not included', 'Exclusief g/w/l'],
    [{ bills: 'included' }, 'Bills included', 'Inclusief g/w/l'],
    [{ bills: 'included', billsMonthly: 90 }, 'Bills included (€90)', 'Inclusief g/w/l (€ 90)'],
    [{ bills: 'partly' }, 'Some bills included', 'Deels inclusief g/w/l'],
    [
      { rent: 920, bills: 'partly', billsMonthly: 20 },
      '€900 rent + €20 extra, some bills included',
      '€ 900 huur + € 20 extra, deels inclusief g/w/l',
    ],
    // An amount that cannot be part of the rent, or no rent at all: no split is made up.
    [{ rent: 100, bills: 'excluded', billsMonthly: 110 }, 'Bills not included', 'Exclusief g/w/l'],
    [{ rent: null, bills: 'excluded', billsMonthly: 110 }, 'Bills not included', 'Exclusief g/w/l'],
    [{ bills: null, billsMonthly: 110 }, null, null],
  ])('%j reads %j and %j', (overrides, inEnglish, inDutch) => {
    expect(billsText(terms(overrides), english)).toBe(inEnglish);
    expect(plain(billsText(terms(overrides), dutch))).toBe(inDutch);
  });
});

describe('the deposit, registration and furnishing', () => {
  it('read in both languages, and as nothing where the post does not say', () => {
    expect(depositText(1550, english)).toBe('Deposit €1,550');
    expect(plain(depositText(1550, dutch))).toBe('Borg € 1.550');
    expect(depositText(0, english)).toBe('No deposit');
    expect(depositText(0, dutch)).toBe('Geen borg');
    expect(depositText(null, english)).toBeNull();
    expect(depositText(-5, english)).toBeNull();
    expect(registrationText(true, english)).toBe('Registration possible');
    expect(registrationText(true, dutch)).toBe('Inschrijving mogelijk');
    expect(registrationText(false, english)).toBe('No registration');
    expect(registrationText(false, dutch)).toBe('Geen inschrijving');
    expect(registrationText(null, dutch)).toBeNull();
    expect(['furnished', 'upholstered', 'bare'].map((value) => furnishingText(value as never, english))).toEqual([
      'Furnished',
      'Upholstered',
      'Unfurnished (bare)',
    ]);
    expect(['furnished', 'upholstered', 'bare'].map((value) => furnishingText(value as never, dutch))).toEqual([
      'Gemeubileerd',
      'Gestoffeerd',
      'Kaal',
    ]);
    expect(furnishingText(null, english)).toBeNull();
  });

  it('make one line on a card, in that order, of what is known', () => {
    const listing = { furnishing: 'bare', deposit: 1200, registration: true } as const;
    expect(cardTerms(listing, english)).toEqual(['Unfurnished (bare)', 'Deposit €1,200', 'Registration possible']);
    expect(cardTerms(listing, dutch).map(plain)).toEqual(['Kaal', 'Borg € 1.200', 'Inschrijving mogelijk']);
    expect(cardTerms({ furnishing: null, deposit: null, registration: false }, english)).toEqual(['No registration']);
  });

  it('read as nothing on a card from a server answer older than the terms (the fields missing)', () => {
    const older = { rent: 820 } as unknown as BillsTerms & Parameters<typeof cardTerms>[0];
    expect(billsText(older, english)).toBeNull();
    expect(cardTerms(older, english)).toEqual([]);
  });
});

describe('postedAgoText', () => {
  const ago = (ms: number) => new Date(NOW - ms).toISOString();
  const MINUTE = 60_000;
  it.each<[string | null, string | null, string | null]>([
    [ago(20_000), 'Just now', 'Zojuist'],
    // A post stamped a little ahead of this device's clock.
    [ago(-90_000), 'Just now', 'Zojuist'],
    [ago(12 * MINUTE), '12 min ago', '12 min geleden'],
    [ago(2 * 60 * MINUTE + 5 * MINUTE), '2 h ago', '2 uur geleden'],
    [ago(23 * 60 * MINUTE + 59 * MINUTE), '23 h ago', '23 uur geleden'],
    [ago(24 * 60 * MINUTE), '1 day ago', '1 dag geleden'],
    [ago(40 * 24 * 60 * MINUTE), '40 days ago', '40 dagen geleden'],
    ['2026-11-27 09:00:00+00', '3 h ago', '3 uur geleden'],
    ['yesterday', null, null],
    [null, null, null],
  ])('%j reads %j and %j', (postedAt, inEnglish, inDutch) => {
    expect(postedAgoText(postedAt, NOW, english)).toBe(inEnglish);
    expect(postedAgoText(postedAt, NOW, dutch)).toBe(inDutch);
  });
});

describe('availability', () => {
  it('reads "Available now" for today or a past date on a card, and the date when it is still to come', () => {
    expect(availableFromText('2026-11-27', NOW, 'en', english)).toBe('Available now');
    expect(availableFromText('2026-10-01', NOW, 'en', english)).toBe('Available now');
    expect(availableFromText('2026-10-01', NOW, 'nl', dutch)).toBe('Direct beschikbaar');
    expect(availableFromText('2026-12-01', NOW, 'en', english)).toBe('From Dec 1, 2026');
    expect(availableFromText('2026-12-01', NOW, 'nl', dutch)).toBe('Vanaf 1 dec 2026');
    expect(availableFromText('asap', NOW, 'en', english)).toBeNull();
    expect(availableFromText(null, NOW, 'en', english)).toBeNull();
  });

  it('keeps the end of a stay that has begun on the detail page', () => {
    expect(availabilityText('2026-10-01', '2027-03-01', NOW, 'en', english)).toBe('Now to Mar 1, 2027');
    expect(availabilityText('2026-10-01', '2027-03-01', NOW, 'nl', dutch)).toBe('Nu tot 1 mrt 2027');
    expect(availabilityText('2026-10-01', null, NOW, 'en', english)).toBe('Available now');
    expect(availabilityText('2026-12-01', '2027-03-01', NOW, 'en', english)).toBe('Dec 1, 2026 to Mar 1, 2027');
    expect(availabilityText('2026-12-01', null, NOW, 'nl', dutch)).toBe('Vanaf 1 dec 2026');
    expect(availabilityText(null, '2027-03-01', NOW, 'en', english)).toBeNull();
  });
});
