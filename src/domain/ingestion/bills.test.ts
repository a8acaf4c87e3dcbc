import { describe, expect, it } from 'vitest';
import { extractBills, type Bills } from './bills.ts';
import { extractRentParts } from './rent.ts';
import { foldText } from './text.ts';

const bills = (text: string) => {
  const folded = foldText(text);
  const rent = extractRentParts(folded);
  return { rent: rent.rent, ...extractBills(folded, rent) };
};
const row = (rent: number | null, status: Bills['bills'], amount: number | null, isAdvance: boolean | null) => ({
  rent,
  bills: status,
  bills_monthly: amount,
  bills_advance: isAdvance,
});

describe('extractBills', () => {
  it.each([
    // The rent keeps the labelling conventions' meaning (costs on top included); the split is beside it.
    ['Kamer in Oost, €710 + €110 voorschot g/w/l', row(820, 'excluded', 110, true)],
    ['Huur 650 euro excl. gas/water/licht (ca. 90 euro)', row(740, 'excluded', 90, false)],
    ['Kale huur €800, servicekosten €45, voorschot energie €110', row(955, 'excluded', 155, true)],
    ['Rent €560 + €40 service costs', row(600, 'excluded', 40, false)],
    ['Room €650 p/m + €50 internet', row(700, 'excluded', 50, false)],
    ['Totaal €980 p/m (€830 kale huur + €150 g/w/e)', row(980, 'excluded', 150, false)],
    ['Kale huur €800. Servicekosten €79. De totale huurprijs bedraagt dus €879', row(879, 'excluded', 79, false)],
    ['€840 excl. G/W/L (€1020 incl.)', row(1020, 'excluded', 180, false)],
    ['Kale huur €640,-\nHuur incl. G/W/L en servicekosten: €840,-', row(840, 'excluded', 200, false)],
  ])('splits costs on top of the price: %s', (text, expected) => {
    expect(bills(text)).toEqual(expected);
  });

  it.each([
    ['Huur €820 incl. €110 voorschot g/w/l', row(820, 'included', 110, true)],
    ['€820 p/m (incl. €110 voorschot g/w/l)', row(820, 'included', 110, true)],
    ['Huur €820, waarvan €60 servicekosten', row(820, 'included', 60, false)],
  ])('reads the bills an inclusive price holds: %s', (text, expected) => {
    expect(bills(text)).toEqual(expected);
  });

  it.each([
    ['Huur €650 incl. g/w/e', 'included'],
    ['Kamer 600 euro, inclusief gwl', 'included'],
    ['Room 700 all-in', 'included'],
    ['All in €700 per month', 'included'],
    ['Rent 800, bills included', 'included'],
    ['Huur incl GLW en internet eur500', 'included'],
    ['De huur is €500. Gas/water/licht en wifi zijn bij de prijs inbegrepen.', 'included'],
    ['Huur €600 per maand, g/w/e en internet zitten er bij in', 'included'],
    ['The rent is 750 inclusive utilities', 'included'],
    ['Huurprijs: €675 per maand incl.', 'included'],
    ['Inclussief GWL, €450', 'included'],
    ['Huurprijs €520, geen bijkomende kosten', 'included'],
    ['€900 excl. servicekosten', 'excluded'],
    ['Rent €1.350 excluding utilities', 'excluded'],
    ['Bills not included, rent 750', 'excluded'],
    ['Kale huur €800', 'excluded'],
    ['Huurprijs vanaf € 1225, - exclusief', 'excluded'],
    ['Huur €500. Gas, water en licht op eigen naam.', 'excluded'],
    ['Huur €1000. Contracten voor gas/water/elektra dient de huurder zelf af te sluiten.', 'excluded'],
    ['Huur €600, g/w/e komen er nog bij', 'excluded'],
    ['Huur €700, bills (approx. €100) are on top', 'excluded'],
    ['The rent of €1.500 does not include utilities: not all-in', 'excluded'],
  ])('says whether the price covers the bills: %s -> %s', (text, expected) => {
    expect(bills(text).bills).toBe(expected);
  });

  it.each([
    'Huur €700, incl. servicekosten, excl. g/w/e',
    'De huurprijs is inclusief VvE exclusief GWE.',
    'Huurprijs €2000 incl. servicekosten en verwarming, excl GWL + TV en internet',
    'The rent includes service costs, excludes utilities.',
    'Huurprijs €450 incl. gas, water, licht; internet €20 extra',
    'Huur €500 incl. alle kosten behalve internet',
    'Prijs 595,- incl water en elektra exclusief 35,- gas p.m.',
  ])('reads some bills in and others on top as partly: %s', (text) => {
    expect(bills(text).bills).toBe('partly');
  });

  it('gives the amount on top for a partly inclusive price', () => {
    expect(bills('€600 all-in + €50 internet')).toEqual(row(650, 'partly', 50, false));
  });

  it.each([
    ['€95 per week + €20 per week bills', row(498, 'excluded', 86, false)],
    ['€150 p/w, all-in', row(650, 'included', null, false)],
  ])('turns weekly prices into monthly ones, bills too: %s', (text, expected) => {
    expect(bills(text)).toEqual(expected);
  });

  it.each([
    'Huur €650 inclusief meubels',
    'Price €600 incl. btw',
    'Huur €700. Borg €1400, administratiekosten €150.',
    'Room €650 with a gas stove and a washing machine',
    'All in all a lovely room for €600',
    'Registration is possible but costs extra. Rent €700.',
    'Keuken incl. vaatwasser, huur €800',
    'Studio €900 per maand, parkeerplaats voor €75 extra',
  ])('finds no statement about bills in amounts and words for other things: %s', (text) => {
    expect(bills(text)).toMatchObject({ bills: null, bills_monthly: null, bills_advance: null });
  });

  it.each([
    ['Huur €600 incl. voorschot g/w/e', true],
    ['Huur €600 plus €80 advance payment for utilities', true],
    ['Huur €600 plus €80 g/w/e, op basis van verbruik', true],
    ['Huur €600 plus €80 vast bedrag g/w/e', false],
    ['Rent €600 all-in, to be paid in advance', false],
  ])('tells an advance from a fixed amount: %s', (text, isAdvance) => {
    expect(bills(text).bills_advance).toBe(isAdvance);
  });
});
