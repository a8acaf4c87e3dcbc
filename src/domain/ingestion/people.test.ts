import { describe, expect, it } from 'vitest';
import type { ListingType } from './listing-type.ts';
import { extractAges, extractGender, extractRoommates } from './people.ts';
import { foldText } from './text.ts';

describe('extractRoommates', () => {
  const roommates = (text: string, type: ListingType = 'room') => extractRoommates(foldText(text), type);
  it.each([
    ['You will share the flat with 2 friendly flatmates', 2],
    ['Je woont met 4 andere studenten', 4],
    ['Shared with three others', 3],
    ['Room 3 of 5 in a student house', 4],
    ['Kamer 2 van 4 komt vrij', 3],
    ["We zijn met z'n drieën? We are 3 girls looking for a fourth", 3],
    ['Wij (2 jongens, 25 en 27) zoeken iemand', 2],
    ['6-person house in the centre', 5],
    ['Hospitakamer bij mij in huis', 1],
    ['Room in our home, shared with us (a couple with two kids)', 4],
  ] as const)('%s -> %s', (text, expected) => {
    expect(roommates(text)).toBe(expected);
  });

  it('counts nobody for a whole dwelling rented alone, and leaves group rentals open', () => {
    expect(roommates('Studio for one person', 'studio')).toBe(0);
    expect(roommates('Apartment for a couple or family', 'apartment')).toBe(0);
    expect(roommates('Huis te huur voor een groep van 3 studenten', 'house')).toBeNull();
    expect(roommates('House for 3 students or young professionals', 'house')).toBeNull();
    expect(roommates('Apartment, no house sharing, 2 people max', 'apartment')).toBe(0);
  });

  it('does not guess without a count', () => {
    expect(roommates('Nice room in Oost, €700')).toBeNull();
  });

  it("reads the newcomer's ordinal as the others plus one", () => {
    expect(roommates('Ik ben op zoek naar een derde huisgenootje')).toBe(2);
    expect(roommates('We are looking for a fourth flatmate')).toBe(3);
    expect(roommates('Wij (3 meiden, op zoek naar een 4e) hebben een kamer vrij')).toBe(3);
    expect(roommates('Laat het ons weten! We zoeken een leuke derde huisgenoot')).toBe(2);
    expect(roommates('Trap naar de 2e etage, ruime kamer')).toBeNull();
  });

  it('counts only people after "we are"', () => {
    expect(roommates('Laat het ons weten als je interesse hebt')).toBeNull();
    expect(roommates('Wij zijn 10 minuten fietsen van het centrum')).toBeNull();
    expect(roommates('Wij zijn 24 en 26 jaar oud')).toBeNull();
    expect(roommates('In huis hebben we 2 badkamers')).toBeNull();
  });

  it('adds up a household listed in parts', () => {
    expect(roommates('Je woont met 2 meiden en 1 jongen')).toBe(3);
    expect(roommates('Momenteel zijn je huisgenoten een jongen en een meisje')).toBe(2);
    expect(roommates('Je woont er met 4 man (inclusief jou)')).toBe(3);
  });

  it('does not count the people wanted, a capacity or an article', () => {
    expect(roommates('We zoeken een huisgenoot voor onze gezellige kamer')).toBeNull();
    expect(roommates('Kamer voor max 2 personen')).toBeNull();
    expect(roommates('Het liefst 2 vrienden die elkaar kennen')).toBeNull();
    expect(roommates('2 huisgenoten gezocht!')).toBeNull();
    expect(roommates('In totaal zijn er 5 studenten kamers')).toBeNull();
    expect(roommates('Na de hospitatie hoor je van ons')).toBeNull();
  });

  it('counts the one person looking for a housemate for their home', () => {
    expect(roommates('Ik zoek een rustige huisgenoot voor mijn appartement')).toBe(1);
    expect(roommates("I'm looking for a tidy flatmate")).toBe(1);
  });
});

describe('extractAges', () => {
  const ages = (text: string) => extractAges(foldText(text));
  it.each([
    ['Looking for someone aged 23-30', { minimumAge: 23, maximumAge: 30 }],
    ['Alleen studenten tussen de 18 en 23 jaar', { minimumAge: 18, maximumAge: 23 }],
    ['Preferably between 25 and 35.', { minimumAge: 25, maximumAge: 35 }],
    ['Tenant must be under 28', { minimumAge: null, maximumAge: 27 }],
    ['Max 26 jaar i.v.m. campuscontract', { minimumAge: null, maximumAge: 26 }],
    ['Alleen voor 65-plussers', { minimumAge: 65, maximumAge: null }],
    ['Ideally 30+', { minimumAge: 30, maximumAge: null }],
    ['Huurder van 40 jaar of ouder', { minimumAge: 40, maximumAge: null }],
  ])('%s', (text, expected) => {
    expect(ages(text)).toEqual(expected);
  });

  it('ignores the ages of the people already living there', () => {
    expect(ages('We are 3 flatmates (24-29) and love cooking')).toEqual({ minimumAge: null, maximumAge: null });
    expect(ages('Huisgenoten zijn allemaal tussen de 21 en 25 jaar')).toEqual({ minimumAge: null, maximumAge: null });
    expect(ages('Wij (3 meiden, 22-26) zoeken een meisje van 20-27')).toEqual({ minimumAge: 20, maximumAge: 27 });
  });

  it('does not read dates, sizes or durations as ages', () => {
    expect(ages('Viewing 18-20 November, room 16-18 m2')).toEqual({ minimumAge: null, maximumAge: null });
    expect(ages('Minimum 12 months, maximum 24 months')).toEqual({ minimumAge: null, maximumAge: null });
  });
});

describe('extractGender', () => {
  const gender = (text: string) => extractGender(foldText(text));
  it.each([
    ['Only girls please', 'female'],
    ['Alleen meiden!', 'female'],
    ['Looking for a female flatmate', 'female'],
    ['We zoeken een jongen die van koken houdt', 'male'],
    ['Male students only', 'male'],
    ['Any gender welcome', 'no_preference'],
    ['Student (m/v) gezocht', 'no_preference'],
    ['Man of vrouw, maakt niet uit', 'no_preference'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(gender(text)).toBe(expected);
  });

  it('ignores who already lives there', () => {
    expect(gender('We are 2 girls and 1 guy, looking for someone fun')).toBeNull();
    expect(gender('Shared with me (female, 31)')).toBeNull();
    expect(gender('Huisgenoten: 2 jongens en een meisje')).toBeNull();
  });
});
