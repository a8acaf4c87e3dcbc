import { describe, expect, it } from 'vitest';
import { firstImage, safeHttpUrl, summarizeListing } from './listing-summary.ts';

describe('firstImage', () => {
  it.each([
    [{ thumb: ['https://cdn.example.net/a.jpg?'], full: [] }, 'https://cdn.example.net/a.jpg'],
    [{ thumb: ['http://cdn.example.net/a.jpg', 'https://cdn.example.net/b.jpg'] }, 'https://cdn.example.net/b.jpg'],
    [
      { thumb: ['javascript:alert(1)', 'data:image/png;base64,AAA'], full: ['https://cdn.example.net/c.jpg'] },
      'https://cdn.example.net/c.jpg',
    ],
    [{ thumb: ['https://x.example/"onerror="alert(1)'] }, null],
    [null, null],
    [{ thumb: [7 as unknown as string] }, null],
  ])('%j gives %j', (urls, expected) => expect(firstImage(urls)).toBe(expected));
});

describe('summarizeListing', () => {
  it('keeps what a card shows and reads subrent in any case', () => {
    expect(
      summarizeListing({
        id: 4,
        title: 'Room',
        rent_on_monthly_basis: 0,
        is_subrent: 'YES',
        amount_of_roommates: 2,
        scam_signals: ['pay_before_viewing'],
      }),
    ).toMatchObject({
      id: 4,
      title: 'Room',
      rent: null,
      isSubrent: true,
      roommates: 2,
      scamSignals: ['pay_before_viewing'],
    });
  });
});

describe('summarizeListing rental terms', () => {
  it('keeps the known values and reads anything else as not said', () => {
    expect(
      summarizeListing({
        id: 5,
        bills: 'Excluded',
        bills_monthly: 110,
        bills_advance: true,
        deposit: 0,
        registration_possible: false,
        furnishing: 'upholstered',
      }),
    ).toMatchObject({
      bills: 'excluded',
      billsMonthly: 110,
      billsAdvance: true,
      deposit: 0,
      registration: false,
      furnishing: 'upholstered',
    });
    expect(
      summarizeListing({
        id: 6,
        bills: 'sometimes',
        bills_monthly: -4,
        bills_advance: 'yes' as unknown as boolean,
        deposit: Number.NaN,
        registration_possible: null,
        furnishing: 'semi',
      }),
    ).toMatchObject({
      bills: null,
      billsMonthly: null,
      billsAdvance: null,
      deposit: null,
      registration: null,
      furnishing: null,
    });
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://www.facebook.com/groups/1/posts/2', 'https://www.facebook.com/groups/1/posts/2'],
    ['  http://example.com/a  ', 'http://example.com/a'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['not a url', null],
    [null, null],
  ])('%j gives %j', (value, expected) => expect(safeHttpUrl(value)).toBe(expected));
});
