import { describe, expect, it } from 'vitest';
import { resolvePlace } from './place.ts';
import { foldText } from './text.ts';

const place = (text: string, groupCity: string | null = 'Amsterdam') => resolvePlace(text, foldText(text), groupCity);

describe('resolvePlace', () => {
  it('names the most specific area under its common name', () => {
    expect(place('Room in Oud-West (Da Costabuurt)')).toMatchObject({ city: 'Amsterdam', neighbourhood: 'Da Costabuurt', precision: 'neighbourhood' });
    expect(place('Kamer in Amsterdam Oost')).toMatchObject({ city: 'Amsterdam', neighbourhood: 'Oost' });
    expect(place('Studio in de Jordaan')).toMatchObject({ neighbourhood: 'Jordaan' });
  });

  it('finds the dwelling\'s own city, not the group\'s or a destination', () => {
    expect(place('Room in Diemen, 10 min to Amsterdam Centraal')).toMatchObject({ city: 'Diemen', neighbourhood: null, precision: 'city' });
    expect(place('Kamer in Haarlem-Noord, 15 minuten naar Amsterdam')).toMatchObject({ city: 'Haarlem', neighbourhood: 'Haarlem-Noord' });
    expect(place('Apartment in The Hague (Duinoord), I moved to Berlin for work')).toMatchObject({ city: 'Den Haag', neighbourhood: 'Duinoord' });
    expect(place('Room near the beach in Scheveningen', 'Den Haag')).toMatchObject({ city: 'Den Haag', neighbourhood: 'Scheveningen' });
  });

  it('places an ambiguous area name in the group\'s city', () => {
    expect(place('Kamer in het centrum, 12 m2', 'Utrecht')).toMatchObject({ city: 'Utrecht', neighbourhood: 'Centrum' });
    expect(place('Room in Zuid', 'Rotterdam')).toMatchObject({ city: 'Rotterdam', neighbourhood: 'Zuid' });
  });

  it('reaches street precision for known streets', () => {
    expect(place('Room on the Kinkerstraat')).toMatchObject({ neighbourhood: 'Kinkerbuurt', street: 'Kinkerstraat', precision: 'street' });
  });

  it('does not take ordinary words or landmarks for places', () => {
    expect(place('The room faces west and has new locks (nieuwe sloten)')).toMatchObject({ city: null, neighbourhood: null });
    expect(place('Close to the Bos en Lommerplein market, €700')).toMatchObject({ neighbourhood: null });
    expect(place('Room available, DM me')).toEqual({ city: null, neighbourhood: null, street: null, latitude: null, longitude: null, precision: null });
  });
});
