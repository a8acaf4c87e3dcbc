// The deposit (borg, waarborgsom, deposit) in whole euros: an amount written beside the word ("borg €750",
// "€1.500 deposit", "waarborgsom 2 x € 850"), or months of rent ("2 maanden borg", "borg: 1x de maandhuur")
// times the post's price. "Geen borg" / "no deposit" is 0; "borg n.o.t.k.", "in overleg" or a deposit without
// amount or months is null. A guarantor ("borgstelling", "garantsteller") is not a deposit.
import { MONEY_SOURCE, parseMoney, parseWrittenNumber } from './numbers.ts';

const DEPOSIT_WORD = String.raw`(?:(?:security\s+|refundable\s+|damage\s+)?deposit|(?:waar)?borg(?:som)?|huurwaarborg|waarborg)`;
// The word, not a guarantor ("borgstelling", "staat borg voor") or a place ("Borger").
const DEPOSIT = new RegExp(
  String.raw`(?<!\b(?:staat|staan|stellen|stelt)\s+)\b${DEPOSIT_WORD}\b(?!\s+(?:staan|staat)\b)`,
  'g',
);
const NO_DEPOSIT = new RegExp(
  String.raw`\b(?:no|geen|zonder|without)\s+(?:\w+\s+)?${DEPOSIT_WORD}\b(?!\s+(?:is\s+)?(?:van|of)\b)|\b${DEPOSIT_WORD}\s*:?\s*(?:none|geen|nee|no|n\.?v\.?t\.?|€?\s*0(?:,-)?)(?![\w.,]*\d)`,
);
// "n.o.t.k.", "in overleg", "negotiable": the amount is left open.
const OPEN_AMOUNT =
  /^\s*:?\s*(?:is\s+)?(?:n\.?o\.?t\.?k\.?|nader\s+overeen\s+te\s+komen|in\s+overleg|negotiable|bespreekbaar|op\s+aanvraag|on\s+request)/;

const MONTH_COUNT = String.raw`(1|2|3|een|één|one|twee|two|drie|three|1[.,]5|anderhalve?)`;
// "2 maanden", "1 maand huur", "one month's rent", "2x de maandhuur", "1x huur", "2 months rent".
const MONTHS = new RegExp(
  String.raw`\b${MONTH_COUNT}\s*(?:x|maal|keer|times)?\s*(?:de\s+|the\s+)?(?:(?:kale\s+|bruto\s+|incl\w*\.?\s+)?(?:maand|month)(?:en|s|'s|s')?|maandhuur|monthly\s+rent)(?:\s+(?:de\s+)?(?:kale\s+|incl\w*\.?\s+)?(?:huur|rent))?|\b${MONTH_COUNT}\s*(?:x|maal|keer|times)\s*(?:de\s+|the\s+)?(?:kale\s+|incl\w*\.?\s+)?(?:huur|rent|huurprijs)\b`,
);
const COUNTS: Record<string, number> = {
  een: 1,
  één: 1,
  one: 1,
  twee: 2,
  two: 2,
  drie: 3,
  three: 3,
  anderhalf: 1.5,
  anderhalve: 1.5,
};
const monthCount = (raw: string) => COUNTS[raw] ?? parseWrittenNumber(raw);

// An amount written as money, or a bare number of three to five digits right after the word ("Borg 1950").
const AMOUNT = new RegExp(
  String.raw`(?:(\d)\s*x\s*)?(?:€|\beur(?:o|os)?\b\.?)\s*${MONEY_SOURCE}|(?<![\d.,])${MONEY_SOURCE}\s*(?:€|euros?\b|eur\b)|(?<![\d.,/-])(\d{1,2}\.\d{3}|\d{3,5})(?:,-{1,2}|,=|\.-|,00)?(?![\d.,]*\s*(?:m2|m²|m\b|jaar|years?|maand|month|%|x\b))`,
);
const FIRST_MONTH = String.raw`(?:(?:the\s+)?first\s+month(?:'s)?|(?:de\s+)?eerste\s+maand)(?:\s+(?:rent|huur))?`;
const SUM_AFTER = new RegExp(String.raw`^\s*(?:\+|and|en|&|plus)\s*${FIRST_MONTH}`);
const SUM_BEFORE = new RegExp(String.raw`${FIRST_MONTH}\s*(?:\+|and|en|&|plus)\s*(?:the\s+|de\s+)?\w*$`);
const PER_MONTH = /^\s*(?:,-|,00)?\s*(?:p\/?m\b|per\s+(?:maand|month|mnd)|\/\s*(?:maand|month|mnd)|a\s+month)/;
// The words that end what is said about the deposit: the next item of a list or the next sentence.
const CLAUSE_END =
  /[;\n]|(?<!\b(?:ex|incl|excl|ca|approx|min|max|nr|o\.a|p\.m|g\/w\/[el]))[.!?](?:\s|$)|,\s+(?=[a-z])(?!\s*(?:dus|so|i\.e|that is|oftewel|ofwel|namelijk))/;
