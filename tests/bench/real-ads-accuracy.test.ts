import { describe, expect, it } from 'vitest';
import type { ProcessedPost } from '../../src/domain/ingestion/ingestion-pipeline.ts';
import { cityIsNamed, priceIsWritten, scoreRealAds, surfaceIsWritten, type RealAd } from './real-ads-accuracy.ts';
import { DEPOSIT_LABELS, FURNISHING_LABELS } from './real-ads-accuracy-labels.ts';

const ad = (fields: Partial<RealAd>): RealAd => ({
  id: 'kn-1',
  kind: 'kamer',
  title: 'Kamer te huur',
  text: '',
  city: 'Utrecht',
  street: null,
  price: 450,
  utilities: 'incl. g/w/e',
  surface_m2: 12,
  ...fields,
});

const output = (fields: Partial<ProcessedPost>): ProcessedPost =>
  ({
    id: 'kn-1',
    post_type: 'HAS_HOUSING_AVAILABLE',
    listing_type: 'room',
    rent_on_monthly_basis: null,
    room_size_m2: null,
    house_total_size_m2: null,
    city_of_post: null,
    latitude: null,
    longitude: null,
    ...fields,
  }) as ProcessedPost;

const utrecht = { latitude: 52.09, longitude: 5.12 };

describe('real ads scorer', () => {
  it('finds a price written in any of the usual forms, and not inside another number', () => {
    expect(priceIsWritten(ad({ price: 1550, text: 'Huur 1.550,- per maand' }))).toBe(true);
    expect(priceIsWritten(ad({ price: 1550, text: 'Rent € 1550 a month' }))).toBe(true);
    expect(priceIsWritten(ad({ price: 1550, text: 'Borg 15500 euro' }))).toBe(false);
    expect(priceIsWritten(ad({ price: 450, text: 'Prijs 450 incl.' }))).toBe(true);
  });

  it('counts a surface as written only with a unit', () => {
    expect(surfaceIsWritten(ad({ surface_m2: 26, text: 'Kamer van 26,5 m² op zolder' }))).toBe(true);
    expect(surfaceIsWritten(ad({ surface_m2: 12, text: 'Kamer 12 m\ufffd' }))).toBe(true);
    expect(surfaceIsWritten(ad({ surface_m2: 12, text: 'Huisnummer 12' }))).toBe(false);
  });

  it('knows a city by its other names', () => {
    expect(cityIsNamed(ad({ city: 'Den Haag', text: 'Studio in The Hague' }))).toBe(true);
    expect(cityIsNamed(ad({ city: 'Den Bosch', text: "Kamer in 's-Hertogenbosch" }))).toBe(true);
    expect(cityIsNamed(ad({ city: 'Utrecht', text: 'Kamer in Zeist' }))).toBe(false);
  });

  it('scores rent with stated costs on top of a price without utilities, and the fields only over offers', () => {
    const ads = [
      ad({
        id: 'a',
        price: 600,
        utilities: 'excl. g/w/e',
        text: 'Kale huur 600 euro, plus 90 euro voorschot g/w/e. 12 m2',
      }),
      ad({ id: 'b', price: 600, text: 'Huur 600 euro all-in' }),
      ad({ id: 'c', price: 600, text: 'Huur 600 euro' }),
      ad({ id: 'd', price: 600, utilities: 'excl. g/w/e', text: 'Kale huur 600 euro, all-in 780 euro' }),
    ];
    const processed = new Map([
      ['a', output({ id: 'a', rent_on_monthly_basis: 690, room_size_m2: 12, city_of_post: 'Utrecht', ...utrecht })],
      [
        'b',
        output({ id: 'b', rent_on_monthly_basis: 700, city_of_post: 'Amsterdam', latitude: 52.37, longitude: 4.89 }),
      ],
      ['c', output({ id: 'c', post_type: 'LOOKING_FOR_HOUSING' })],
      ['d', output({ id: 'd', rent_on_monthly_basis: 780 })],
    ]);
    const { measures } = scoreRealAds(ads, processed, () => utrecht);
    expect(measures.offer_recall).toMatchObject({ correct: 3, total: 4 });
    expect(measures.rent_when_written).toMatchObject({ correct: 2, total: 3 });
    expect(measures.rent_precision).toMatchObject({ correct: 2, total: 3 });
    expect(measures.rent_precision_strict).toMatchObject({ correct: 1, total: 3 });
    expect(measures.size_when_written).toMatchObject({ correct: 1, total: 1 });
    expect(measures.city_precision).toMatchObject({ correct: 1, total: 2 });
    expect(measures.point_in_city).toMatchObject({ correct: 1, total: 2 });
  });

  it("scores bills against the utilities field where the price is the site's, and partly only in the coverage", () => {
    const ads = [
      ad({ id: 'a', price: 600, utilities: 'excl. g/w/e' }),
      ad({ id: 'b', price: 600, utilities: 'incl. g/w/e' }),
      ad({ id: 'c', price: 600, utilities: 'incl. g/w/e' }),
      ad({ id: 'd', price: 600, utilities: 'excl. g/w/e' }),
      ad({ id: 'e', price: 600, utilities: 'excl. g/w/e' }),
    ];
    const processed = new Map([
      // €600 + €90 on top: the status describes the site's €600.
      ['a', output({ id: 'a', rent_on_monthly_basis: 690, bills: 'excluded', bills_monthly: 90 })],
      // Another price than the site's: counted only at any price.
      ['b', output({ id: 'b', rent_on_monthly_basis: 700, bills: 'included', bills_monthly: null })],
      ['c', output({ id: 'c', rent_on_monthly_basis: 600, bills: 'excluded', bills_monthly: null })],
      ['d', output({ id: 'd', rent_on_monthly_basis: 600, bills: 'partly', bills_monthly: null })],
      ['e', output({ id: 'e', rent_on_monthly_basis: 600, bills: null, bills_monthly: null })],
    ]);
    const { measures } = scoreRealAds(ads, processed, () => utrecht);
    expect(measures.bills_status).toMatchObject({ correct: 1, total: 2 });
    expect(measures.bills_status_any_price).toMatchObject({ correct: 2, total: 3 });
    expect(measures.bills_coverage).toMatchObject({ correct: 4, total: 5 });
  });

  it('scores deposit and furnishing on the labelled samples only, months against the price or the rent', () => {
    const [monthsId, monthsLabel] =
      Object.entries(DEPOSIT_LABELS).find(([, label]) => label !== null && 'months' in label) ?? [];
    const [eurosId, eurosLabel] =
      Object.entries(DEPOSIT_LABELS).find(([, label]) => label !== null && 'euros' in label) ?? [];
    const [furnishedId] = Object.entries(FURNISHING_LABELS).find(([, label]) => label === 'furnished') ?? [];
    if (
      !monthsId ||
      !eurosId ||
      !furnishedId ||
      !monthsLabel ||
      !eurosLabel ||
      !('months' in monthsLabel) ||
      !('euros' in eurosLabel)
    )
      throw new Error('the samples lack a label of each kind');
    const ads = [
      ad({ id: monthsId, price: 500 }),
      ad({ id: eurosId, price: 500 }),
      ad({ id: furnishedId, price: 500 }),
      ad({ id: 'not-sampled', price: 500 }),
    ];
    const processed = new Map([
      [monthsId, output({ id: monthsId, rent_on_monthly_basis: 520, deposit: Math.round(monthsLabel.months * 520) })],
      [eurosId, output({ id: eurosId, deposit: eurosLabel.euros + 1, furnishing: null })],
      [furnishedId, output({ id: furnishedId, furnishing: 'upholstered', deposit: null })],
      ['not-sampled', output({ id: 'not-sampled', deposit: 900, furnishing: 'bare' })],
    ]);
    const { measures } = scoreRealAds(ads, processed, () => utrecht);
    expect(measures.deposit_precision).toMatchObject({ correct: 1, total: 2 });
    expect(measures.deposit_recall).toMatchObject({ correct: 1, total: 2 });
    expect(measures.furnishing_precision).toMatchObject({ correct: 0, total: 1 });
    expect(measures.furnishing_recall).toMatchObject({ correct: 0, total: 1 });
  });
});
