// What the tenant pays per month. Every amount in the post is found, then labelled by the nearest word around
// it (bounded by the neighbouring amounts, so "€1.150 p/m + €85 servicekosten" labels each amount by its own
// words): a cost on top ("+ €120 voorschot"), a total ("totaal €715"), or something that is not rent at all
// (deposit, income, furniture takeover, parking, a couple's surcharge). Rent is the total when given, else
// the first base amount plus the costs that follow it; weekly prices become monthly (x 52 / 12).
import { AMOUNT_SOURCE, parseWrittenNumber } from './numbers.ts';
import { COST_WORD } from './vocabulary.ts';

type Amount = { value: number; start: number; end: number };
type Label = 'base' | 'cost' | 'total' | 'excluded';

const CURRENCY_BEFORE = new RegExp(String.raw`(?:€|\beur(?:o|os)?\b\.?)\s*${AMOUNT_SOURCE}`, 'g');
const CURRENCY_AFTER = new RegExp(String.raw`(?<![\d.,])${AMOUNT_SOURCE}\s*(?:€|\beuros?\b|\beur\b)`, 'g');
const DASH_AMOUNT = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*|\d+),-/g;
const BARE_AFTER_WORD = /\b(?:all[\s-]?in(?:clusive)?|rent|huur|kaal|kale\s+huur|total|totaal|for)\s*:?\s*(?:is\s+|of\s+)?(?:ca\.?\s*|±\s*|~\s*|approx\.?\s*|around\s+|about\s+)?(\d{3,4})\b(?!\s*(?:m2|m²|sqm|m\b|jaar|years?|min|km|%|x\b|\/\d))/g;
const BARE_BEFORE_WORD = /(?<![\d.,/:-])\b(\d{3,4})\s*(?=p\/?m\b|pm\b|p\.m\.|per\s+(?:month|maand|mnd|week)|\/\s*(?:month|maand|mnd|week|m)\b|a\s+month|(?:all[\s-]?in|incl|excl|kaal|inclusive)\b)/g;
const BARE_ADDED = new RegExp(String.raw`(?:\+|\bplus\b)\s*(?:ca\.?\s*|±\s*|~\s*|approx\.?\s*|around\s+|about\s+|ongeveer\s+)?(\d{2,4})\b(?=\s*(?:for\s+|voor\s+)?(?:the\s+)?${COST_WORD})`, 'g');
const BARE_COST_IN_LIST = new RegExp(String.raw`(?<![\d.,/€])(?:~|±|ca\.?\s*)?\b(\d{2,4})\s+(?=kaal\b|${COST_WORD})`, 'g');

const EXCLUDED_WORDS = /\b(?:deposit|borg|waarborg|waarborgsom|security|income|inkomen|salary|salaris|bruto|gross|overname|overnemen|takeover|take\s+over|furniture|meubels|meubilair|inventaris|parking|parkeer\w*|garage|couples?|stel|koppel|partner|per\s+uur|per\s+hour|an\s+hour|fee|fees|finder|bemiddeling\w*|agency|makelaar|reserv\w*|first\s+month|eerste\s+maand|registration\s+fee|extra|surcharge|toeslag|huurtoeslag|allowance|sale|koop|budget|cleaning\s+fee|eenmalig|one-?off|once)\b/g;
const COST_WORDS = new RegExp(String.raw`\b${COST_WORD}`, 'g');
const TOTAL_WORDS = /\b(?:totaal|total|in\s+total|all\s+together|alles\s+samen|samen|in\s+totaal)\b/g;
// Words naming the rent come before it ("huur €650"); words qualifying it follow it ("€650 incl.").
const BASE_BEFORE = /\b(?:rent|huur|huurprijs|kale\s+huur|price|prijs|vergoeding|gebruike?r?s?vergoeding|all[\s-]?in)\b/g;
const BASE_AFTER = /\b(?:all[\s-]?in(?:clusive)?|incl\w*|excl\w*|inclusive|kaal|alles\s+inbegrepen)\b/g;
// "all bills included", "incl. G/W/L": cost words that say the rent already covers them.
const INCLUSIVE_PHRASE = new RegExp(String.raw`\b(?:incl\w*|inclusief|including|inclusive\s+of|with)\.?\s+(?:all\s+|alle\s+)?(?:the\s+)?${COST_WORD}(?:\s*(?:,|and|en|&|\/|\+)\s*${COST_WORD})*|\b(?:all\s+)?${COST_WORD}\s+(?:included|inbegrepen|inclusief)`, 'g');
const WEEKLY = /^\s*(?:,-)?\s*(?:euros?\b|eur\b)?\s*(?:per\s+week|p\/?w\b|pw\b|\/\s*week|a\s+week|weekly|per\s+wk)/;
const NOT_MONEY_AFTER = /^\s*(?:m2|m²|sqm|m\b|jaar|years?|y\/o|min|km|%|x\b|cm|uur|hours?|people|personen|mensen|students|kamers|rooms|bedrooms)/;

