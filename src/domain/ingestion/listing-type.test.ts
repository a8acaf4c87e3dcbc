import { describe, expect, it } from 'vitest';
import { extractListingType } from './listing-type.ts';
import { foldText } from './text.ts';

const type = (text: string) => extractListingType(foldText(text));

describe('extractListingType', () => {
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

  // "Kamer" counting a dwelling's rooms, or part of one, is not a room on offer.
  it.each([
    ['Te huur: mooi 2 kamer appartement in het centrum', 'apartment'],
    ['Nette 3-kamer woning met balkon', 'apartment'],
    ['Ruim appartement met 3 kamers en een tuin', 'apartment'],
    ['Tweekamerappartement aan de gracht', 'apartment'],
    ['Bovenwoning met ruime woonkamer, slaapkamer en badkamer', 'apartment'],
    ['Prachtig appt van 60 m2 met twee (slaap)kamers', 'apartment'],
    ['12m2 kamer in Oost, vlak bij het park', 'room'],
    ['2 kamers te huur in Zuid', 'room'],
  ] as const)('counts and parts: %s -> %s', (text, expected) => {
    expect(type(text)).toBe(expected);
  });

  it.each([
    ['1-kamerappartement in Noord', 'studio'],
    ['Woonstudio met eigen keuken en douche', 'studio'],
    ['Zelfstandige studio van 30 m2 met pantry', 'studio'],
    ['Te huur: zolderverdieping met eigen douche', 'room'],
  ] as const)('studios and floors: %s -> %s', (text, expected) => {
    expect(type(text)).toBe(expected);
  });

  // The headline may praise the apartment; housemates and "kamer in een ..." tell a room in it.
  it.each([
    ['Ruim appartement in Zuid\nWe zoeken een nieuwe huisgenoot voor de kamer aan de achterkant', 'room'],
    ['Kamer in studentenhuis', 'room'],
    ['Licht appartement bij het park\nPleasant room in a spacious apartment near the station', 'room'],
    ['Appartement om te delen\nJe eigen kamer van 14 m2, de rest deel je met mij', 'room'],
    ['Vrijstaande woning aan de rand van het dorp\nZoek je een rustige kamer? Wij zoeken een nieuwe bewoner.', 'room'],
    ['Studio in studentenhuis\nJe woont met zes huisgenoten aan de gracht', 'room'],
    ['Lichte ruimte op de eerste verdieping met gedeelde keuken en badkamer', 'room'],
  ] as const)('a room in a shared home: %s -> %s', (text, expected) => {
    expect(type(text)).toBe(expected);
  });

  it.each([
    ['Knus 3 kamer appartement, geschikt voor een stel of twee huisgenoten', 'apartment'],
    ['Appartement te huur\nMijn huisgenoot en ik verhuizen, dus het hele appartement komt vrij', 'apartment'],
    ['In een vrijstaand huis bieden wij een 2-kamer appartement aan', 'apartment'],
    ['Op de zolder van een eengezinswoning een ruime kamer van 20 m2', 'room'],
    ['Woning met tuin nabij het centrum', 'apartment'],
    ['Sfeervolle tussenwoning met tuin', 'house'],
    ['Wij verhuren dit sfeervolle huis voor zes maanden', 'house'],
  ] as const)('the whole dwelling, not the building around it: %s -> %s', (text, expected) => {
    expect(type(text)).toBe(expected);
  });
});

describe('extractListingType when nothing names the offer outright', () => {
  it('reads a house or an apartment named in passing', () => {
    expect(extractListingType(foldText('Beschikbaar per 1 mei\n\nEen mooi gemeubileerd huis met een grote tuin'))).toBe(
      'house',
    );
    expect(extractListingType(foldText('Vrij per direct\n\nGezellig huisje aan de dijk, alles aanwezig'))).toBe(
      'house',
    );
    expect(extractListingType(foldText('Reserved: 4 bed house near the campus'))).toBe('house');
    expect(
      extractListingType(foldText('Begane grond: hal. Eerste verdieping: laminaat in het gehele appartement')),
    ).toBe('apartment');
    expect(extractListingType(foldText('Alles inclusief, per direct vrij'))).toBe('unknown');
  });
});
