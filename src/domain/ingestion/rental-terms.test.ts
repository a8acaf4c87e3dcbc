import { describe, expect, it } from 'vitest';
import { extractPost } from './extract-post.ts';
import { rentalTerms } from './rental-terms.ts';

const post = (text: string) =>
  extractPost({
    id: 'p1',
    group: { name: 'Kamers Amsterdam', city: 'Amsterdam' },
    posted_at: '2026-11-01T10:00:00Z',
    url: 'https://example.org/p1',
    images: [],
    text,
  });

describe('rental terms on the pipeline record', () => {
  it.each([
    [
      'Room in De Pijp, 14 m2, €710 + €110 voorschot g/w/l. 2 maanden borg. Gemeubileerd.',
      820,
      { bills: 'excluded', bills_monthly: 110, bills_advance: true, deposit: 1420, furnishing: 'furnished' },
    ],
    [
      'Studio in Utrecht, €950 all-in, deposit one month rent, unfurnished',
      950,
      { bills: 'included', bills_monthly: null, bills_advance: false, deposit: 950, furnishing: 'bare' },
    ],
    [
      'Kamer te huur in Groningen, huur €820 incl. €110 voorschot g/w/l, borg 1x de incl. huur, gestoffeerd',
      820,
      { bills: 'included', bills_monthly: 110, bills_advance: true, deposit: 820, furnishing: 'upholstered' },
    ],
    [
      'Room in Oost for €700 per month, 12 m2, available from 1 December',
      700,
      { bills: null, bills_monthly: null, bills_advance: null, deposit: null, furnishing: null },
    ],
  ] as const)('%s', (text, rent, terms) => {
    const extracted = post(text);
    expect(extracted.post_type).toBe('HAS_HOUSING_AVAILABLE');
    expect(extracted.rent_on_monthly_basis).toBe(rent);
    expect(rentalTerms(extracted)).toEqual(terms);
  });

  it('gives a seeker no terms, as every other listing field', () => {
    const seeker = post('Looking for a furnished room in Amsterdam, budget €800 all-in, can pay 2 months deposit');
    expect(seeker.post_type).toBe('LOOKING_FOR_HOUSING');
    expect(rentalTerms(seeker)).toEqual({
      bills: null,
      bills_monthly: null,
      bills_advance: null,
      deposit: null,
      furnishing: null,
    });
  });
});
