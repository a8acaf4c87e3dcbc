// Numbers as people write them in Dutch and English posts: "1.650", "1,495", "2.250,-", "12,5", "3,5 x 4".

/** Parses a written amount; dots or commas followed by exactly three digits group thousands. */
export function parseWrittenNumber(raw: string): number | null {
  let text = raw.trim().replace(/[,.]-$/, '').replace(/\s/g, '');
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
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12,
  a: 1, an: 1, single: 1, both: 2, beide: 2,
};

/** A count written as digits or as a word ("three", "drie"). */
export function parseCount(raw: string): number | null {
  const word = raw.trim().toLowerCase();
  if (/^\d+$/.test(word)) return Number(word);
  return WORD_NUMBERS[word] ?? null;
}

/** The regex source of a count written as digits or a word. */
export const COUNT_SOURCE = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)';

/** The regex source of a written amount such as 1.650 or 1,495.00 or 850,-. */
export const AMOUNT_SOURCE = '(\\d{1,3}(?:[.,]\\d{3})+(?:[.,]\\d{1,2}|,-)?|\\d+(?:[.,]\\d{1,2}|,-)?)';
