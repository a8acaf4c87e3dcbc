// What the tenant pays per month. Every amount in the post is found (written as money, or a bare number that
// words make money), then labelled by the nearest word around it, within its sentence and bounded by the
// neighbouring amounts, so "€1.150 p/m + €85 servicekosten" labels each amount by its own words: a cost on top
// ("+ €120 voorschot"), a total ("totaal €715"), or something that is not rent at all (deposit, income,
// furniture takeover, parking, a couple's surcharge, a one-off payment, a price per day or year). Lists of what
// a rent includes or excludes ("incl. gas, water en internet") read as one qualifier, so their cost words do not
// label the amount. Rent is the total when given, else the first base amount (one named as rent before an
// unnamed one, such as a title's) plus the costs that follow it, or the inclusive rent that restates it; weekly
// prices become monthly (x 52 / 12). Amounts too small to be a month's rent are never the rent: when unsure,
// no rent beats a wrong one.
import { addMoneyMatches, findMoney, MONEY_SOURCE, parseMoney, type MoneyAmount } from './numbers.ts';
import { COST_WORD } from './vocabulary.ts';

type Amount = MoneyAmount;
type Label = 'base' | 'cost' | 'total' | 'excluded';
export type Qualifier = 'inclusive' | 'exclusive' | null;
type Labelled = { amount: Amount; label: Label; qualifier: Qualifier; isNamed: boolean };

// Below this a monthly amount is a fee or a cost (a €49,50 subscription, €60 contract costs), never the rent.
const MINIMUM_MONTHLY_RENT = 150;
const APPROXIMATELY = String.raw`(?:ca\.?\s*|circa\s+|±\s*|\+-\s*|~\s*|approx\.?\s*|around\s+|about\s+|ongeveer\s+)`;
// A bare number that reads as a year ("for 2022") is not an amount.
const LOOKS_LIKE_A_YEAR = (value: number) => value >= 2015 && value <= 2035;

