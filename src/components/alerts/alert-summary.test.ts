import { afterEach, describe, expect, it } from 'vitest';
import { speakLanguage } from '../../i18n/i18n.ts';
import { summarizeAlert } from './alert-summary.ts';

describe('summarizeAlert', () => {
  it.each<[Parameters<typeof summarizeAlert>[0], string]>([
    [{}, 'All of the Netherlands'],
    [{ city: 'Utrecht', price_max: 1000 }, 'Utrecht · rent up to €1,000'],
    [{ city: 'Amsterdam' }, 'Amsterdam'],
    [{ price_min: 500, price_max: 1000 }, 'All of the Netherlands · rent €500-€1,000'],
    [{ price_min: 500 }, 'All of the Netherlands · rent from €500'],
    [
      { room_size_min: 10, room_size_max: 20, house_size_min: 60 },
      'All of the Netherlands · room 10-20 m² · house from 60 m²',
    ],
    [{ age_min: 25, age_max: 40 }, 'All of the Netherlands · age 25-40'],
    [{ available_from: '2027-01-15' }, 'All of the Netherlands · available from Jan 15, 2027'],
    [
      { housing_type: 'room', max_roommates: 3, post_recency: 'week' },
      'All of the Netherlands · Room · at most 3 roommates · last 7 days',
    ],
    [
      {
        city: 'Amsterdam',
        areas: [
          { kind: 'wijk', id: 3630424 },
          { kind: 'stadsdeel', code: 'A' },
        ],
        price_max: 900,
      },
      'Amsterdam · In Oude Pijp, Centrum · rent up to €900',
    ],
    [
      { registration: 'yes', furnishing: 'bare', subrent: 'no' },
      'All of the Netherlands · subrent no · registration possible · unfurnished',
    ],
    [{ registration: 'no', furnishing: 'semi' }, 'All of the Netherlands'],
    [
      { areas: [{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 3, place: 'Amsterdam Centraal' }] },
      'All of the Netherlands · Within 3 km of Amsterdam Centraal',
    ],
  ])('%j reads %j', (alert, expected) => {
    expect(summarizeAlert(alert)).toBe(expected);
  });
});

describe('summarizeAlert in Dutch', () => {
  afterEach(() => speakLanguage('en'));

  it('says registration and furnishing as a Dutch renter reads them', async () => {
    await speakLanguage('nl');
    expect(summarizeAlert({ city: 'Utrecht', registration: 'yes', furnishing: 'upholstered' })).toBe(
      'Utrecht · inschrijving mogelijk · gestoffeerd',
    );
  });
});
