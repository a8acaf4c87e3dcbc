import { describe, expect, it } from 'vitest';
import { resolvePlace } from './place.ts';
import { foldText } from './text.ts';

const place = (text: string, groupCity: string | null = 'Amsterdam') => resolvePlace(text, foldText(text), groupCity);

describe('resolvePlace', () => {
  it('names the most specific area under its common name', () => {
    expect(place('Room in Oud-West (Da Costabuurt)')).toMatchObject({
      city: 'Amsterdam',
      neighbourhood: 'Da Costabuurt',
      precision: 'neighbourhood',
    });
    expect(place('Kamer in Amsterdam Oost')).toMatchObject({ city: 'Amsterdam', neighbourhood: 'Oost' });
    expect(place('Studio in de Jordaan')).toMatchObject({ neighbourhood: 'Jordaan' });
  });

  it("finds the dwelling's own city, not the group's or a destination", () => {
    expect(place('Room in Diemen, 10 min to Amsterdam Centraal')).toMatchObject({
      city: 'Diemen',
      neighbourhood: null,
      precision: 'city',
    });
    expect(place('Kamer in Haarlem-Noord, 15 minuten naar Amsterdam')).toMatchObject({
      city: 'Haarlem',
      neighbourhood: 'Haarlem-Noord',
    });
    expect(place('Apartment in The Hague (Duinoord), I moved to Berlin for work')).toMatchObject({
      city: 'Den Haag',
      neighbourhood: 'Duinoord',
    });
    expect(place('Room near the beach in Scheveningen', 'Den Haag')).toMatchObject({
      city: 'Den Haag',
      neighbourhood: 'Scheveningen',
    });
  });

  it("places an ambiguous area name in the group's city", () => {
    expect(place('Kamer in het centrum, 12 m2', 'Utrecht')).toMatchObject({
      city: 'Utrecht',
      neighbourhood: 'Centrum',
    });
    expect(place('Room in Zuid', 'Rotterdam')).toMatchObject({ city: 'Rotterdam', neighbourhood: 'Zuid' });
  });

  it('reaches street precision for known streets', () => {
    expect(place('Room on the Kinkerstraat')).toMatchObject({
      neighbourhood: 'Kinkerbuurt',
      street: 'Kinkerstraat',
      precision: 'street',
    });
  });

  it('does not take ordinary words or landmarks for places', () => {
    expect(place('The room faces west and has new locks (nieuwe sloten)')).toMatchObject({
      city: null,
      neighbourhood: null,
    });
    expect(place('Close to the Bos en Lommerplein market, €700')).toMatchObject({ neighbourhood: null });
    expect(place('Room available, DM me')).toEqual({
      city: null,
      neighbourhood: null,
      street: null,
      latitude: null,
      longitude: null,
      precision: null,
    });
  });
});

describe('resolvePlace on nationwide posts', () => {
  const nationwide = (text: string) => place(text, null);

  it('knows every Dutch place of residence, written with a capital', () => {
    expect(nationwide('Ruime bovenwoning in Vlissingen, vlak bij de boulevard')).toMatchObject({
      city: 'Vlissingen',
      precision: 'city',
    });
    expect(nationwide('Studio te huur in Goes')).toMatchObject({ city: 'Goes' });
    expect(nationwide('Appartement 3 kamers Koog a/d Zaan')).toMatchObject({ city: 'Koog aan de Zaan' });
    expect(nationwide('Kamer in hartje soest, eigen keuken')).toMatchObject({ city: 'Soest' });
  });

  it('does not take ordinary words for places that share their name', () => {
    expect(nationwide('Woonkamer met houten vloer en veel licht')).toMatchObject({ city: null });
    expect(nationwide('Grote kamer in een huis met 3 huizen verderop een park')).toMatchObject({ city: null });
    expect(nationwide('Best wishes, and Heel fijn appartement')).toMatchObject({ city: null });
    expect(nationwide('De wijk is rustig, de fiets kun je op te bergen in de schuur')).toMatchObject({ city: null });
    expect(nationwide('Appartement in Houten, dichtbij het station')).toMatchObject({ city: 'Houten' });
  });

  it('reads the headline and "in" as where the dwelling is, and destinations as elsewhere', () => {
    expect(nationwide('Room for rent in Rotterdam\n\nCentral, near the city centre')).toMatchObject({
      city: 'Rotterdam',
    });
    expect(nationwide('Lichte kamer\n\nWonen in hartje Rotterdam, 14 m2, gedeelde keuken')).toMatchObject({
      city: 'Rotterdam',
    });
    expect(nationwide('Kamer in Zeist\n\nOp 15 minuten fietsen van Utrecht, bus naar Utrecht CS')).toMatchObject({
      city: 'Zeist',
    });
    expect(nationwide('Appartement bij het centrum van Leiden')).toMatchObject({ city: 'Leiden' });
    expect(nationwide('A small house close to the city centre of Delft')).toMatchObject({ city: 'Delft' });
    expect(
      nationwide('Wij zijn makelaar van Amersfoort\n\nDeze woning ligt in Leusden, aan de rand van het bos'),
    ).toMatchObject({ city: 'Leusden' });
    expect(nationwide('Studio in Duivendrecht, 3 minuten van trainstation Diemen Zuid')).toMatchObject({
      city: 'Duivendrecht',
    });
    expect(
      nationwide('Fijne studio\n\nGoede verbindingen naar Rotterdam, Utrecht en Amsterdam. Gelegen in Gouda.'),
    ).toMatchObject({ city: 'Gouda' });
    expect(nationwide('Kamer te huur 6 km van Breda vandaan')).toMatchObject({ city: null });
    expect(nationwide('Huize Delft zoekt een huisgenoot! Ons huis staat in Leiden')).toMatchObject({ city: 'Leiden' });
  });

  it('settles on a city only named as a distance or a station when nothing else is named', () => {
    expect(nationwide('Nette kamer\n\n5 minuten lopen van station Arnhem, supermarkt om de hoek')).toMatchObject({
      city: 'Arnhem',
    });
    expect(nationwide('Gemeubileerde kamer vlakbij Amsterdam')).toMatchObject({ city: null });
    expect(nationwide('Rustige kamer\n\nMet de fiets ben je binnen 10 minuten in Rotterdam')).toMatchObject({
      city: null,
    });
    expect(nationwide('Studio\n\n15 minuten met de trein tot Leiden, 20 tot Delft')).toMatchObject({ city: null });
  });

  it('lets a named city outweigh an area or street of the same name elsewhere', () => {
    expect(nationwide('Woningen in de vogelbuurt in Vlaardingen')).toMatchObject({ city: 'Vlaardingen' });
    expect(nationwide('Kamer aan de Kinkerstraat, Groningen')).toMatchObject({ city: 'Groningen', street: null });
  });

  it('does not make a landmark or a nearby area the neighbourhood', () => {
    expect(place('Kamer in Oost, op loopafstand van het Oosterpark')).toMatchObject({ neighbourhood: 'Oost' });
    expect(place('Room in Rivierenbuurt, 7 minutes from De Pijp')).toMatchObject({ neighbourhood: 'Rivierenbuurt' });
    expect(place('Studio, 7 minuten van de Pijp')).toMatchObject({ neighbourhood: null });
  });
});
