import { describe, expect, it } from 'vitest';
import { extractRent } from './rent.ts';
import { foldText } from './text.ts';

const rent = (text: string) => extractRent(foldText(text));

describe('extractRent', () => {
  it.each([
    ['Huur: €725 p/m all-in', 725],
    // The price only in the headline.
    ['Zolderkamer €425 incl.\n\nLeuke kamer in een rustige straat, gedeelde badkamer.', 425],
    ['Studio 650 euro p/m\n\nKleine studio met eigen keuken', 650],
    ['€ 1.250,- per maand inclusief servicekosten', 1250],
    ['Rent EUR 1,395 per month, bills included', 1395],
    ['900 euro per month including everything', 900],
    ['Room for 650,- p/m', 650],
    ['All-in 840 per month', 840],
    ['Kale huur €800, servicekosten €45, voorschot energie €110', 955],
    ['€1.400 excl. GWL (+ ca. €150 voorschot)', 1550],
    ['Rent is 720 plus about 80 for gas, water and internet', 800],
    ['€560 + €40 service costs + ~€50 energy', 650],
    ['Total € 980 p/m (830 base + 150 utilities)', 980],
    ['€95 per week, bills included', 412],
    ['€250 p/w excl. + €20 p/w for wifi', 1170],
  ])('%s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Rent 950euro per maand', 950],
    ['The rent is 690euros, bills included', 690],
    ['Prijs = 520e inclusief', 520],
    ['Huur 580 eu incl', 580],
    ['Huurprijs 980,= per maand', 980],
    ['Kamer € 850,-- excl.', 850],
    ['De studio kost €612,80 per maand incl. GWL', 612],
    ['Vrij vanaf 1 maart 2022\n€ 480,= all-in per maand', 480],
    ['Huurprijs bedraagt ongeveer 550 (excl. vaste lasten)', 550],
    ['Rent all inclusive 650 per room', 650],
    ['Huur 575 plus kosten', 575],
  ])('reads how amounts are written: %s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Huurprijs inclusief gas, water, stroom, wifi en tv bedraagt €520 per maand.', 520],
    ['Price per month G/W/E, wifi, furniture included: € 895', 895],
    ['De vraagprijs per maand inclusief meubilair en parkeerplek bedraagt 875 euro.', 875],
    ['Huur euro 1300,- ex gwl', 1300],
    ['Huurprijs is €720 gas water licht en wifi', 720],
    [
      'De huurprijs (inclusief servicekosten, meubilair en parkeerplek) exclusief verbruik van gas en stroom is €1.150 per maand',
      1150,
    ],
    ['Huur €800. De huurprijs is inclusief €50 servicekosten.', 800],
    ['Kale huur €700\nServicekosten €60\nBerging €30\nTotale huurprijs excl. G/W/L €790', 790],
  ])('reads a list of what the rent includes or excludes as one qualifier: %s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['€840 excl. utilities (approx. €80)', 920],
    ['De huur van €520 is exclusief €60 voorschot g/w/l.', 580],
    ['Huur €410 plus €40 voorschot energie, dus €450 per maand', 450],
    ['Kale huur €640,-\nHuur incl. G/W/L en servicekosten: €840,-', 840],
    ['€1400 excluding utilities (€1600 including utilities and internet)', 1600],
    ['Huur €900 per maand. G/W/E €150 bij 1 persoon, bij 2 personen €200.', 1050],
    ['Huurprijs: €500 Servicekosten: €50', 550],
    ['De huur bedraagt €480incl. (gwl en internet)', 480],
    ['Huur €700. Servicekosten €90 (incl. voorschot gas en water)', 790],
    ['Kale huur €800. Servicekosten €79. De totale huurprijs bedraagt dus €879 exclusief', 879],
  ])('adds the costs on top, or takes the rent restated with them: %s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Kamer in Utrecht €350\n\nDe huur is €410 all-in.', 410],
    ['Total rent for the flat is €1800, so it will be €600 each', 600],
  ])("prefers a rent named as such, or the tenant's share: %s -> %s", (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Prijzen tussen €350 en €450 per maand', 350],
    ['De kamers kosten 280 tot 340 euro', 280],
    ['Servicekosten tussen €50 en €80. Huur €600', 600],
  ])('takes the low end of a range of prices, the cheapest unit: %s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Prijs per week: €150', 650],
    ['Price is €250,- per week', 1083],
  ])('turns a weekly price named before or after the amount into a monthly one: %s -> %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['€1.100 per month. Deposit €2.200, paid at signing.', 1100],
    ['€1.950 p/m. Income requirement €6.000 bruto.', 1950],
    ['Furniture takeover €300. Rent €640 incl.', 640],
    ['€1.200 per month, parking space available for €90 extra', 1200],
    ['€900 per month for one person, couples +€200', 900],
    ['Huur €615 p/m, overname meubels €250', 615],
    ['Huur €1.200 per maand. Eenmalige schoonmaakkosten € 250.', 1200],
    ['Huur €500 per maand en eenmalig €100 administratiekosten', 500],
    ['Studio €1.100 per maand, parkeerplaats te huur voor €75 per maand', 1100],
    ['De huur is €600 per maand. Met huurtoeslag komt de huur uit op €450.', 600],
    ['Room €500 per month. Bills for the whole house are €350, split between the four of us.', 500],
  ])('leaves out what is not rent: %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    ['Borg: een maand huur (€ 480)', 480],
    ['Borg is 2 x €900', 900],
  ])('reads one month of rent from a deposit counted in months when nothing else names it: %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it.each([
    'Huurder abonnement €49,50 per maand',
    'Registration fee €80',
    'Huurprijs €12.000 per jaar',
    'Room €95 per night',
    'Sublet for the whole stay: €1500 in total',
    'De huur is exclusief €180 voorschot g/w/l',
    'Optioneel schoonmaakpakket: €300 incl. btw',
    'Borg €550.',
  ])('gives no rent rather than a wrong one: %s', (text) => {
    expect(rent(text)).toBeNull();
  });

  it('finds nothing in a post without a price', () => {
    expect(rent('Room in Oost, 14 m2, 3 housemates, from 1 March')).toBeNull();
    expect(rent('Room of 12m2 for 2 people, available 2026')).toBeNull();
  });
});