function collectAmounts(folded: string): Amount[] {
  const found: Amount[] = [];
  const add = (value: number | null, start: number, end: number) => {
    if (value === null || value < 20 || value > 25000) return;
    if (found.some((amount) => start < amount.end && end > amount.start)) return;
    found.push({ value, start, end });
  };
  const scan = (pattern: RegExp, group = 1) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
      const raw = match[group] ?? '';
      const start = match.index + match[0].indexOf(raw);
      if (NOT_MONEY_AFTER.test(folded.slice(start + raw.length, start + raw.length + 10))) continue;
      add(parseWrittenNumber(raw), start, start + raw.length);
    }
  };
  scan(CURRENCY_BEFORE);
  scan(CURRENCY_AFTER);
  scan(DASH_AMOUNT);
  scan(BARE_ADDED);
  scan(BARE_COST_IN_LIST);
  scan(BARE_AFTER_WORD);
  scan(BARE_BEFORE_WORD);
  return found.sort((left, right) => left.start - right.start);
}

function nearest(pattern: RegExp | null, before: string, after: string, afterPattern: RegExp | null = pattern): number {
  let best = Number.POSITIVE_INFINITY;
  if (pattern) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(before); match !== null; match = pattern.exec(before)) best = Math.min(best, before.length - (match.index + match[0].length));
  }
  if (afterPattern) {
    afterPattern.lastIndex = 0;
    // A word far after an amount belongs to the next one ("€1.200 p/m, parking for €90").
    const first = afterPattern.exec(after);
    if (first && first.index <= 15) best = Math.min(best, first.index + 0.5);
  }
  return best;
}

// A sentence ends at a full stop, '!' or '?' before the next word, except after the abbreviations prices use
// ("ca. €120", "excl. G/W/L"), and at a line break.
const SENTENCE_END = String.raw`(?<!\b(?:ca|approx|incl|excl|min|max|ong|bijv|resp|nr|vs|st|o\.a))[.!?]\s+(?=[a-z€\d])|\n`;
const SENTENCE_ENDS = new RegExp(SENTENCE_END, 'g');
// After an amount a comma or semicolon starts the next item too: "€1.200 p/m, parking €90".
const ITEM_END = new RegExp(String.raw`[,;]|${SENTENCE_END}`);

/** The part of a window that lies in the same sentence as the amount. */
function sameSentence(window: string, side: 'before' | 'after'): string {
  if (side === 'after') {
    const match = ITEM_END.exec(window);
    return match ? window.slice(0, match.index) : window;
  }
  let start = 0;
  SENTENCE_ENDS.lastIndex = 0;
  for (let match = SENTENCE_ENDS.exec(window); match !== null; match = SENTENCE_ENDS.exec(window)) start = match.index + match[0].length;
  return window.slice(start);
}

function labelAmount(folded: string, amounts: readonly Amount[], position: number): Label {
  const amount = amounts[position] as Amount;
  const previousEnd = position > 0 ? (amounts[position - 1] as Amount).end : 0;
  const nextStart = position + 1 < amounts.length ? (amounts[position + 1] as Amount).start : folded.length;
  const lineStart = folded.lastIndexOf('\n', amount.start - 1) + 1;
  const lineEndIndex = folded.indexOf('\n', amount.end);
  const lineEnd = lineEndIndex === -1 ? folded.length : lineEndIndex;
  const before = sameSentence(folded.slice(Math.max(previousEnd, lineStart, amount.start - 45), amount.start), 'before').replace(INCLUSIVE_PHRASE, ' incl ');
  const after = sameSentence(folded.slice(amount.end, Math.min(nextStart, lineEnd, amount.end + 35)), 'after').replace(INCLUSIVE_PHRASE, ' incl ');
  const distances: Array<[Label, number]> = [
    ['excluded', nearest(EXCLUDED_WORDS, before, after)],
    ['cost', nearest(COST_WORDS, before, after)],
    ['total', nearest(TOTAL_WORDS, before, after)],
    ['base', nearest(BASE_BEFORE, before, after, BASE_AFTER)],
  ];
  distances.sort((left, right) => left[1] - right[1]);
  const [label, distance] = distances[0] as [Label, number];
  return distance === Number.POSITIVE_INFINITY ? 'base' : label;
}

function monthly(folded: string, amount: Amount): number {
  return WEEKLY.test(folded.slice(amount.end, amount.end + 14)) ? (amount.value * 52) / 12 : amount.value;
}

/** The monthly rent including costs, rounded to whole euros, or null. */
export function extractRent(folded: string): number | null {
  const amounts = collectAmounts(folded);
  const labelled = amounts.map((amount, position) => ({ amount, label: labelAmount(folded, amounts, position) }));
  const total = labelled.find((entry) => entry.label === 'total');
  if (total) return Math.round(monthly(folded, total.amount));
  const baseIndex = labelled.findIndex((entry) => entry.label === 'base');
  if (baseIndex === -1) return null;
  const base = labelled[baseIndex] as (typeof labelled)[number];
  let rent = monthly(folded, base.amount);
  const weekly = rent !== base.amount.value;
  for (const entry of labelled.slice(baseIndex + 1)) {
    if (entry.label === 'base') break;
    if (entry.label === 'cost') rent += weekly ? (entry.amount.value * 52) / 12 : monthly(folded, entry.amount);
  }
  return Math.round(rent);
}
