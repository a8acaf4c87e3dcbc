import { describe, expect, it } from 'vitest';
import { approximateAreaName, cardPlace, isApproximatePlace, placeLine, somewhereIn } from './place-wording.ts';
import { placePrecision } from './place-precision.ts';
import { textsFor } from '../../i18n/fixed-texts.ts';

const english = textsFor('en');
const dutch = textsFor('nl');

describe('how exactly a listing is placed', () => {
  it('reads the stored precision, and nothing else', () => {
    expect(placePrecision('street')).toBe('street');
    expect(placePrecision(' Neighbourhood ')).toBe('neighbourhood');
    expect(placePrecision('CITY')).toBe('city');
    for (const other of [null, undefined, '', 'address', 3, {}]) expect(placePrecision(other)).toBeNull();
  });

  it('calls a listing approximate when placed only by its neighbourhood or city, never for unknown precision', () => {
    expect(isApproximatePlace('neighbourhood')).toBe(true);
    expect(isApproximatePlace('city')).toBe(true);
    expect(isApproximatePlace('street')).toBe(false);
    // Rows from before the column, or from elsewhere, keep their pin.
    expect(isApproximatePlace(null)).toBe(false);
    expect(isApproximatePlace('somewhere')).toBe(false);
  });
});

describe('the area an approximate listing is somewhere in', () => {
  it('is the neighbourhood, without the city', () => {
    expect(approximateAreaName({ area: 'De Pijp, Amsterdam', city: 'Amsterdam', precision: 'neighbourhood' })).toBe(
      'De Pijp',
    );
    expect(approximateAreaName({ area: 'Dapperbuurt', city: 'Amsterdam', precision: 'neighbourhood' })).toBe(
      'Dapperbuurt',
    );
    // The group's city may come first in a place line that names the neighbourhood after it.
    expect(approximateAreaName({ area: 'Amsterdam, Oost', city: 'Amsterdam', precision: 'neighbourhood' })).toBe(
      'Oost',
    );
  });

  it("is the city for a listing placed by its city only, the post's city before the group's", () => {
    expect(approximateAreaName({ area: 'Utrecht', city: 'Amsterdam', precision: 'city' })).toBe('Utrecht');
    expect(approximateAreaName({ area: null, city: 'Leiden', precision: 'city' })).toBe('Leiden');
  });

  it('is none for a street-precise listing or one without a place', () => {
    expect(
      approximateAreaName({ area: 'Van Woustraat, De Pijp, Amsterdam', city: 'Amsterdam', precision: 'street' }),
    ).toBeNull();
    expect(approximateAreaName({ area: 'De Pijp', city: 'Amsterdam', precision: null })).toBeNull();
    expect(approximateAreaName({ area: null, city: null, precision: 'neighbourhood' })).toBeNull();
  });
});

describe('place wording', () => {
  it('says "Somewhere in De Pijp", in Dutch "Ergens in De Pijp"', () => {
    expect(somewhereIn('De Pijp', english)).toBe('Somewhere in De Pijp');
    expect(somewhereIn('De Pijp', dutch)).toBe('Ergens in De Pijp');
  });

  it('words a card the same: approximate places as somewhere in them, street places as posted', () => {
    expect(cardPlace({ area: 'De Pijp, Amsterdam', city: 'Amsterdam', precision: 'neighbourhood' }, english)).toBe(
      'Somewhere in De Pijp, Amsterdam',
    );
    expect(cardPlace({ area: 'Utrecht', city: 'Amsterdam', precision: 'city' }, english)).toBe('Somewhere in Utrecht');
    expect(cardPlace({ area: 'De Pijp, Amsterdam', city: 'Amsterdam', precision: 'neighbourhood' }, dutch)).toBe(
      'Ergens in De Pijp, Amsterdam',
    );
    expect(
      cardPlace({ area: 'Van Woustraat, De Pijp, Amsterdam', city: 'Amsterdam', precision: 'street' }, english),
    ).toBe('Van Woustraat, De Pijp, Amsterdam');
    expect(cardPlace({ area: 'De Pijp, Amsterdam', city: 'Amsterdam', precision: null }, english)).toBe(
      'De Pijp, Amsterdam',
    );
    expect(cardPlace({ area: null, city: 'Amsterdam', precision: 'neighbourhood' }, english)).toBeNull();
  });

  it('names the city once in the preview line, approximate or not', () => {
    expect(placeLine({ area: 'Dapperbuurt', city: 'Amsterdam', precision: 'neighbourhood' }, english)).toBe(
      'Somewhere in Dapperbuurt, Amsterdam',
    );
    expect(placeLine({ area: 'Utrecht', city: 'Amsterdam', precision: 'city' }, english)).toBe('Somewhere in Utrecht');
    expect(placeLine({ area: 'Dapperbuurt, Amsterdam', city: 'Amsterdam', precision: 'street' }, english)).toBe(
      'Dapperbuurt, Amsterdam',
    );
  });
});
