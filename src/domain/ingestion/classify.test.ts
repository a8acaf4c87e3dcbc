import { describe, expect, it } from 'vitest';
import { classifyPost } from './classify.ts';
import { detectLanguage } from './post-language.ts';
import { foldText } from './text.ts';

const classify = (text: string) => classifyPost(foldText(text));

describe('classifyPost', () => {
  it.each([
    'Kamer te huur in Oost, €650 all-in, per 1 december',
    'ROOM AVAILABLE in Noord 🌞 14m2, 700 euro incl., from 1/12',
    'We are looking for a new housemate for our cosy house in Zuid! Room of 12 m2, €690',
    'I am looking for a flatmate to share my two bedroom apartment in Oost, your room is 11 m2',
    'Ik ben op zoek naar een huisgenoot voor mijn appartement, de kamer is 12 m2',
    'Wij zoeken een nieuwe huisgenoot! Kamer van 15m2 komt per 1 januari vrij',
    'Subletting my studio for two months while I travel, €1.100',
    'Studio Overvecht, 28 m2, €875 incl. Per direct.',
  ])('offer: %s', (text) => {
    expect(classify(text)).toBe('HAS_HOUSING_AVAILABLE');
  });

  // In housing groups a house looking for a person offers a room, whatever stands between verb and person.
  it.each([
    'Wij zoeken een gezellige huisgenote voor onze kamer van 14 m2',
    'Per 1 oktober zoeken wij twee nieuwe huisgenoten voor ons studentenhuis',
    'Huize Zonnebloem is op zoek naar een spontane vrouwelijke huisgenoot!',
    'I am looking for 2 roommates for my 3-bedroom apartment in Noord',
    'Huisgenoot gezocht! Wij wonen met z’n vieren vlak bij de markt.',
    'Wij zijn opzoek naar een onderhuurster voor de periode oktober tot februari',
    'Looking for a non-smoking apartment sharer, my flat is near the park and your room is 12 m2',
  ])('offer looking for a housemate: %s', (text) => {
    expect(classify(text)).toBe('HAS_HOUSING_AVAILABLE');
  });

  it.each([
    'Ben jij op zoek naar een kamer dicht bij de campus? Per 1 maart komt er een kamer van 12 m2 vrij in ons huis.',
    'Op zoek naar tijdelijke woonruimte? Mijn appartement in Zuid is van december tot februari beschikbaar.',
    'Zoek je een rustige kamer? Wij verhuren een zolderkamer met eigen wastafel.',
    'Are you looking for a room near the university? Ours has a balcony and costs €550.',
    'Ben of ken jij iemand die op zoek is naar een kamer in Delft? Stuur ons een berichtje!',
    'Beste kamerzoekende, wij hebben per 1 mei plek in ons gezellige huis.',
    'Studentenhuis vlak bij het station\nGraag al eens in een studentenhuis wonen? Dan is dit je kans!',
  ])('offer speaking to seekers: %s', (text) => {
    expect(classify(text)).toBe('HAS_HOUSING_AVAILABLE');
  });

  // Agency prose never says "te huur": the description of the dwelling is the offer.
  it.each([
    'Gelegen op de derde verdieping een ruim 3-kamerappartement van 82 m2 met balkon. Indeling: hal, woonkamer met open keuken, twee slaapkamers en een badkamer. Gestoffeerd opgeleverd.',
    'This bright two-bedroom apartment is located on the 2nd floor and comes with a balcony. Layout: living room with open kitchen, two bedrooms and a bathroom. Fully furnished, 65 m2.',
    'Nieuw in de verhuur bieden wij u deze tussenwoning met tuin aan.',
    'Wij hebben nog 2 kamers in ons studentenhuis, ieder met een eigen wastafel.',
    'Zolderkamer, gestoffeerd, met eigen wastafel. Badkamer en keuken gedeeld met twee anderen.',
    'Apartement in het centrum\n\nHuurprijs inclusief gas en licht. Borg twee maanden. Per direct beschikbaar.',
    'Tussenwoning met garage te huur in een rustige wijk',
    'Ruime kamer van 16 m2 te huur in ons studentenhuis. Huur €450 incl., per 1 september. Elke maand geven we samen een workshop koken.',
  ])('offer described, not announced: %s', (text) => {
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

  // Seekers describe what they want in an offer's words; the one who seeks decides.
  it.each([
    'Wij (stel, beiden werkend) zoeken een 2-kamer appartement met balkon, gestoffeerd, op de 1e of 2e verdieping, minimaal 50 m2. Budget tot €1.600.',
    'Looking for a studio or 1-bedroom apartment, furnished, with own kitchen and bathroom, on the 1st floor, from October. Budget max €1,100.',
    'Wij zoeken voor onze zoon een studentenkamer, liefst dicht bij de campus.',
    'Gezocht: appartement te huur voor 1 persoon, max 1100 euro',
    'Kamer te huur gezocht! Ik ben 23 en werk fulltime.',
    'Ik zoek een huisgenoot om samen een appartement te huren.',
    'Op zoek naar een kamer in Nijmegen? Ik ook! Heeft iemand tips? Budget max 450.',
    'Will pay a finder’s fee to anyone who helps me find a studio, budget up to €1,000',
    'Looking for someone who rents out a studio near the station, I can pay 900',
    'Zoek jij ook een kamer? Laten we samen een huis zoeken! Ik ben 22 en student.',
  ])('seeker describing the wished dwelling: %s', (text) => {
    expect(classify(text)).toBe('LOOKING_FOR_HOUSING');
  });

  it.each([
    'Selling my bike and a desk, pick up in Oost',
    'Does anyone know if a landlord may keep my deposit? My room was €700.',
    'SCAM ALERT: someone posts a room in De Pijp for €500 and asks money via Western Union',
    'Parkeerplaats te huur in De Pijp, €120 per maand',
    'Reminder of the group rules: no agencies, no fees',
    'Question: is €900 for a 2-bedroom apartment of 60 m2 with a balcony normal? It is on the 1st floor, furnished.',
    'Selling my bed and desk, pick up at my apartment on the 3rd floor, €50 for both',
    'Warning: the landlord of the flat above the bakery keeps deposits, never pay him in cash',
    'Ons studentenhuis geeft zaterdag een feest, iedereen is welkom!',
  ])('other: %s', (text) => {
    expect(classify(text)).toBe('OTHER');
  });
});

describe('detectLanguage', () => {
  it.each([
    ['Kamer te huur in Oost, alleen voor studenten. Inschrijving is mogelijk en de huur is inclusief alles.', 'nl'],
    [
      'Room available in the east of the city, only for students. Registration is possible and the rent includes all bills.',
      'en',
    ],
    [
      'Kamer beschikbaar / room available. Huur €700 inclusief alles, rent includes all bills. Inschrijving mogelijk, registration possible.',
      'mixed',
    ],
  ] as const)('%s -> %s', (text, expected) => {
    expect(detectLanguage(foldText(text))).toBe(expected);
  });
});
