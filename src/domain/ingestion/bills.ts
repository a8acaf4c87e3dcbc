// Bills and service costs beside the rent: whether the post's price covers them, their monthly amount when the
// post gives it, and whether that amount is an advance ("voorschot", settled against what is used). The rent
// itself keeps the labelling conventions' meaning (what the tenant pays, costs on top included: "€710 + €110
// voorschot g/w/l" is a rent of 820); this module only says how that rent splits. The status describes the
// post's own price, the base: "excluded" when bills come on top of it (and, when their amount is known, the rent
// already holds them), "included" when the price covers them, "partly" when it covers some and not others
// ("incl. servicekosten, excl. g/w/e", "all-in, + €20 internet").
import { MONEY_SOURCE, parseMoney } from './numbers.ts';
import type { RentParts } from './rent.ts';

export type BillsStatus = 'included' | 'excluded' | 'partly';

export type Bills = {
  /** Whether the post's price covers bills and service costs; null when the post does not say. */
  bills: BillsStatus | null;
  /** The bills' monthly amount in whole euros when the post gives it; the rent always includes it. */
  bills_monthly: number | null;
  /** Whether the bills are an advance settled against use ("voorschot"); null when the post names no bills. */
  bills_advance: boolean | null;
};

// What a rent may cover, kind by kind, so that "incl. servicekosten, excl. g/w/e" reads as partly and
// "excl. G/W/L (incl. G/W/L €1020)" as one price said twice; "bills" or "alle kosten" are costs in general.
type Kind = 'gas' | 'electricity' | 'water' | 'heating' | 'service' | 'internet' | 'taxes' | 'cleaning' | 'all';

const ITEM_KINDS: ReadonlyArray<readonly [string, readonly Kind[]]> = [
  [
    String.raw`g\.?\s?\/?\s?w\.?\s?\/?\s?[el]\.?(?:\s?\/\s?[a-z]\b)?|g\/l\/w|gwe|gwl|glw|g\.w\.l\.?`,
    ['gas', 'electricity', 'water'],
  ],
  [String.raw`utilit(?:y|ies)(?:\s+(?:costs|bills))?|nut(?:s)?voorzieningen|nuts`, ['gas', 'electricity', 'water']],
  [String.raw`gas`, ['gas']],
  [String.raw`electricity|electriciteit|electra|elektra|elektriciteit|stroom|licht|light`, ['electricity']],
  [String.raw`energie(?:kosten|verbruik)?|energy(?:\s+costs?)?|voorschot(?:ten)?`, ['gas', 'electricity']],
  [String.raw`water`, ['water']],
  [String.raw`heating|verwarming|stookkosten`, ['heating']],
  [String.raw`service\s*(?:costs?|charges?|kosten)|servicekosten|service|v\.?v\.?e\.?(?:-?kosten)?`, ['service']],
  [String.raw`internet|wi-?fi|tv|televisie|kabel(?:-tv)?|cable`, ['internet']],
  [
    String.raw`(?:gemeentelijke\s+|municipal\s+|local\s+)?(?:belasting\w*|heffing\w*|taxes)|gemeentelijke\s+lasten|afval\w*|waterschap\w*|rioolrecht\w*`,
    ['taxes'],
  ],
  [String.raw`schoonmaak\w*|cleaning`, ['cleaning']],
  [
    String.raw`bills|(?:alle\s+|all\s+)?(?:bijkomende\s+|vaste\s+|extra\s+|additional\s+|other\s+|overige\s+)?(?:kosten|costs|lasten)|woon(?:lasten|kosten)|everything|alles`,
    ['all'],
  ],
];
const KIND_PATTERNS = ITEM_KINDS.map(([source, kinds]) => [new RegExp(String.raw`\b(?:${source})\b`), kinds] as const);
const BILL_ITEM = ITEM_KINDS.map(([source]) => source).join('|');

