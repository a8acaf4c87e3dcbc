import { describe, expect, it } from 'vitest';
import { classifyPost } from './classify.ts';
import { extractListingType } from './listing-type.ts';
import { detectLanguage } from './post-language.ts';
import { foldText } from './text.ts';

const classify = (text: string) => classifyPost(foldText(text));

describe('classifyPost', () => {
  it.each([
    'Kamer te huur in Oost, €650 all-in, per 1 december',
    'ROOM AVAILABLE in Noord 🌞 14m2, 700 euro incl., from 1/12',
    'We are looking for a new housemate for our cosy house in Zuid! Room of 12 m2, €690',
    'Wij zoeken een nieuwe huisgenoot! Kamer van 15m2 komt per 1 januari vrij',
    'Subletting my studio for two months while I travel, €1.100',
    'Studio Overvecht, 28 m2, €875 incl. Per direct.',
  ])('offer: %s', (text) => {
    expect(classify(text)).toBe('HAS_HOUSING_AVAILABLE');
  });

  it.each([
    'Looking for a room in Amsterdam from 1 December, budget €800 all in. Available for viewings anytime!',
    'Ik zoek een kamer in Utrecht, max €600, per direct beschikbaar',
    'ISO studio Rotterdam, €900, from January',
    'Gezocht: appartement voor stel, budget tot €1.500',
    'Hi! Me (26, female) and my boyfriend are searching for a 1-bedroom in Haarlem. We can pay up to €1,400.',
    'Anyone who can help me find a room in Delft? Sublet is totally fine, my budget is 550',
  ])('seeker, not fooled by a budget or dates: %s', (text) => {
    expect(classify(text)).toBe('LOOKING_FOR_HOUSING');
  });

  it.each([
    'Selling my bike and a desk, pick up in Oost',
    'Does anyone know if a landlord may keep my deposit? My room was €700.',
    'SCAM ALERT: someone posts a room in De Pijp for €500 and asks money via Western Union',
    'Parkeerplaats te huur in De Pijp, €120 per maand',
    'Reminder of the group rules: no agencies, no fees',
  ])('other: %s', (text) => {
    expect(classify(text)).toBe('OTHER');
  });
});

describe('extractListingType', () => {
  const type = (text: string) => extractListingType(foldText(text));
  it.each([
    ['Kamer te huur in een gezellig huis', 'room'],
    ['Room in our house in Oost', 'room'],
    ['Te huur: 2-kamerappartement', 'apartment'],
    ['Cosy 1-bedroom flat in West', 'apartment'],
    ['Studio with own bathroom', 'studio'],
    ['Eengezinswoning te huur met 3 slaapkamers', 'house'],
    ['House for rent, 4 bedrooms', 'house'],
    ['Anti-kraak woonruimte beschikbaar', 'unknown'],
    ['Place available from December', 'unknown'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(type(text)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it.each([
    ['Kamer te huur in Oost, alleen voor studenten. Inschrijving is mogelijk en de huur is inclusief alles.', 'nl'],
    ['Room available in the east of the city, only for students. Registration is possible and the rent includes all bills.', 'en'],
    ['Kamer beschikbaar / room available. Huur €700 inclusief alles, rent includes all bills. Inschrijving mogelijk, registration possible.', 'mixed'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(detectLanguage(foldText(text))).toBe(expected);
  });
});
