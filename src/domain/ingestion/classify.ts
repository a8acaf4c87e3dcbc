// Offer, seeker or neither. A seeker's post is full of an offer's words (a budget in euros, a date, "room",
// "available from"), so the decision weighs who is looking for what: "we zoeken een huisgenoot" offers a room,
// "ik zoek een kamer" seeks one.
import { DWELLING, PERSON } from './vocabulary.ts';
import { weightedHits } from './text.ts';

export type PostType = 'HAS_HOUSING_AVAILABLE' | 'LOOKING_FOR_HOUSING' | 'OTHER';

const SEEK_VERB = String.raw`(?:looking\s+for|searching\s+for|in\s+search\s+of|on\s+the\s+lookout\s+for|need(?:s|ing)?|want(?:s|ed)?\s+to\s+rent|zoek(?:t|en|ende|ende\s+naar)?|op\s+zoek\s+naar|help(?:s|en)?\s+(?:me|us|mij|ons|mijn\s+\w+)\s+(?:to\s+)?(?:find|vinden|aan)|find(?:ing)?\s+(?:me|us)?)`;

const SEEKING: ReadonlyArray<readonly [RegExp, number]> = [
  // The first thing after the verb decides: "looking for a housemate for our house" seeks a person.
  [new RegExp(String.raw`\b${SEEK_VERB}\b(?:(?!\b${PERSON}\b)[^.!?\n]){0,60}?\b${DWELLING}\b`), 4],
  [/(?:^|[\s#(])(?:iso|lf|lfr|zgs)\b/, 4],
  [/\b(?:gezocht|wanted)\s*[:!]?\s*(?:een\s+|a\s+)?(?:kamer|room|studio|appartement|apartment|woonruimte|woning|huis|house)/, 4],
  [/\b(?:my|our|mijn|ons)\s+budget\b|\bbudget\s*(?:is\s*)?(?:of\s*|van\s*)?(?:max(?:imaal|imum)?\.?|up\s+to|tot|around|rond|ca\.?|about|ongeveer|€|eur|\d)/, 3],
  [/\b(?:sublet|onderhuur|anti-?kraak)\s+(?:is\s+)?(?:totally\s+|also\s+|ook\s+)?(?:fine|ok|okay|welcome|prima|goed|bespreekbaar)\b/, 2],
  [/\b(?:i|we)\s+(?:can|could)\s+(?:pay|afford|offer)|\bkan\s+(?:max(?:imaal)?\s+)?\S+\s+betalen|finder'?s\s+fee|tips\s+(?:zijn\s+)?(?:ook\s+)?welkom|any\s+(?:tips|leads)|alle\s+tips|thanks?\s+for\s+any\s+leads/, 2],
  [/\b(?:i'?m|i\s+am|ik\s+ben|we\s+are|wij\s+zijn|we'?re)\s+(?:a\s+|een\s+)?(?:quiet|rustig|clean|tidy|netjes|non-smok|niet[-\s]roker|reliable|betrouwbaar)/, 1],
  [/\b(?:references|referenties)\b|\bpayslips?\b|\bloonstroken?\b/, 1],
];

const OFFERING: ReadonlyArray<readonly [RegExp, number]> = [
  [new RegExp(String.raw`\b${DWELLING}\s*(?:is\s+|nu\s+)?(?:te\s+huur|for\s+rent|to\s+rent|available|beschikbaar|vrij\b|aangeboden|free\b|komt\s+vrij)`), 3],
  [new RegExp(String.raw`\b(?:te\s+huur|for\s+rent|to\s+let|aangeboden|te\s+koop\s+aangeboden)\b`), 3],
  [/\b(?:sublet(?:ting)?|renting\s+out|verhuur(?:en)?|onderverhuur|rent\s+out)\b\s*:?\s*(?:my|our|mijn|ons|onze)\b|^\W*sublet\b/, 3],
  [/^(?:\W|\s)*(?:tijdelijke\s+)?onderhuur\b|\bonderhuur\s+(?:\/\s*sublet\s+)?(?:kamer|studio|appartement|woning)/, 3],
  [new RegExp(String.raw`\b(?:looking\s+for|zoeken|zoekt|searching\s+for|wanted)\b\s*:?\s*(?:a\s+|an\s+|een\s+)?(?:new\s+|nieuwe\s+|\d+e\s+|third\s+|3rd\s+)?${PERSON}`), 3],
  [/\b(?:new\s+(?:house|flat|room)mate|nieuwe\s+huisgeno(?:ot|te))\s*(?:wanted|gezocht)/, 3],
  [/\b(?:my|our|mijn|ons|onze)\s+(?:room|kamer|studio|apartment|appartement|flat|house|huis|woning|place)\b/, 2],
  [/\b(?:available|beschikbaar)\s*:?\s+(?:from|per|vanaf|asap|now|immediately|direct|nu|on|\d)|\bper\s+direct\b|\bmove\s+in\b|\b(?:from|per|vanaf)\s+\d{1,2}(?:\/|\s+[a-z])/, 2],
  [/(?:€|\beur\b)\s*\d[\d.,]*\s*(?:,-\s*)?(?:p\/?m\b|per\s+(?:month|maand|week)|\/\s*month|incl|excl|all[\s-]?in)|\b\d{3,4}\s*(?:euro|eur)\s+(?:p\/?m|per|incl|all)/, 1],
  [/\b(?:viewings?|bezichtiging\w*|hospi\w*)\b|\b(?:deposit|borg|waarborg)\s*:|\b(?:rental\s+)?contract\b|\bhuurcontract\b/, 1],
  [/\b(?:rent|huur|huurprijs|kale\s+huur|gebruike?r?s?vergoeding)\b\s*(?:is|:|bedraagt|van)?\s*(?:€|eur|\d)/, 2],
  [/\b(?:shared\s+with|share\s+the|you(?:'ll|\s+will|'d|\s+would)\s+(?:share|live)|je\s+deelt|gedeelde)\b/, 2],
  [/\b(?:anyone|iemand)\s+(?:need|needs|nodig|interested|looking)\b[^?]{0,40}\b(?:place|room|kamer|plek|stay)/, 3],
  [/\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+away\b|\bwhile\s+(?:i'?m|i\s+am|we'?re|we\s+are)\b/, 2],
  [/\b(?:registration|inschrijv\w*)\s*(?:is\s+)?(?:possible|mogelijk|kan|yes|ja)\b/, 1],
  [/\bco-?living\b|\banti-?kraak\b/, 2],
];

const OTHER_TOPIC: readonly RegExp[] = [
  /\b(?:group\s+rules|rules\s+reminder|admin\s+team|huisregels\s+van\s+de\s+groep)\b/,
  /\b(?:scam\s+alert|beware|pas\s+op\s+voor|oplichters?|oplichting|warning:?\s+(?:this|there))\b/,
  /\b(?:survey|enquete|questionnaire)\b/,
  /\b(?:free\s+event|workshop|webinar|info(?:rmation)?\s+(?:evening|avond))\b/,
  /\b(?:moving\s+out\s+sale|for\s+sale|te\s+koop)\b(?![^.!?\n]{0,20}\b(?:appartement|apartment|huis|house|woning)\b)/,
  /\b(?:man\s+met\s+(?:een\s+)?busje|verhuisservice|moving\s+service|removal\s+service)\b/,
  /\b(?:earn|verdien)\s+(?:€|eur|\d)/,
];

// A parking place or storage unit for rent is not housing, unless a dwelling is on offer too.
const NON_HOUSING_RENTAL = /^\W*(?:\w+\s+){0,3}(?:parkeerplaats|parking\s+(?:space|spot|place)|garagebox|garage\s+box|garage|opslagruimte|storage\s+(?:unit|space)|berging)\b/;

const QUESTION_OPENERS = /(?:^|\n|[.!]\s)\s*(?:vraagje|quick\s+question|question|does\s+anyone|do\s+you\s+know|anyone\s+know|anybody\s+know|heeft\s+iemand|weet\s+iemand|is\s+it\s+(?:legal|normal|true|ok|safe)|is\s+\w+(?:\s+\w+)?\s+(?:\(\w+\)\s+)?a\s+(?:nice|good|safe)\s+(?:area|neighbourhood|neighborhood|place)|any\s+(?:advice|opinions|recommendations)|advies\s+nodig|wat\s+kan\s+ik)/;

/** The post's type from its folded text. */
export function classifyPost(folded: string): PostType {
  if (OTHER_TOPIC.some((pattern) => pattern.test(folded)) || NON_HOUSING_RENTAL.test(folded)) return 'OTHER';
  const hasDwelling = new RegExp(String.raw`\b${DWELLING}s?\b|(?:appartement|woning|kamer|studio)s?\b|\brooms?\b|\d\s*(?:sqm|m2|m²)`).test(folded);
  const seeking = weightedHits(folded, SEEKING);
  const firstLine = folded.slice(0, Math.max(folded.indexOf('\n'), Math.min(folded.length, 80)));
  const headline = new RegExp(String.raw`\b${DWELLING}\b`).test(firstLine) && !new RegExp(String.raw`\b${SEEK_VERB}\b|\biso\b|\bgezocht\b`).test(firstLine) ? 2 : 0;
  const offering = weightedHits(folded, OFFERING) + headline;
  const asksQuestion = QUESTION_OPENERS.test(folded);
  if (asksQuestion && offering < 5 && seeking < 4) return 'OTHER';
  if (seeking >= 4 && seeking >= offering) return 'LOOKING_FOR_HOUSING';
  if (hasDwelling && offering >= 2) return 'HAS_HOUSING_AVAILABLE';
  if (seeking >= 3) return 'LOOKING_FOR_HOUSING';
  return 'OTHER';
}