// Things a rent may include that are not bills: a list naming them still lists bills around them.
const OTHER_THING = String.raw`meubilair|meubels|meubilering|furniture|stoffering|inventaris|parkeer\w*|parking|berging|storage|wasmachine|washing\s+machine|droger|dryer`;
const ITEM = String.raw`(?:${BILL_ITEM}|${OTHER_THING})`;
const FILLER = String.raw`(?:(?:the|de|het|alle|all|use\s+of|gebruik\s+van|(?:normaal\s+)?verbruik(?:\s+van)?|voorschot|an?\s+advance\s+(?:for|on)|snel\w*|fast|vast\w*)\s+)?`;
const SEPARATOR = String.raw`\s*(?:,|\band\b|\ben\b|&|\/|\+)?\s*`;
const LIST = String.raw`${FILLER}${ITEM}\b(?:${SEPARATOR}${FILLER}${ITEM}\b){0,8}`;

const INCLUDE_WORD = String.raw`incl\w*\.?(?:\s+of)?|includes?|omvat|bevat`;
const EXCLUDE_WORD = String.raw`excl\w*\.?(?:\s+of)?|excludes?|ex\.?|zonder|without|not\s+including|niet\s+inclusief|behalve|except(?:\s+for)?|but\s+not|maar\s+niet|uitgezonderd`;

// "incl. gas, water en licht", "excl. G/W/L": a qualifier and the list of what it covers.
const INCLUDED_LIST = new RegExp(String.raw`\b(?:${INCLUDE_WORD})\s*[:(]?\s*(${LIST})`, 'g');
const EXCLUDED_LIST = new RegExp(String.raw`\b(?:${EXCLUDE_WORD})\s*[:(]?\s*(${LIST})`, 'g');

// Statements whose list comes first ("gas, water en licht inbegrepen", "bills not included", "servicekosten
// bedragen €50", "energie op eigen naam") are found by their last words, and their list is read back from there:
// a pattern that starts with a list is slow to try at every character of a post.
// An amount may stand between the list and what is said of it: "internet €20 extra", "bills (approx. €100) are".
const STATED_AMOUNT = String.raw`(?:\s*[:(]?\s*(?:ca\.?|approx\.?|±|~|about|around|ongeveer)?\s*(?:€|eur\w*)?\s*\d[\d.,]*(?:,-)?\s*(?:euros?|eur|€)?\s*(?:p\/?m|per\s+(?:maand|month))?\s*\)?)?`;
const INCLUDED_AFTER = String.raw`(?:included|inbegrepen|inclusief|incl\b\.?|in\s+de\s+(?:huur|prijs)|in\s+the\s+(?:rent|price)|(?:er\s*)?bij\s+in\b|erbij\b|bij\s+de\s+(?:huur|prijs)\s+(?:inbegrepen|inclusief|in\b))`;
const EXCLUDED_AFTER = String.raw`(?:not\s+included|niet\s+inbegrepen|niet\s+inclusief|excluded|exclusief|extra|on\s+top|bovenop|apart|separately|bij\b(?<=\ber\s*(?:nog\s+)?bij)(?!\s+in)|voor\s+(?:eigen\s+rekening|rekening\s+van\s+de\s+huurder)|for\s+(?:your|the\s+tenant'?s?)\s+own\s+account|(?:to\s+be\s+)?paid\s+(?:by\s+)?(?:yourself|separately|by\s+the\s+tenant)|(?:op\s+)?eigen\s+naam|in\s+(?:your|je|uw|the\s+tenant'?s?)\s+own\s+name|(?:moet\s+je\s+|dien\w*\s+(?:je\s+|u\s+)?|must\s+be\s+|to\s+be\s+)?zelf\s+(?:aan)?(?:vragen|regelen|afsluiten|betalen|aangevraagd|geregeld)|(?:(?:to\s+be\s+|must\s+be\s+)?arranged|paid)\s+(?:by\s+)?(?:yourself|the\s+tenants?))`;
const OWN_AMOUNT = String.raw`(?::|bedra(?:agt|gen)|\b(?:are|is|of|van|zijn)\b)\s*(?:ca\.?\s*|±\s*|~\s*|approx\.?\s*|ongeveer\s+)?(?:€|eur\w*)\s*\d`;
const BY_TENANT = String.raw`(?:zelf\s+(?:af\s+te\s+sluiten|afsluiten|aanvragen|aan\s+te\s+vragen|regelen|te\s+regelen|betalen|te\s+betalen)|op\s+eigen\s+naam|(?:arrange|pay)\s+(?:it\s+|them\s+)?(?:yourself|themselves)|in\s+(?:your|their|the\s+tenant'?s?)\s+own\s+name)`;
const VERB = String.raw`\s+(?:(?:is|are|zijn|zit|zitten|komen|come)\s+)?(?:(?:al|er|nog|ook|already|also)\s+)*`;

