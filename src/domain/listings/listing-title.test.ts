import { describe, expect, it } from 'vitest';
import { composeTitle } from '../ingestion/listing-text.ts';
import type { ListingType } from '../ingestion/listing-type.ts';
import { textsFor } from '../../i18n/fixed-texts.ts';
import { displayTitle } from './listing-title.ts';

const en = textsFor('en');
const nl = textsFor('nl');

describe('displayTitle', () => {
  it.each<[ListingType, number | null, string | null, string | null, string]>([
    ['room', 14, 'Oost', 'Amsterdam', 'Kamer van 14 m² in Oost, Amsterdam'],
    ['studio', 27.5, null, 'Eindhoven', 'Studio van 27,5 m² in Eindhoven'],
    ['apartment', null, 'Centrum', 'Utrecht', 'Appartement in Centrum, Utrecht'],
    ['house', 85, null, null, 'Huis van 85 m² te huur'],
    ['unknown', null, null, null, 'Woonruimte te huur'],
  ])(
    'writes a composed %s title again in Dutch, and leaves the English as composed',
    (type, size, area, city, dutch) => {
      const composed = composeTitle(type, size, area, city);
      expect(displayTitle(composed, 1, en)).toBe(composed);
      expect(displayTitle(composed, 1, nl)).toBe(dutch);
    },
  );

  it("shows a title of another making as it is, and a missing one as the listing's number", () => {
    expect(displayTitle('Lovely room of mine in Oost', 7, nl)).toBe('Lovely room of mine in Oost');
    expect(displayTitle('Room of lots m² in Oost', 7, nl)).toBe('Room of lots m² in Oost');
    expect(displayTitle(null, 7, en)).toBe('Listing 7');
    expect(displayTitle('  ', 7, nl)).toBe(nl.listingsText.listingNumber({ id: 7 }));
  });
});
