import { describe, expect, it } from 'vitest';
import {
  cardFacts,
  formatLongDate,
  formatPlace,
  formatRent,
  formatRoommates,
  formatShortDate,
  formatSize,
} from './format.ts';
import { textsFor } from '../../i18n/fixed-texts.ts';

const english = textsFor('en');

describe('listing formats', () => {
  it.each([
    [850, '€850/month'],
    [849.6, '€850/month'],
    [0, 'Price on request'],
    [-3, 'Price on request'],
    [null, 'Price on request'],
    [undefined, 'Price on request'],
  ])('rent %j reads %s', (rent, text) => expect(formatRent(rent, english)).toBe(text));

  it.each([
    ['2026-10-01', 'Oct 1, 2026'],
    ['2026-12-31T23:30:00Z', 'Dec 31, 2026'],
    ['2026-02-30', null],
    [null, null],
  ])('date %j reads %j', (date, text) => expect(formatShortDate(date, 'en')).toBe(text));

  it('writes a long date in each language', () => {
    expect(formatLongDate('2025-08-26', 'en')).toBe('August 26, 2025');
    expect(formatLongDate('2025-08-26', 'nl')).toBe('26 augustus 2025');
    expect(formatLongDate('2025-02-30', 'en')).toBeNull();
  });

  it('writes sizes and roommates', () => {
    expect(formatSize(14, english)).toBe('14 m²');
    expect(formatSize(12.25, english)).toBe('12.3 m²');
    expect(formatSize(0, english)).toBeNull();
    expect(formatRoommates(0, english)).toBe('No roommates');
    expect(formatRoommates(1, english)).toBe('1 roommate');
    expect(formatRoommates(3, english)).toBe('3 roommates');
    expect(formatRoommates(null, english)).toBeNull();
    expect(cardFacts({ roomSize: 14, houseSize: null, roommates: 0 }, english)).toEqual(['Room 14 m²', 'No roommates']);
  });

  it("names a studio's, apartment's or house's size by its type, and a room's whole house as the house", () => {
    const dutch = textsFor('nl');
    const studio = { roomSize: null, houseSize: 27, roommates: 0, listingType: 'studio' };
    expect(cardFacts(studio, english)).toEqual(['Studio 27 m²', 'No roommates']);
    expect(cardFacts(studio, dutch)).toEqual(['Studio 27 m²', 'Geen huisgenoten']);
    expect(cardFacts({ ...studio, listingType: 'Apartment' }, dutch)[0]).toBe('Appartement 27 m²');
    expect(cardFacts({ ...studio, listingType: 'house', houseSize: 120 }, english)[0]).toBe('House 120 m²');
    const room = { roomSize: 14, houseSize: 85, roommates: 2, listingType: 'room' };
    expect(cardFacts(room, english)).toEqual(['Room 14 m²', 'House 85 m²', '2 roommates']);
    expect(cardFacts(room, dutch)).toEqual(['Kamer 14 m²', 'Woning 85 m²', '2 huisgenoten']);
  });
});

describe('formatPlace', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Dapperbuurt, Amsterdam', 'Amsterdam', 'Dapperbuurt, Amsterdam'],
    ['Dapperbuurt, amsterdam', 'Amsterdam', 'Dapperbuurt, amsterdam'],
    ['Amsterdam', 'Amsterdam', 'Amsterdam'],
    ['Dapperbuurt', 'Amsterdam', 'Dapperbuurt, Amsterdam'],
    ['Amsterdamse Poort', 'Amsterdam', 'Amsterdamse Poort, Amsterdam'],
    [null, 'Utrecht', 'Utrecht'],
    ['  ', 'Utrecht', 'Utrecht'],
    ['Oost', null, 'Oost'],
    [null, null, null],
  ])('%j in %j reads %j', (area, city, expected) => {
    expect(formatPlace(area, city)).toBe(expected);
  });
});