// Another cost named between the word and an amount: "borg, administratiekosten €150".
const OTHER_COST =
  /\b(?:administrati\w*|kosten|costs|fee|huur\s+(?:is|bedraagt)|rent\s+is|servicekosten|provisie|commission)\b/;
// Months of rent counted with the bills in them: "2 maanden huur inclusief servicekosten".
const WITH_BILLS = /\bincl\w*|\ball[\s-]?in\b|\+\s*(?:service|g\/w|voorschot)/;

// Deposits between these are plausible; anything else is a year, a postcode or another number.
const isPlausibleDeposit = (value: number) => value >= 50 && value <= 25000;

/** The rents a deposit in months multiplies: the price without bills, and the rent with them. */
export type DepositRents = { base: number | null; withBills: number | null };

/** What follows one mention of the deposit, up to the end of its clause (or what precedes it, for "€750 borg"). */
function depositAfter(folded: string, at: number, rents: DepositRents): number | null | undefined {
  // "2 x 1 maand huur" is two months.
  const rest = folded.slice(at, at + 90).replace(/\b([23])\s*x\s*(?:1|een|one)\s+(?=maand|month)/, '$1 ');
  const end = CLAUSE_END.exec(rest);
  const clause = end ? rest.slice(0, end.index) : rest;
  if (OPEN_AMOUNT.test(clause)) return null;
  const found = AMOUNT.exec(clause);
  // "2 maanden borg €1495 per maand": an amount per month after the word is the rent.
  // "deposit + first month (€1400)", "first month rent and deposit (€1900)": an amount for both is no deposit.
  const isSum =
    SUM_AFTER.test(clause.slice(0, found?.index ?? 0)) || SUM_BEFORE.test(folded.slice(Math.max(0, at - 50), at));
  const amount = found && (isSum || PER_MONTH.test(clause.slice(found.index + found[0].length))) ? null : found;
  const months = MONTHS.exec(clause);
  const amountFirst = amount && (!months || amount.index < months.index || /\(\s*(?:€|eur)/.test(clause));
  if (amount && amountFirst && !OTHER_COST.test(clause.slice(0, amount.index))) {
    const value = parseMoney(amount[2] ?? amount[3] ?? amount[4] ?? '');
    const times = amount[1] === undefined ? 1 : Number(amount[1]);
    if (value !== null && isPlausibleDeposit(value * times)) return value * times;
  }
  if (months) {
    const count = monthCount(months[1] ?? months[2] ?? '');
    const rent = WITH_BILLS.test(clause) ? (rents.withBills ?? rents.base) : (rents.base ?? rents.withBills);
    return count !== null && rent !== null ? Math.round(count * rent) : null;
  }
  return undefined;
}

// "€1.500 borg", "2 maanden borg", "one month deposit": the amount or the months right before the word.
const AMOUNT_BEFORE = new RegExp(
  String.raw`(?:(?:€|\beur(?:o|os)?\b\.?)[ \t]*${MONEY_SOURCE}|(?<![\d.,])${MONEY_SOURCE}[ \t]*(?:€|euros?|eur))[ \t]*(?:euros?[ \t]*)?(?:(?:as|als)[ \t]+)?(?:a[ \t]+)?$`,
);
const MONTHS_BEFORE = new RegExp(
  String.raw`\b${MONTH_COUNT}[ \t]*(?:x[ \t]*)?(?:maand|month)(?:en|s|'s|s')?[ \t]*(?:(?:kale[ \t]+)?(?:huur|rent)[ \t]*)?(?:(?:as|als)[ \t]+)?(?:a[ \t]+)?$`,
);

function depositBefore(folded: string, at: number, rents: DepositRents): number | null {
  const before = folded.slice(Math.max(0, at - 30), at);
  const amount = AMOUNT_BEFORE.exec(before);
  if (amount) {
    const value = parseMoney(amount[1] ?? amount[2] ?? '');
    if (value !== null && isPlausibleDeposit(value)) return value;
  }
  const months = MONTHS_BEFORE.exec(before);
  const rent = rents.base ?? rents.withBills;
  const count = months ? monthCount(months[1] ?? '') : null;
  return count !== null && rent !== null ? Math.round(count * rent) : null;
}

/** The deposit in whole euros, 0 when the post says there is none, or null when it gives no amount. */
export function extractDeposit(folded: string, rents: DepositRents): number | null {
  if (!/borg|deposit/.test(folded)) return null;
  if (NO_DEPOSIT.test(folded)) return 0;
  DEPOSIT.lastIndex = 0;
  for (let match = DEPOSIT.exec(folded); match !== null; match = DEPOSIT.exec(folded)) {
    // "2 maanden borg" names the deposit before the word, whatever follows it.
    if (MONTHS_BEFORE.test(folded.slice(Math.max(0, match.index - 30), match.index)))
      return depositBefore(folded, match.index, rents);
    const after = depositAfter(folded, match.index + match[0].length, rents);
    if (after === null) return null;
    if (after !== undefined) return after;
    const before = depositBefore(folded, match.index, rents);
    if (before !== null) return before;
  }
  return null;
}