// `reach`: how far before its last words a statement's last bill may stand.
type ListStatement = { trigger: RegExp; pattern: RegExp; isIncluded: boolean; reach: number };
const listStatement = (tail: string, listAndTail: string, isIncluded: boolean, reach = 50): ListStatement => ({
  trigger: new RegExp(tail, 'g'),
  pattern: new RegExp(String.raw`${listAndTail}$`),
  isIncluded,
  reach,
});
const LIST_STATEMENTS: readonly ListStatement[] = [
  listStatement(INCLUDED_AFTER, String.raw`(${LIST})${STATED_AMOUNT}${VERB}${INCLUDED_AFTER}`, true),
  listStatement(EXCLUDED_AFTER, String.raw`(${LIST})${STATED_AMOUNT}${VERB}${EXCLUDED_AFTER}`, false),
  // "voorschot gas/water/elektra bedraagt €80", "servicekosten: €50 p/m": bills with an amount of their own are
  // paid beside the price, unless the post says the price holds them.
  listStatement(OWN_AMOUNT, String.raw`(${LIST})\s*${OWN_AMOUNT}`, false),
  // "contracten voor gas/water/elektra dient de huurder zelf af te sluiten", "energy in your own name".
  listStatement(BY_TENANT, String.raw`(${LIST})[^.\n]{0,60}?\b${BY_TENANT}`, false, 90),
];
const LIST_REACH = 110;
// A cheap look for a bill's word first: most "extra" or "bij" in a post follow no list of bills.
const MAY_NAME_BILLS =
  /g\s?\.?\/|gw|gl|gas|water|ele|stroom|licht|light|energ|utilit|nut|voorschot|heat|verwarm|stook|servic|v\.?v\.?e|internet|wi-?fi|tv|telev|kabel|cable|belast|heffing|tax|afval|riool|schoonmaak|clean|bill|kost|cost|last|everything|alles/;
