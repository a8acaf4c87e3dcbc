import { describe, expect, it } from 'vitest';
import { extractDeposit, type DepositRents } from './deposit.ts';
import { foldText } from './text.ts';

// The rents a deposit in months counts: the price without bills (700) and the rent with them (800).
const rents: DepositRents = { base: 700, withBills: 800 };
const deposit = (text: string, given = rents) => extractDeposit(foldText(text), given);

describe('extractDeposit', () => {
  it.each([
    ['Borg €750', 750],
    ['Borg: € 1.350,-', 1350],
    ['Waarborgsom: €1700,-; huurvoorwaarde inkomen 3x de huur', 1700],
    ['De borg bedraagt €450.', 450],
    ['Deposit EUR 485,-', 485],
    ['Security deposit of €1,500', 1500],
    ['Refundable deposit is 750,-', 750],
    ['Borg 1950\nGeschikt voor 1 persoon', 1950],
    ['De borg voor deze kamer is €500', 500],
    ['€1.500 borg, huur €750', 1500],
    ['Daarbij komt eenmalig 450 euro borg', 450],
    ['Waarborgsom 2 x € 850', 1700],
    ['Borg is 1 maand huur ex. G/W/L (€393,92)', 393],
  ])('reads an amount: %s -> %s', (text, expected) => {
    expect(deposit(text)).toBe(expected);
  });

  it.each([
    ['2 maanden borg', 1400],
    ['Borg: 1 maand huur', 700],
    ['De borg bedraagt één maand de huurprijs', 700],
    ['Waarborgsom: 2 maanden', 1400],
    ['Borg: 1x huur', 700],
    ['Waarborgsom 2 x de maandhuur', 1400],
    ['Deposit: one month’s rent', 700],
    ['Two months rent as deposit', 1400],
    ['Deposit equal to 2 months rent', 1400],
    ['1 month deposit required', 700],
    ['Borg gelijk aan 2 maanden huur inclusief servicekosten', 1600],
    ['Waarborgsom: 2 maanden de incl. huur', 1600],
    ['Borg anderhalve maand huur', 1050],
    ['Waarborgsom 2 x 1 maand huur', 1400],
    ['2 maanden borg €700 per maand', 1400],
  ])('counts months of rent: %s -> %s', (text, expected) => {
    expect(deposit(text)).toBe(expected);
  });

  it.each([
    ['Geen borg!', 0],
    ['No deposit required', 0],
    ['Zonder borg, huur €700', 0],
    ['Deposit: none', 0],
  ])('reads that there is none: %s', (text, expected) => {
    expect(deposit(text)).toBe(expected);
  });

  it.each([
    'Borg n.o.t.k.',
    'Borg: in overleg',
    'Borg gevraagd. Huur €500',
    'Borgstelling door ouders vereist; huur €600',
    'Garantsteller staat borg voor 3x de huur',
    'Huur €700, administratiekosten €150',
    'Kamer in Borger, €450',
    'Huur €700. Borg, administratiekosten €150',
    'You pay the deposit + first month (€1400) before the viewing',
    'Send the first month rent and deposit (€1900) via Western Union',
  ])('gives no deposit when the post names none or leaves it open: %s', (text) => {
    expect(deposit(text)).toBeNull();
  });

  it('gives no deposit in months when the rent is unknown', () => {
    expect(deposit('2 maanden borg', { base: null, withBills: null })).toBeNull();
  });

  it('takes the deposit, not the amounts for other things around it', () => {
    expect(deposit('Huur €700. Borg €1400, administratiekosten €150.')).toBe(1400);
    expect(deposit('Administratiekosten €150; borg: 1 maand huur')).toBe(700);
  });
});
