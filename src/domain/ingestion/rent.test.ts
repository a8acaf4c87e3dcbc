import { describe, expect, it } from 'vitest';
import { extractRent } from './rent.ts';
import { foldText } from './text.ts';

const rent = (text: string) => extractRent(foldText(text));

describe('extractRent', () => {
  it.each([
    ['Huur: €725 p/m all-in', 725],
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
    ['€1.100 per month. Deposit €2.200, paid at signing.', 1100],
    ['€1.950 p/m. Income requirement €6.000 bruto.', 1950],
    ['Furniture takeover €300. Rent €640 incl.', 640],
    ['€1.200 per month, parking space available for €90 extra', 1200],
    ['€900 per month for one person, couples +€200', 900],
    ['Huur €615 p/m, overname meubels €250', 615],
  ])('leaves out what is not rent: %s', (text, expected) => {
    expect(rent(text)).toBe(expected);
  });

  it('finds nothing in a post without a price', () => {
    expect(rent('Room in Oost, 14 m2, 3 housemates, from 1 March')).toBeNull();
    expect(rent('Room of 12m2 for 2 people, available 2026')).toBeNull();
  });
});
