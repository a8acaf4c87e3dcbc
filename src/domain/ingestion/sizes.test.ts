import { describe, expect, it } from 'vitest';
import type { ListingType } from './listing-type.ts';
import { extractSizes } from './sizes.ts';
import { foldText } from './text.ts';

const sizes = (text: string, type: ListingType) => extractSizes(foldText(text), type);

describe('extractSizes', () => {
  it.each([
    ['Room of 12m2', 'room', { roomSize: 12, houseSize: null }],
    ['kamer ±13 m² in een huis van 90 m2', 'room', { roomSize: 13, houseSize: 90 }],
    ['The flat: 85 sqm. The room: 11 sqm.', 'room', { roomSize: 11, houseSize: 85 }],
    ['Kamer van 3,5 x 4 meter', 'room', { roomSize: 14, houseSize: null }],
    ['Room 4 by 3.5 m, sunny', 'room', { roomSize: 14, houseSize: null }],
    ['Studio 24m2 with own kitchen', 'studio', { roomSize: null, houseSize: 24 }],
    ['Appartement 65 m², balkon 8 m2', 'apartment', { roomSize: null, houseSize: 65 }],
    ['House with garden of 40 m2, living area 120 m2', 'house', { roomSize: null, houseSize: 120 }],
  ] as const)('%s', (text, type, expected) => {
    expect(sizes(text, type)).toEqual(expected);
  });

  it('reads the ways people write a unit and an approximation', () => {
    expect(sizes('Appartement van ca.95 m2 op de tweede etage', 'apartment').houseSize).toBe(95);
    expect(sizes('Kamer van 14 m\uFFFD met wastafel', 'room').roomSize).toBe(14);
    expect(sizes('Nice room of 15 square meters', 'room').roomSize).toBe(15);
    expect(sizes('De kamer is ongeveer 17 vierkanten meter', 'room').roomSize).toBe(17);
    expect(sizes('The house has a living area of 110 m 2 and a garden', 'house').houseSize).toBe(110);
    expect(sizes('Woonoppervlakte: circa 100 m2De woning is gemeubileerd', 'apartment').houseSize).toBe(100);
  });

  it('gives a written decimal as its whole part, as advertisers type it into a form', () => {
    expect(sizes('Zonnige kamer van 26,5 m² aan de voorkant', 'room').roomSize).toBe(26);
    expect(sizes('Appartement van 70,8 m2', 'apartment').houseSize).toBe(70);
  });

  it('takes the dwelling total over the rooms an apartment lists', () => {
    const layout =
      'Hal (ca. 6 m2); woonkamer (ca. 30 m2); keuken van 9 m2; slaapkamers van 12 m2 en 9 m2.\nWoonoppervlakte: circa 85 m2';
    expect(sizes(layout, 'apartment').houseSize).toBe(85);
    expect(sizes('Gebruiksoppervlakte 70 m2, slaapkamer 11 m2', 'apartment').houseSize).toBe(70);
    expect(sizes('De woning heeft een vloeroppervlakte van 64 m2', 'house').houseSize).toBe(64);
    expect(sizes('Totale oppervlakte incl. balkon: 83 m2', 'apartment').houseSize).toBe(83);
    expect(sizes('Woonkamer van 25 m2 met balkon', 'apartment').houseSize).toBeNull();
  });

  it("takes the room's own figure over the house's and the common rooms'", () => {
    expect(sizes('Het huis heeft een oppervlakte van 110 m2. De kamer zelf is 14 m2.', 'room')).toEqual({
      roomSize: 14,
      houseSize: 110,
    });
    expect(sizes('We share a common room of 35 m2. Your room (11 m2) is upstairs.', 'room').roomSize).toBe(11);
    expect(sizes('Lounge (18m2) en eigen slaapkamer (10m²)', 'room').roomSize).toBe(10);
    expect(sizes('Gemeubileerde kamer van 15 m2 in huis met 4 kamers', 'room')).toEqual({
      roomSize: 15,
      houseSize: null,
    });
    expect(
      sizes('Per 1 mei komt er een kamer in ons gezellige huis in de wijk Oost vrij (16m2)', 'room').roomSize,
    ).toBe(16);
    expect(sizes('De kamer is in totaal 22 m2 met een zithoek', 'room').roomSize).toBe(22);
    expect(sizes('Mooie zolderkamer, 12 m2', 'room').roomSize).toBe(12);
  });

  it('reads a figure by the heading above it or the sentence before it', () => {
    expect(sizes('Huis:\n- 120 m2\nKamer 1:\n13 m2', 'room')).toEqual({ roomSize: 13, houseSize: 120 });
    expect(sizes('Heel fijn appartement. 93m2, grote woonkamer', 'room')).toEqual({ roomSize: null, houseSize: 93 });
  });

  it('does not take a counted list of rooms for the room measured', () => {
    expect(sizes('3 slaapkamers | 120m2 | tuin', 'house').houseSize).toBe(120);
    expect(sizes('3-kamer appartement met 2 slaapkamers (ca 92m2)', 'apartment').houseSize).toBe(92);
    expect(sizes('In ons huis komen twee kamers vrij van 12 vierkante meter', 'room').roomSize).toBe(12);
  });

  it('leaves balconies, gardens and included extras out', () => {
    expect(sizes('3-kamer app/balkon/55m2/centrum', 'apartment').houseSize).toBe(55);
    expect(sizes('Appartement met een dakterras van ca. 20 m2', 'apartment').houseSize).toBeNull();
    expect(sizes('- incl. tuin 7x8 m', 'room').roomSize).toBeNull();
    expect(sizes('Kamer 12 m2 met 48m2 groot dakterras', 'room').roomSize).toBe(12);
  });

  it('uses a range only when no exact figure is given, and then its upper end', () => {
    expect(sizes('De kamers zijn 14 tot 27 m2; de vrije kamer is 18 m2', 'room').roomSize).toBe(18);
    expect(sizes('Mooie kamer van 16-17m2', 'room').roomSize).toBe(17);
    expect(sizes('Kamers tussen 12 en 16 m2', 'room').roomSize).toBe(16);
  });

  it('treats a studio as the unit rented, whatever the listing type', () => {
    expect(sizes('Studio (22m2) in een studentenhuis', 'room').roomSize).toBe(22);
    expect(sizes('Studio (22m2) in een studentenhuis', 'studio').houseSize).toBe(22);
  });

  it("does not repeat the room's figure as the dwelling's", () => {
    expect(sizes('Living space: 12m2\nThe bedroom on offer is 12m2', 'room')).toEqual({
      roomSize: 12,
      houseSize: null,
    });
  });

  it('does not read a bed or a price as a floor area', () => {
    expect(sizes('Bed 140x200, €600 p/m', 'room')).toEqual({ roomSize: null, houseSize: null });
    expect(sizes('Slaapkamer met bed (1,80 x 2 m); woonoppervlakte 60 m2', 'apartment').houseSize).toBe(60);
  });
});