// A list that is the object of a qualifier before it is not the subject of one after it: "inclusief VvE
// exclusief GWE" includes VvE.
const QUALIFIED_BEFORE = /(?:incl\w*|excl\w*|inclusive|exclusive|\bex|zonder|without)\.?\s*[:(]?\s*$/;

/** Each statement whose list comes first, with its list, where its last words are found. */
function collectListStatements(folded: string, onMatch: (list: string, at: number, isIncluded: boolean) => void) {
  for (const { trigger, pattern, isIncluded, reach } of LIST_STATEMENTS) {
    trigger.lastIndex = 0;
    for (let tail = trigger.exec(folded); tail !== null; tail = trigger.exec(folded)) {
      if (!MAY_NAME_BILLS.test(folded.slice(Math.max(0, tail.index - reach), tail.index))) continue;
      const from = Math.max(0, tail.index - LIST_REACH);
      const match = pattern.exec(folded.slice(from, tail.index + tail[0].length));
      if (!match) continue;
      const at = from + match.index;
      if (QUALIFIED_BEFORE.test(folded.slice(Math.max(0, at - 16), at))) continue;
      const isNegated = isIncluded && /\b(?:not|niet)\s+(?:included|inbegrepen|inclusief)\b/.test(match[0]);
      // "registration is possible but costs extra": English "costs" is also a verb.
      if ((match[1] ?? '').trim() !== 'costs') onMatch(match[1] ?? '', at, isIncluded && !isNegated);
    }
  }
}

// "+ €110 voorschot g/w/l", "plus 50 euro for internet": an amount on top names what comes on top.
const ADDED_LIST = new RegExp(
  String.raw`(?:\+|\bplus\b)\s*(?:ca\.?\s*|circa\s+|±\s*|~\s*|approx\.?\s*|about\s+|around\s+|ongeveer\s+)?(?:€|eur\w*)?\s*${MONEY_SOURCE}\s*(?:€|euros?|eur)?\s*(?:p\/?m|per\s+(?:maand|month|mnd|week)|p\/?w|\/\s*(?:maand|month|mnd|week|m))?\s*(?:voor\s+|for\s+|aan\s+)?(${LIST})`,
  'g',
);

// "exclusief een vast bedrag van €200 per maand voor GWE": an amount the price leaves out.
const EXCLUDED_AMOUNT = new RegExp(
  String.raw`\b(?:${EXCLUDE_WORD})\s*(?:een\s+)?(?:vast\s+)?(?:bedrag\s+van\s+)?(?:ca\.?\s*|±\s*|~\s*)?(?:€|eur\w*)\s*${MONEY_SOURCE}\s*(?:euros?\s*)?(?:p\/?m\s*|per\s+(?:maand|month)\s*)?(?:aan\s+|voor\s+|for\s+)?(${LIST})`,
  'g',
);
// A price qualified as a whole: "all-in", "huurprijs is exclusief.", "kale huur".
const RENT_WORD = String.raw`(?:rent|huur|huurprijs|prijs|price|huursom|maandhuur)`;
const GENERIC_INCLUDED = new RegExp(
  String.raw`\ball(?:-|\s+)?inclusi(?:ve|ef)\b|\ball-?in\b(?!-?one)|\ball\s+in\b(?<=(?:€|\d|,-|huur|rent|prijs|price|p\/m|maand|month)[ \t]*all\s+in)|\ball\s+in(?=[ \t]*(?:[€\d(.,;:)!\n]|$|prijs|price|huur|rent|per\b|p\/m))|\balles\s+(?:inbegrepen|inclusief|erbij)|\beverything\s+included\b|\b(?:including|inclusief|incl\.?)\s+(?:everything|alles|alle\s+kosten|all\s+(?:costs|bills))\b|\b(?:geen|no)\s+(?:extra|bijkomende|additional|hidden)\s+(?:kosten|costs)\b|\b${RENT_WORD}\s+(?:is\s+)?(?:incl|inclusief|inclusive)\b\.?(?=\s*(?:$|[.,;:)!\n€\d]))`,
  'g',
);
const GENERIC_EXCLUDED = new RegExp(
  String.raw`\bkale\s+(?:huur|huurprijs|huursom|maandhuur)\b|\b(?:huur|huurprijs|rent)\s*:?\s*kaal\b|\b(?:plus|\+)\s+(?:de\s+)?(?:kosten|costs|bills)\b|\bnot\s+all[\s-]?in\b|\bgeen\s+all[\s-]?in\b|\b${RENT_WORD}\s+(?:is\s+)?(?:excl|exclusief|exclusive)\b\.?(?=\s*(?:$|[.,;:)!\n€\d]))`,
  'g',
);
// "€650 incl.", "€1225,- exclusief", "€700 kaal": an amount qualified right after it, found by the qualifier
// and read back from there (a pattern that starts at every number is slow). The qualifier may be glued to what
// precedes it ("€525incl.", "per maandExcl."): the amount right before it is what makes it one.
const PRICE_QUALIFIER = new RegExp(
  String.raw`(incl|inclusief|inclusive|inbegrepen|excl|exclusief|exclusive|excluding|ex|kaal)\b\.?(?!\s*\.?\s*(?:btw|vat|\d{1,2}\s*%|${OTHER_THING}))`,
  'g',
);
const AMOUNT_RIGHT_BEFORE =
  /\d[\d.,]*(?:,\s?-{1,2}|,=|\.-)?\s*(?:€|euros?|eur)?\s*(?:p\/?m|p\.m\.?|per\s+(?:maand|month|mnd)|\/\s*(?:maand|month|mnd|m)|a\s+month)?\s*[(,]?\s*$/;
const INCLUSIVE_QUALIFIER = /^(?:incl|inclusief|inclusive|inbegrepen)$/;
// "niet inclusief", "not including" before an inclusion turns it around.
const NEGATED_BEFORE = /\b(?:niet|not|geen|no)\s*$/;

// An advance settled against use, not a fixed price ("voorschot", "advance payment", "jaarlijks verrekend").
const ADVANCE =
  /\b(?:voorschot\w*|advance\s+(?:payment|for|on|of)|as\s+an?\s+advance|prepayment|(?:op\s+basis\s+van|based\s+on)\s+(?:het\s+|actual\s+|werkelijk\s+|eigen\s+)?(?:verbruik|usage|consumption|use)|(?:jaarlijks|annually|yearly)\s+(?:verrekend|afgerekend|settled)|(?:jaar|eind)afrekening)\b/;

// "incl. €110 voorschot g/w/l", "waarvan €60 servicekosten": an amount of bills the price already holds.
const INCLUDED_AMOUNT = new RegExp(
  String.raw`\b(?:${INCLUDE_WORD}|waarvan|of\s+which)\s*(?:een\s+(?:bedrag\s+van\s+)?)?(?:ca\.?\s*|±\s*|~\s*)?(?:€|eur\w*)\s*${MONEY_SOURCE}\s*(?:euros?\s*)?(?:p\/?m\s*|per\s+(?:maand|month)\s*)?(?:aan\s+|voor\s+|for\s+|in\s+)?(${LIST})`,
  'g',
);

/** The kinds of bills a list names; a list of furniture or parking alone names none. */
function kindsOf(list: string): Kind[] {
  const kinds = new Set<Kind>();
  for (const [pattern, itemKinds] of KIND_PATTERNS)
    if (pattern.test(list)) for (const kind of itemKinds) kinds.add(kind);
  return [...kinds];
}

// Cheap looks for a statement's key words before its pattern is tried: most posts have few of them.
const MAY_INCLUDE = ['incl', 'omvat', 'bevat'];
const MAY_EXCLUDE = [
  'ex',
  'zonder',
  'without',
  'not incl',
  'niet incl',
  'behalve',
  'but not',
  'maar niet',
  'uitgezonderd',
];
const MAY_ADD = ['+', 'plus'];
const MAY_INCLUDE_ALL = ['all', 'everything', 'incl', 'geen', 'no '];
const MAY_EXCLUDE_ALL = ['kale', 'kaal', 'plus', '+', 'all', 'ex'];
const MAY_INCLUDE_AMOUNT = ['incl', 'omvat', 'bevat', 'waarvan', 'of which'];
const MAY_QUALIFY_PRICE = ['incl', 'inbegrepen', 'ex', 'kaal'];

type Statements = { included: Set<Kind>; excluded: Set<Kind>; firstIncluded: number; firstExcluded: number };

function collect(folded: string, pattern: RegExp, onMatch: (match: RegExpExecArray) => void): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) onMatch(match);
}