// Numbers without a currency that are money by the words around them: "huur 650", "650 p/m", "+ 80 voor gas".
const BARE_AFTER_WORD = new RegExp(
  String.raw`\b(?:all[\s-]?in(?:clusive|clu\w*)?|rent|huur|huurprijs|huursom|kale\s+huur(?:prijs)?|kaal|total|totaal|for|prijs|price)\b\s*(?:\(?per\s+(?:maand|month)\)?\s*)?:?\s*(?:is\s+|of\s+|bedraagt\s+|van\s+|=\s*)?${APPROXIMATELY}?(\d{3,4})(?:[.,]\d{2})?\b(?![.,]?\d|\s*(?:m2|m²|sqm|m\b|jaar|years?|min|km|%|x\b|\/\d))`,
  'g',
);
const BARE_BEFORE_WORD =
  /(?<![\d.,/:-])\b(\d{3,4})(?:[.,]\d{2})?\s*(?=p\/?m\b|pm\b|pmd\b|p\.m\b|per\s+(?:month|maand|mnd|week|room|kamer)\b|\/\s*(?:month|maand|mnd|week|m)\b|a\s+month|\(?(?:all[\s-]?in|incl|excl|kaal|inclusive)\b)/g;
const BARE_ADDED = new RegExp(
  String.raw`(?:\+|\bplus\b)\s*${APPROXIMATELY}?(\d{2,4})\b(?=\s*(?:for\s+|voor\s+)?(?:the\s+)?${COST_WORD})`,
  'g',
);
const BARE_COST_IN_LIST = new RegExp(
  String.raw`(?<![\d.,/€])(?:~|±|ca\.?\s*)?\b(\d{2,4})\s+(?=kaal\b|${COST_WORD})`,
  'g',
);

const EXCLUDED_WORDS =
  /\b(?:deposit|borg\w*|waarborg\w*|security|income|inkomen\w*|salary|salaris|bruto|gross|netto|vermogen|overname|overnemen|takeover|take\s+over|furniture|meubels|meubilair|inventaris|parking|parkeer\w*|garage\w*|couples?|stel|koppel|partner|(?:2|two|twee)\s+(?:personen|persons|people)|per\s+uur|per\s+hour|an\s+hour|fee|fees|finder|bemiddeling\w*|intermediair|agency|makelaar|reserv\w*|first\s+month|eerste\s+maand|administrat\w*|(?:incl|excl|inclusief|exclusief)\.?\s+(?:btw|vat)|btw|vat|(?:1|2|3|een|one|twee|two|drie|three)\s+(?:maand(?:en)?|months?)\s+(?:huur|rent)|registratiekosten|registration\s+(?:fee|costs?)|contractkosten|extra|meerprijs|surcharge|toeslag|huurtoeslag|huursubsidie|allowance|korting|discount|sale|koop|budget|cleaning\s+fee|eindschoonmaak|final\s+cleaning|bezichtig\w*|viewing)\b/g;
// Besides the shared cost words: municipal taxes, subscriptions and "met kosten van €300" are costs on top too.
const COST_WORDS = new RegExp(
  String.raw`\b(?:${COST_WORD}|abonnement|subscription|belasting\w*|heffing\w*|levering\s+en\s+diensten|schoonmaak(?:kosten)?|cleaning|(?:extra|bijkomende|additional)\s+(?:\w+\s+)?(?:kosten|costs)|(?:met|plus)\s+(?:de\s+)?(?:kosten|costs)\s+(?:van|of))`,
  'g',
);
// "(+ €75)": an amount added on top is a cost, unless its words make it an extra ("couples +€150").
const ADDED_AMOUNT = new RegExp(String.raw`(?:\+|\bplus\b)\s*${APPROXIMATELY}?(?:€|eur\w*)?\s*$`);
// "de huurprijs is exclusief €250 voorschot": the amount a rent is exclusive of is a cost on top; one it is
// inclusive of ("is incl. €150 servicekosten", "waarvan €60 servicekosten") is already in it.
const INCLUSIVE_OF_AMOUNT = /(?:\bis\s+incl\w*\.?|\b(?:waarvan|of\s+which))\s*(?:€|eur\w*)?\s*$/g;
// "€820 incl. €110 voorschot": right after an amount, the amount it includes is part of it.
const INCLUDED_IN_PREVIOUS =
  /^\s*(?:p\/?m\s*|per\s+(?:maand|month)\s*)?[(,]?\s*(?:incl\w*\.?|including)\s*(?:€|eur\w*)?\s*$/;
const EXCLUSIVE_OF_AMOUNT = /\bis\s+excl\w*\.?(?:\s+(?:een\s+)?(?:vast\s+)?bedrag\s+van)?\s*€?\s*$/g;
const TOTAL_WORDS =
  /\b(?:totaal|total|in\s+total|all\s+together|altogether|alles\s+samen|samen|in\s+totaal|totale(?:\s+(?:huurprijs|huur|prijs|huursom|kosten|woonlasten))?|komt\s+(?:\w+\s+){0,3}op|comes\s+to|brings\s+it\s+to)\b/g;
// "dus", "so" and "=" close a sum only right after its parts and right before its amount.
const CLOSES_SUM = /(?:\b(?:dus|so|thus)(?:\s+(?:tot|op|it(?:'s|\s+is|\s+will\s+be)))?|=)\s*(?:€|eur\w*)?\s*$/g;
const SUM_REACH = 40;
const TOTAL_AFTER = /\b(?:in\s+total|in\s+totaal|total|totaal)\b/g;
// Words naming the rent come before it ("huur €650"); words qualifying it follow it ("€650 incl.").
const BASE_BEFORE =
  /\b(?:rent|huur|huurprijs|huursom|kale\s+huur|price|prijs|vraagprijs|vergoeding|gebruike?r?s?vergoeding|all[\s-]?in)\b/g;
const BASE_AFTER = /\b(?:all[\s-]?in(?:clusive)?|incl\w*|excl\w*|inclusive|kaal|alles\s+inbegrepen)\b/g;
const INCLUSIVE_WORDS = /\b(?:incl\w*|including|inclusive|all[\s-]?in\w*|inbegrepen|included)\b/g;
const EXCLUSIVE_WORDS = /\b(?:excl\w*|excluding|exclusive|kaal|kale|bare|zonder|without)\b/g;

// Things a rent can include besides the costs: "incl. gas, water, internet en meubilair" names what the rent
// covers, so neither its cost words nor its "furniture" label the amount.
const INCLUDED_THING = String.raw`(?:${COST_WORD}|licht|light|wi-?fi|tv|televisie|television|kabel(?:-tv)?|cable|furniture|meubilair|meubels|meubilering|stoffering|inventaris|parkeer\w*|parking|berging|storage|schoonmaak\w*|cleaning|wasmachine|washing\s+machine|afval\w*|gemeentelijke\s+(?:belastingen|heffingen|lasten)|belasting\w*|heffing\w*|taxes|v\.?v\.?e\.?(?:-?kosten)?|service|everything|alles|all)`;
const LIST_SEPARATOR = String.raw`\s*(?:,|\band\b|\ben\b|&|\/|\+)?\s*`;
const LIST_FILLER = String.raw`(?:(?:the|de|het|alle|all|use\s+of|gebruik\s+van|verbruik\s+van|snel\w*|fast|voorschot)\s+)?`;
const INCLUDED_LIST = String.raw`${LIST_FILLER}${INCLUDED_THING}(?:${LIST_SEPARATOR}${LIST_FILLER}${INCLUDED_THING}){0,8}`;
// "huur excl. G/W/L €700": after a rent word, the costs it excludes do not make the amount a cost.
const EXCLUSIVE_PHRASE = new RegExp(
  String.raw`\b(?:excl(?:usief|uding|usive)?|ex|zonder|without)\.?\s*[:(]?\s*(?:all\s+|alle\s+)?(?:the\s+)?${INCLUDED_LIST}`,
  'g',
);
const INCLUSIVE_PHRASE = new RegExp(
  String.raw`\b(?:incl(?:usief|uding|usive(?:\s+of)?)?|with)\.?\s*[:(]?\s*(?:all\s+|alle\s+)?(?:the\s+)?${INCLUDED_LIST}|\b${INCLUDED_LIST}\s+(?:included|inbegrepen|inclusief)`,
  'g',
);
const WEEKLY_AFTER = /^\s*(?:euros?\b|eur\b|e\b)?\s*(?:per\s+week|p\/?w\b|pw\b|\/\s*week|a\s+week|weekly|per\s+wk)/;
// "prijs per week: €225": the period may come before the amount, right before it.
const WEEKLY_BEFORE = /\b(?:per\s+week|p\/w|weekly|a\s+week)\s*(?:is\s+|bedraagt\s+)?:?\s*(?:€|eur\w*)?\s*$/;
// A price per day or per year is not the month's rent (and is too rare to convert safely).
const NOT_MONTHLY_AFTER =
  /^\s*(?:euros?\b|eur\b|e\b)?\s*(?:per\s+(?:jaar|year|dag|day|nacht|night)|a\s+(?:year|day|night)|p\/?j\b|\/\s*(?:jaar|year|dag|day|nacht|night)\b|yearly|annually|jaarlijks)/;
// "tussen €300 en €400", "270 tot 320 euro": a range of prices, of units or of a rent not yet fixed.
const RANGE_BETWEEN = /^[ \t]*(?:€|euros?|eur)?[ \t]*(?:tot|to|t\/m|-|en|and)[ \t]*(?:€|eur\w*)?[ \t]*$/;
const RANGE_START = /(?<![\d.,])(\d{3,4})(?=[ \t]*(?:tot|to|-)[ \t]*(?:€[ \t]*)?\d{3,4}(?:,-)?[ \t]*(?:€|euro))/g;
// "gas/water €150 (1 persoon), €200 (2 personen)": costs for more occupants are an alternative, not an addition.
const MORE_OCCUPANTS = /\b(?:2|3|two|twee|three|drie)\s+(?:personen|persons|people|pers)\b/;
// "eenmalige schoonmaakkosten €250", "€1500 for the whole stay": a payment made once is never the monthly rent,
// whatever it pays for.
const CLAUSE_JOIN = /\b(?:en|and|maar|but)\b/;
const ONE_OFF =
  /\b(?:eenmalig\w*|one-?off|one[\s-]time|once|(?:gehele|hele|whole|entire)\s+(?:verblijf|stay|periode|period))\b/;

const BARE_PATTERNS = [BARE_ADDED, BARE_COST_IN_LIST, BARE_AFTER_WORD, BARE_BEFORE_WORD, RANGE_START];
// Amounts outside this span are not a housing post's prices (a €5 fee, a €45.000 salary).
const isPlausible = (value: number) => value >= 20 && value <= 25000;
const isPlausibleBare = (value: number) => isPlausible(value) && !LOOKS_LIKE_A_YEAR(value);

/** Every amount of money in the post, in text order: written as money, or bare where words make it money. */
function collectAmounts(folded: string): Amount[] {
  const found = findMoney(folded, isPlausible);
  for (const pattern of BARE_PATTERNS) addMoneyMatches(folded, pattern, found, isPlausibleBare);
  return found.sort((left, right) => left.start - right.start);
}

/** How many characters lie between the end of the last match of `pattern` in `before` and the amount. */
function distanceBefore(pattern: RegExp, before: string): number {
  let best = Number.POSITIVE_INFINITY;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(before); match !== null; match = pattern.exec(before))
    best = before.length - (match.index + match[0].length);
  return best;
}

// A word after an amount counts as half a character further than one before it ("huur €500, servicekosten"),
// and one far after it belongs to the next amount ("€1.200 p/m, parking for €90").
const AFTER_PENALTY = 0.5;
const AFTER_WORD_REACH = 15;

/** How far after the amount the first match of `pattern` in `after` starts. */
function distanceAfter(pattern: RegExp, after: string): number {
  pattern.lastIndex = 0;
  const first = pattern.exec(after);
  return first && first.index <= AFTER_WORD_REACH ? first.index + AFTER_PENALTY : Number.POSITIVE_INFINITY;
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
  for (let match = SENTENCE_ENDS.exec(window); match !== null; match = SENTENCE_ENDS.exec(window))
    start = match.index + match[0].length;
  return window.slice(start);
}

// "Huur €500 servicekosten €50": the words right before the next amount are its name, not this one's.
const NAMES_NEXT = /(?:\s*[a-z/&+'-]+){1,3}\s*[:=]?\s*(?:€|eur\w*)?\s*$/;

// How far words label an amount: before it (its name) and after it (its qualifiers).
const BEFORE_REACH = 45;
const AFTER_REACH = 35;

// The phrases are long alternations: a cheap look for their key word first keeps labelling fast.
const MAY_INCLUDE = /incl|with|inbegrepen/;
const MAY_EXCLUDE = /ex|zonder|without/;
const reduceInclusions = (window: string) =>
  MAY_INCLUDE.test(window) ? window.replace(INCLUSIVE_PHRASE, ' incl ') : window;
const reduceExclusions = (window: string) =>
  MAY_EXCLUDE.test(window) ? window.replace(EXCLUSIVE_PHRASE, ' excl ') : window;

/** The words around an amount, within its sentence and its neighbours, with inclusion lists reduced to "incl". */
function windowsAround(
  folded: string,
  amounts: readonly Amount[],
  position: number,
): { before: string; after: string } {
  const amount = amounts[position] as Amount;
  const previousEnd = position > 0 ? (amounts[position - 1] as Amount).end : 0;
  const nextStart = position + 1 < amounts.length ? (amounts[position + 1] as Amount).start : folded.length;
  const lineStart = folded.lastIndexOf('\n', amount.start - 1) + 1;
  const lineEndIndex = folded.indexOf('\n', amount.end);
  const lineEnd = lineEndIndex === -1 ? folded.length : lineEndIndex;
  // Lists are reduced on a wider stretch, so one that starts far back still reads as "incl" within reach.
  const wideBefore = sameSentence(
    folded.slice(Math.max(previousEnd, lineStart, amount.start - 3 * BEFORE_REACH), amount.start),
    'before',
  );
  const afterEnd = Math.min(nextStart, lineEnd, amount.end + AFTER_REACH);
  const reachesNext =
    position + 1 < amounts.length && afterEnd === nextStart && !ITEM_END.test(folded.slice(amount.end, afterEnd));
  const ownAfter = sameSentence(folded.slice(amount.end, afterEnd), 'after');
  const after = reachesNext ? ownAfter.replace(NAMES_NEXT, '') : ownAfter;
  const before = reduceInclusions(withoutExcludedCosts(wideBefore, after)).slice(-BEFORE_REACH);
  return { before, after: reduceExclusions(reduceInclusions(after)) };
}

/**
 * "huurprijs excl. G/W/L €700", or "€1650 excl. G/W/L (€1850 incl.)": costs excluded by a rent word before them,
 * or by the previous amount when this one includes them, name what a rent leaves out: they do not make this
 * amount a cost (as they do in "€840 excl. G/W/L (ca. €80)").
 */
function withoutExcludedCosts(before: string, after: string): string {
  if (!MAY_EXCLUDE.test(before)) return before;
  EXCLUSIVE_PHRASE.lastIndex = 0;
  const phrase = EXCLUSIVE_PHRASE.exec(before);
  if (!phrase) return before;
  BASE_BEFORE.lastIndex = 0;
  const rentWord = BASE_BEFORE.exec(before);
  INCLUSIVE_WORDS.lastIndex = 0;
  const restatesPrevious = before.slice(0, phrase.index).trim() === '' && INCLUSIVE_WORDS.test(after);
  return restatesPrevious || (rentWord && rentWord.index < phrase.index)
    ? before.replace(EXCLUSIVE_PHRASE, ' excl ')
    : before;
}

// A qualifier after an amount ("€650 incl.") names a rent, but less surely than a word before it.
const QUALIFIER_PENALTY = 5;

/**
 * The label its nearest words give an amount; an amount without any is the rent ("Room in Oost, €650"). A
 * qualifier after it makes it the rent unless a word before it names a cost or a total, which have qualifiers
 * too ("servicekosten €210 (incl. gas)", "totaal €879 excl."); cost words after an amount named as rent say what
 * it covers ("huurprijs €720 gas, water en licht").
 */
function labelByWords(before: string, after: string, followsParts: boolean): Label {
  const excludedBefore = Math.min(distanceBefore(EXCLUDED_WORDS, before), distanceBefore(INCLUSIVE_OF_AMOUNT, before));
  const costBefore = Math.min(distanceBefore(COST_WORDS, before), distanceBefore(EXCLUSIVE_OF_AMOUNT, before));
  const totalBefore = Math.min(
    distanceBefore(TOTAL_WORDS, before),
    followsParts ? distanceBefore(CLOSES_SUM, before) : Number.POSITIVE_INFINITY,
  );
  const baseBefore = distanceBefore(BASE_BEFORE, before);
  const excluded = Math.min(excludedBefore, distanceAfter(EXCLUDED_WORDS, after));
  if (ADDED_AMOUNT.test(before)) return excluded < Number.POSITIVE_INFINITY ? 'excluded' : 'cost';
  const isPartOrSum = Math.min(costBefore, totalBefore) < Number.POSITIVE_INFINITY;
  const isNamedRent = baseBefore < Number.POSITIVE_INFINITY;
  const distances: Array<[Label, number]> = [
    ['excluded', excluded],
    ['cost', Math.min(costBefore, isNamedRent ? Number.POSITIVE_INFINITY : distanceAfter(COST_WORDS, after))],
    ['total', Math.min(totalBefore, distanceAfter(TOTAL_AFTER, after))],
    [
      'base',
      Math.min(
        baseBefore,
        isPartOrSum ? Number.POSITIVE_INFINITY : distanceAfter(BASE_AFTER, after) + QUALIFIER_PENALTY,
      ),
    ],
  ];
  distances.sort((left, right) => left[1] - right[1]);
  const [label, distance] = distances[0] as [Label, number];
  return distance === Number.POSITIVE_INFINITY ? 'base' : label;
}

/** Whether the words around an amount say it includes the costs or leaves them out. */
function qualifierOf(before: string, after: string): Qualifier {
  const inclusive = Math.min(distanceBefore(INCLUSIVE_WORDS, before), distanceAfter(INCLUSIVE_WORDS, after));
  const exclusive = Math.min(distanceBefore(EXCLUSIVE_WORDS, before), distanceAfter(EXCLUSIVE_WORDS, after));
  if (inclusive === exclusive) return null;
  return inclusive < exclusive ? 'inclusive' : 'exclusive';
}

/** An amount's label, its monthly value and its qualifier, from the words and periods around it. */
function labelAmount(folded: string, amounts: readonly Amount[], position: number): Labelled {
  const amount = amounts[position] as Amount;
  const { before, after } = windowsAround(folded, amounts, position);
  const previousEnd = position > 0 ? (amounts[position - 1] as Amount).end : 0;
  const wordLabel = labelByWords(before, after, position > 0 && amount.start - previousEnd <= SUM_REACH);
  const isForMoreOccupants =
    wordLabel === 'cost' && MORE_OCCUPANTS.test(folded.slice(Math.max(previousEnd, amount.start - 70), amount.start));
  const nextStart = position + 1 < amounts.length ? (amounts[position + 1] as Amount).start : folded.length;
  const clauseAfter =
    sameSentence(folded.slice(amount.end, Math.min(nextStart, amount.end + 60)), 'after').split(CLAUSE_JOIN, 1)[0] ??
    '';
  const isOneOff = ONE_OFF.test(before) || ONE_OFF.test(clauseAfter);
  const isInPrevious = position > 0 && INCLUDED_IN_PREVIOUS.test(folded.slice(previousEnd, amount.start));
  const isMonthly = !NOT_MONTHLY_AFTER.test(folded.slice(amount.end, amount.end + 40));
  const isWeekly = WEEKLY_AFTER.test(folded.slice(amount.end, amount.end + 18)) || WEEKLY_BEFORE.test(before);
  return {
    amount: { ...amount, value: isWeekly ? (amount.value * 52) / 12 : amount.value },
    label: isForMoreOccupants || isOneOff || isInPrevious || !isMonthly ? 'excluded' : wordLabel,
    // Named as rent ("huur €650", "€650 incl."), unlike a bare "€650" in a title.
    isNamed:
      distanceBefore(BASE_BEFORE, before) < Number.POSITIVE_INFINITY ||
      distanceAfter(BASE_AFTER, after) < Number.POSITIVE_INFINITY,
    qualifier: qualifierOf(before, after),
  };
}

/** Keeps the low end of a price range ("tussen €300 en €400"): the rent of the cheapest unit, as a first price. */
function excludeRanges(folded: string, labelled: Labelled[]): void {
  for (let index = 0; index + 1 < labelled.length; index += 1) {
    const low = labelled[index] as Labelled;
    const high = labelled[index + 1] as Labelled;
    const between = folded.slice(low.amount.end, high.amount.start);
    if (!RANGE_BETWEEN.test(between) || high.amount.value <= low.amount.value) continue;
    const saysBetween = /\b(?:tussen|between)\b/.test(
      folded.slice(Math.max(0, low.amount.start - 16), low.amount.start),
    );
    if (/\b(?:en|and)\b/.test(between) && !saysBetween) continue;
    high.label = 'excluded';
  }
}

// "1 maand borg (€420)", "waarborgsom 2 x €850": a deposit counted in months names one month's rent.
const DEPOSIT_IN_MONTHS = new RegExp(
  String.raw`\b(?:(?:1|een|one)\s+(?:maand|month)(?:'s)?\s+(?:borg|deposit|huur|rent)|(?:borg|waarborgsom|deposit)\s*:?\s*(?:bedraagt\s+|is\s+)?(?:1|een|one)\s+(?:maand|month)(?:'s)?(?:\s+(?:huur|rent))?)\s*:?\s*\(?\s*(?:€|eur\w*)\s*${MONEY_SOURCE}|\b(?:borg|waarborgsom|deposit)\s*:?\s*(?:bedraagt\s+|is\s+)?[23]\s*x\s*(?:€|eur\w*)\s*${MONEY_SOURCE}`,
);

/** One month's rent read from a deposit stated in months, for posts that give the rent no other way. */
function rentFromDeposit(folded: string): number | null {
  const match = DEPOSIT_IN_MONTHS.exec(folded);
  const value = match ? parseMoney(match[1] ?? match[2] ?? '') : null;
  return value !== null && value >= MINIMUM_MONTHLY_RENT ? value : null;
}

// Costs on top stay well below the rent: a larger "cost" is another unit's price or a rent after allowance.
const LARGEST_COST_SHARE = 0.6;

/** The rent from a base amount and what follows it: costs on top, or a restated inclusive rent. */
function rentFromBase(labelled: readonly Labelled[], baseIndex: number): { rent: number; costs: Amount[] } {
  const base = labelled[baseIndex] as Labelled;
  let rent = base.amount.value;
  const costs: Amount[] = [];
  for (const entry of labelled.slice(baseIndex + 1)) {
    if (entry.label === 'base') {
      // "Kale huur €640 ... huur incl. G/W/L €840": the second amount restates the rent with its costs.
      const restatesWithCosts =
        base.qualifier === 'exclusive' &&
        entry.qualifier === 'inclusive' &&
        entry.amount.value > rent &&
        entry.amount.value < 2 * base.amount.value;
      if (restatesWithCosts)
        return { rent: entry.amount.value, costs: [...costs, { ...entry.amount, value: entry.amount.value - rent }] };
      break;
    }
    if (entry.label === 'cost' && entry.amount.value < LARGEST_COST_SHARE * base.amount.value) {
      rent += entry.amount.value;
      costs.push(entry.amount);
    }
  }
  return { rent, costs };
}

const isRentSized = (entry: Labelled) => entry.amount.value >= MINIMUM_MONTHLY_RENT;
// "€667 each", "€450 p.p.": the tenant's share of a larger rent.
const SHARE_AFTER = /^\s*(?:€|euros?\b)?\s*(?:each|per\s+(?:person|persoon|room|kamer)|p\.?p\.?(?![a-z]))/;
const isShare = (folded: string, amount: Amount) => SHARE_AFTER.test(folded.slice(amount.end, amount.end + 20));

/**
 * The rent and how the post built it: the base amount (the price the post names first, or its total) with its
 * qualifier, and the costs on top that the rent includes ("€710 + €110 voorschot": base 710, costs [110]).
 * `rent` always includes `costs`; a restated inclusive rent ("kale huur €640, incl. G/W/L €840") counts its
 * difference as one cost.
 */
export type RentParts = {
  rent: number | null;
  base: number | null;
  baseQualifier: Qualifier;
  costs: Amount[];
};

const NO_RENT: RentParts = { rent: null, base: null, baseQualifier: null, costs: [] };

/**
 * The costs that make a total with its base, before it ("kale huur €800, servicekosten €79, totaal €879") or
 * after it ("totaal €980 (830 kaal + 150 g/w/e)"), when base plus costs is the total; else none.
 */
function partsOfTotal(labelled: readonly Labelled[], total: Labelled): Amount[] {
  const totalIndex = labelled.indexOf(total);
  const isBase = (entry: Labelled, index: number) => index !== totalIndex && entry.label === 'base';
  const before = labelled.findIndex((entry, index) => index < totalIndex && isBase(entry, index));
  const baseIndex =
    before !== -1 ? before : labelled.findIndex((entry, index) => index > totalIndex && isBase(entry, index));
  if (baseIndex === -1) return [];
  const end = baseIndex < totalIndex ? totalIndex : labelled.length;
  const costs = labelled.slice(baseIndex + 1, end).filter((entry) => entry.label === 'cost');
  const sum = costs.reduce(
    (value, entry) => value + entry.amount.value,
    (labelled[baseIndex] as Labelled).amount.value,
  );
  return costs.length > 0 && Math.abs(sum - total.amount.value) < 1 ? costs.map((entry) => entry.amount) : [];
}

/** The monthly rent including costs, and the parts it was built from. */
export function extractRentParts(folded: string): RentParts {
  const amounts = collectAmounts(folded);
  const labelled = amounts.map((_, position) => labelAmount(folded, amounts, position));
  excludeRanges(folded, labelled);
  const isBase = (entry: Labelled) => entry.label === 'base' && isRentSized(entry);
  const namedIndex = labelled.findIndex((entry) => isBase(entry) && entry.isNamed);
  const baseIndex = namedIndex !== -1 ? namedIndex : labelled.findIndex(isBase);
  const base = labelled[baseIndex];
  // A total below a rent named before it is a rent after allowance, not the sum of the rent's parts, unless it
  // is the tenant's share ("€2000 for the flat, so €667 each").
  const total = labelled.find(
    (entry, index) =>
      entry.label === 'total' &&
      isRentSized(entry) &&
      (!base || index < baseIndex || entry.amount.value >= base.amount.value || isShare(folded, entry.amount)),
  );
  if (total) {
    const costs = partsOfTotal(labelled, total);
    const rent = Math.round(total.amount.value);
    const costSum = costs.reduce((value, cost) => value + cost.value, 0);
    return { rent, base: costs.length > 0 ? rent - Math.round(costSum) : rent, baseQualifier: total.qualifier, costs };
  }
  if (base) {
    const { rent, costs } = rentFromBase(labelled, baseIndex);
    return { rent: Math.round(rent), base: Math.round(base.amount.value), baseQualifier: base.qualifier, costs };
  }
  const fromDeposit = rentFromDeposit(folded);
  return fromDeposit === null ? NO_RENT : { ...NO_RENT, rent: fromDeposit, base: fromDeposit };
}

/** The monthly rent including costs, in whole euros, or null. */
export function extractRent(folded: string): number | null {
  return extractRentParts(folded).rent;
}
