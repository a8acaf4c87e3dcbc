// Numbers as people write them in Dutch and English posts: "1.650", "1,495", "2.250,-", "12,5", "3,5 x 4".

/** Parses a written amount; dots or commas followed by exactly three digits group thousands. */
export function parseWrittenNumber(raw: string): number | null {
  let text = raw
    .trim()
    .replace(/[,.]-$/, '')
    .replace(/\s/g, '');
  if (text === '') return null;
  if (/^\d{1,3}([.,]\d{3})+([.,]\d{1,2})?$/.test(text)) {
    const decimalMatch = /[.,](\d{1,2})$/.exec(text);
    const grouped = decimalMatch ? text.slice(0, -decimalMatch[0].length) : text;
    text = grouped.replace(/[.,]/g, '') + (decimalMatch ? `.${decimalMatch[1]}` : '');
  } else {
    text = text.replace(',', '.');
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  a: 1,
  an: 1,
  single: 1,
  both: 2,
  beide: 2,
};

/** A count written as digits or as a word ("three", "drie"). */
export function parseCount(raw: string): number | null {
  const word = raw.trim().toLowerCase();
  if (/^\d+$/.test(word)) return Number(word);
  return WORD_NUMBERS[word] ?? null;
}

/** The regex source of a count written as digits or a word. */
export const COUNT_SOURCE =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)';

/**
 * The regex source of a money amount: the number (captured) and the marks that may close it, "850,-",
 * "1.250,--", "1062,=", "1175.-", which stay outside the capture.
 */
export const MONEY_SOURCE = '(\\d{1,3}(?:[.,]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?:,-{1,2}|,=|\\.-)?';

/** Whole euros of a written amount: cents are dropped, as rental sites show prices ("€431,57" is 431). */
export function parseMoney(raw: string): number | null {
  const value = parseWrittenNumber(raw);
  return value === null ? null : Math.floor(value);
}

/** An amount of money in a text: whole euros, and where it stands (its cents and closing marks included). */
export type MoneyAmount = { value: number; start: number; end: number };

// The currency and its number stay on one line: "dec. 2021\n€ 450" is not 2021 euros. "euro" may be glued to
// the number ("950euro"); a lone "e" or "eu" stands for euro only next to three or four digits ("500e", "e 750").
const CURRENCY_BEFORE = new RegExp(
  String.raw`(?:€|\beur(?:o|os)?(?![a-z])\.?|(?<![\w.])e(?=\s?\d{3}))[ \t]*${MONEY_SOURCE}`,
  'g',
);
const CURRENCY_AFTER = new RegExp(String.raw`(?<![\d.,])${MONEY_SOURCE}[ \t]*(?:€|euros?\b|eur\b)`, 'g');
const EURO_LETTER_AFTER = /(?<![\d.,])(\d{3,4}(?:,\d{2})?)(?:,-)?\s?eu?(?![\w'-])/g;
const CLOSED_AMOUNT = /(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(?:,-{1,2}|,=|\.-)/g;
const MONEY_PATTERNS = [CURRENCY_BEFORE, CURRENCY_AFTER, EURO_LETTER_AFTER, CLOSED_AMOUNT];
// Cents and closing marks belong to the amount, so the words after it start after them ("€250,- per week").
const CLOSING_MARK = /^(?:[.,]\d{2}(?!\d))?(?:,-{1,2}|,=|\.-)?/;
// A number followed by a unit is a size, an age, a duration or a count, not money ("850 m2", "12 kamers").
const UNIT_AFTER =
  /^[ \t]*(?:m2|m²|sqm|m\b|jaar|years?|y\/o|min|km|%|x\b|cm|uur|hours?|people|personen|mensen|students|kamers|rooms|bedrooms)/;

/**
 * Adds to `found` every match of `pattern` (its first group the number) that `accepts`, is not followed by a unit
 * and does not overlap an amount found before: patterns added first win.
 */
export function addMoneyMatches(
  folded: string,
  pattern: RegExp,
  found: MoneyAmount[],
  accepts: (value: number) => boolean,
): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const raw = match[1] ?? '';
    const start = match.index + match[0].indexOf(raw);
    const numberEnd = start + raw.length;
    const value = parseMoney(raw);
    if (value === null || !accepts(value) || UNIT_AFTER.test(folded.slice(numberEnd, numberEnd + 10))) continue;
    const end = numberEnd + (CLOSING_MARK.exec(folded.slice(numberEnd, numberEnd + 6))?.[0].length ?? 0);
    if (!found.some((amount) => start < amount.end && end > amount.start)) found.push({ value, start, end });
  }
}

/** Amounts written as money: with a currency sign or word before or after them, or closed by ",-". */
export function findMoney(folded: string, accepts: (value: number) => boolean): MoneyAmount[] {
  const found: MoneyAmount[] = [];
  for (const pattern of MONEY_PATTERNS) addMoneyMatches(folded, pattern, found, accepts);
  return found;
}
