import { describe, expect, it } from 'vitest';
import { extractLanguageRequirements, extractRegistration, extractSubrent } from './terms.ts';
import { foldText } from './text.ts';

describe('extractSubrent', () => {
  const subrent = (text: string) => extractSubrent(foldText(text));
  it.each([
    ['Subletting my room while I am on exchange', 'YES'],
    ['Tijdelijke onderhuur, 3 maanden', 'YES'],
    ["I'm away from 1 to 20 December, room free", 'YES'],
    ['Contract directly with the landlord', 'NO'],
    ['Huurcontract voor onbepaalde tijd, rechtstreeks met de eigenaar', 'NO'],
    ['Short stay through our agency, this is not a sublet', 'NO'],
    ['Room in Oost, €700', null],
  ] as const)('%s -> %s', (text, expected) => {
    expect(subrent(text)).toBe(expected);
  });
});

describe('extractRegistration', () => {
  const registration = (text: string) => extractRegistration(foldText(text));
  it.each([
    ['Registration possible', true],
    ['Inschrijven kan', true],
    ['You can register at the address', true],
    ['Registration: yes', true],
    ['No registration possible', false],
    ['Inschrijving helaas niet mogelijk', false],
    ["Unfortunately you can't register here", false],
    ['Geen inschrijving', false],
    ['No couples\nInschrijving mogelijk', true],
    ['Nice room, DM me', null],
  ] as const)('%s -> %s', (text, expected) => {
    expect(registration(text)).toBe(expected);
  });
});

describe('extractLanguageRequirements', () => {
  const languages = (text: string) => extractLanguageRequirements(foldText(text));
  it.each([
    ['English speaking house', ['English']],
    ['Huistaal is Nederlands', ['Dutch']],
    ['Nederlandstalig huis', ['Dutch']],
    ['You must speak Dutch and English', ['Dutch', 'English']],
    ['We zoeken iemand die Nederlands spreekt', ['Dutch']],
    ['German speakers only', ['German']],
    ['English is ok!', []],
    ['Mix of Dutch and international housemates', []],
  ] as const)('%s -> %j', (text, expected) => {
    expect(languages(text)).toEqual(expected);
  });
});