/** What the post says its price includes and leaves out, by kind, and where it first says each. */
function statements(folded: string): Statements {
  const found: Statements = {
    included: new Set(),
    excluded: new Set(),
    firstIncluded: Number.POSITIVE_INFINITY,
    firstExcluded: Number.POSITIVE_INFINITY,
  };
  const add = (isIncluded: boolean, kinds: readonly Kind[], at: number) => {
    if (kinds.length === 0) return;
    for (const kind of kinds) (isIncluded ? found.included : found.excluded).add(kind);
    if (isIncluded) found.firstIncluded = Math.min(found.firstIncluded, at);
    else found.firstExcluded = Math.min(found.firstExcluded, at);
  };
  const says = (words: readonly string[]) => words.some((word) => folded.includes(word));
  if (says(MAY_INCLUDE))
    collect(folded, INCLUDED_LIST, (match) => {
      const isNegated = NEGATED_BEFORE.test(folded.slice(Math.max(0, match.index - 8), match.index));
      add(!isNegated, kindsOf(match[1] ?? ''), match.index);
    });
  if (says(MAY_EXCLUDE)) collect(folded, EXCLUDED_LIST, (match) => add(false, kindsOf(match[1] ?? ''), match.index));
  collectListStatements(folded, (list, at, isIncluded) => add(isIncluded, kindsOf(list), at));
  if (says(MAY_ADD)) collect(folded, ADDED_LIST, (match) => add(false, kindsOf(match[2] ?? ''), match.index));
  if (says(MAY_INCLUDE_ALL))
    collect(folded, GENERIC_INCLUDED, (match) => {
      const isNegated = NEGATED_BEFORE.test(folded.slice(Math.max(0, match.index - 8), match.index));
      add(!isNegated, ['all'], match.index);
    });
  if (says(MAY_EXCLUDE_ALL)) collect(folded, GENERIC_EXCLUDED, (match) => add(false, ['all'], match.index));
  if (says(MAY_QUALIFY_PRICE))
    collect(folded, PRICE_QUALIFIER, (match) => {
      if (AMOUNT_RIGHT_BEFORE.test(folded.slice(Math.max(0, match.index - 40), match.index)))
        add(INCLUSIVE_QUALIFIER.test(match[1] ?? ''), ['all'], match.index);
    });
  if (says(MAY_INCLUDE_AMOUNT))
    collect(folded, INCLUDED_AMOUNT, (match) => add(true, kindsOf(match[2] ?? ''), match.index));
  if (says(MAY_EXCLUDE)) collect(folded, EXCLUDED_AMOUNT, (match) => add(false, kindsOf(match[2] ?? ''), match.index));
  return found;
}

