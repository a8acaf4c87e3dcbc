import { describe, expect, it } from 'vitest';
import { suggestPlaces } from './place-suggestions.ts';

const names = (typed: string) => suggestPlaces(typed).map((place) => place.name);

describe('place suggestions', () => {
  it('find a station in Dutch or English spelling', () => {
    expect(names('amsterdam centraal')[0]).toBe('Amsterdam Centraal');
    expect(names('Central Station')).toContain('Amsterdam Centraal');
  });

  it('find universities and hospitals by their abbreviations', () => {
    expect(names('VU')[0]).toBe('Vrije Universiteit Amsterdam');
    expect(names('uva')).toContain('Universiteit van Amsterdam, Roeterseiland');
    expect(names('AMC')).toContain('Amsterdam UMC, locatie AMC');
  });

  it('find the cities, neighbourhoods and streets of the gazetteer', () => {
    expect(names('de pijp')).toContain('De Pijp');
    const street = suggestPlaces('ferdinand bol').find((place) => place.name === 'Ferdinand Bolstraat');
    expect(street?.detail).toBe('De Pijp, Amsterdam');
    expect(names('Zaandijk')).toContain('Zaandijk');
  });

  it('give every place a point in the Netherlands', () => {
    for (const typed of ['am', 'ro', 'ut', 'de', 'station', 'universiteit'])
      for (const place of suggestPlaces(typed)) {
        expect(place.center[0]).toBeGreaterThan(3);
        expect(place.center[0]).toBeLessThan(8);
        expect(place.center[1]).toBeGreaterThan(50);
        expect(place.center[1]).toBeLessThan(54);
      }
  });

  it('suggest nothing for a single letter, and at most eight places', () => {
    expect(suggestPlaces('a')).toEqual([]);
    expect(suggestPlaces('ams').length).toBeLessThanOrEqual(8);
  });
});
