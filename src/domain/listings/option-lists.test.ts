import { describe, expect, it } from 'vitest';
import type { ListingRow } from './listing.ts';
import { optionLists } from './option-lists.ts';

const offer = (id: number, fields: Partial<ListingRow>): ListingRow => ({
  id,
  post_type: 'HAS_HOUSING_AVAILABLE',
  latitude: 52,
  longitude: 4,
  ...fields,
});

describe('optionLists', () => {
  it('puts any and Amsterdam first, keeps the first spelling of a city, and sorts the rest without regard to case', () => {
    const lists = optionLists([
      offer(1, { city_of_group: ' utrecht ' }),
      offer(2, { city_of_group: 'Utrecht' }),
      offer(3, { city_of_group: 'Den Haag' }),
      offer(4, { city_of_group: 'amsterdam' }),
      offer(5, { city_of_group: 'Ámsterdam-Noord' }),
      offer(6, { city_of_group: '' }),
      offer(7, { city_of_group: 'Zwolle', post_type: 'SEEKING' }),
    ]);
    expect(lists.cities).toEqual(['any', 'Amsterdam', 'Ámsterdam-Noord', 'Den Haag', 'utrecht']);
  });

  it("names the post's own city, else the group's", () => {
    const lists = optionLists([
      offer(1, { city_of_group: 'Amsterdam', city_of_post: 'Haarlem' }),
      offer(2, { city_of_group: 'Leiden', city_of_post: ' ' }),
      offer(3, { city_of_group: null, city_of_post: 'Delft' }),
    ]);
    expect(lists.cities).toEqual(['any', 'Amsterdam', 'Delft', 'Haarlem', 'Leiden']);
  });

  it('always offers any and Amsterdam, even without listings', () => {
    expect(optionLists([])).toEqual({ cities: ['any', 'Amsterdam'], housingTypes: ['any'], languages: ['any'] });
  });

  it('lists lower-cased distinct types and languages of listings that pass the base rule', () => {
    const lists = optionLists([
      offer(1, { listing_type: 'Studio', language_requirements: ['English', ' dutch'] }),
      offer(2, { listing_type: 'room', language_requirements: ['english'] }),
      offer(3, { listing_type: 'unknown', language_requirements: ['French'] }),
      offer(4, { listing_type: null }),
      offer(5, { listing_type: 'villa', is_unavailable_or_double: 'double', language_requirements: ['german'] }),
    ]);
    expect(lists.housingTypes).toEqual(['any', 'room', 'studio']);
    expect(lists.languages).toEqual(['any', 'dutch', 'english']);
  });
});