/** The kinds of the costs the rent added on top of its base, by the words around each. */
function kindsOfCosts(folded: string, rent: RentParts): Kind[] {
  return rent.costs.flatMap((cost) => {
    const words = `${folded.slice(Math.max(0, cost.start - 40), cost.start)} ${folded.slice(cost.end, cost.end + 40)}`;
    const kinds = kindsOf(words);
    return kinds.length > 0 ? kinds : ['all' as const];
  });
}

const hasSpecific = (kinds: ReadonlySet<Kind>) => [...kinds].some((kind) => kind !== 'all');
const differs = (some: ReadonlySet<Kind>, others: ReadonlySet<Kind>) =>
  [...some].some((kind) => kind !== 'all' && !others.has(kind));

/**
 * The status from what the post includes and leaves out. Different bills on each side make it "partly"
 * ("incl. servicekosten, excl. g/w/e"), as does an all-in price with a named bill on top; the same bills on both
 * sides ("€840 excl. G/W/L, €1020 incl.") are one price said twice, settled by the words at the base price.
 */
function statusOf(found: Statements, rent: RentParts): BillsStatus | null {
  const { included, excluded } = found;
  if (included.size === 0 && excluded.size === 0) return null;
  if (excluded.size === 0) return 'included';
  if (included.size === 0) return 'excluded';
  const isPartly =
    (hasSpecific(included) && hasSpecific(excluded) && differs(included, excluded) && differs(excluded, included)) ||
    (included.has('all') && !excluded.has('all') && differs(excluded, included)) ||
    (excluded.has('all') && !included.has('all') && differs(included, excluded) && rent.baseQualifier === null);
  if (isPartly) return 'partly';
  if (rent.costs.length > 0) return 'excluded';
  if (rent.baseQualifier === 'inclusive') return 'included';
  if (rent.baseQualifier === 'exclusive') return 'excluded';
  return found.firstIncluded < found.firstExcluded ? 'included' : 'excluded';
}

// Bills stay well below the rent: a larger amount is another price.
const LARGEST_BILLS_SHARE = 0.6;

/** The amount of bills an inclusive price states it holds ("€820 incl. €110 voorschot g/w/l"). */
function includedAmount(folded: string, rent: number | null): number | null {
  if (rent === null) return null;
  let total = 0;
  collect(folded, INCLUDED_AMOUNT, (match) => {
    const value = parseMoney(match[1] ?? '');
    if (value !== null && kindsOf(match[2] ?? '').length > 0) total += value;
  });
  return total > 0 && total < LARGEST_BILLS_SHARE * rent ? total : null;
}

/** Bills beside the rent the post states: the status, the monthly amount and whether it is an advance. */
export function extractBills(folded: string, rent: RentParts): Bills {
  const found = statements(folded);
  for (const kind of kindsOfCosts(folded, rent)) found.excluded.add(kind);
  const status = statusOf(found, rent);
  if (status === null) return { bills: null, bills_monthly: null, bills_advance: null };
  const added = rent.rent !== null && rent.base !== null && rent.costs.length > 0 ? rent.rent - rent.base : null;
  const amount = added ?? (status === 'included' ? includedAmount(folded, rent.rent) : null);
  return { bills: status, bills_monthly: amount, bills_advance: ADVANCE.test(folded) };
}
