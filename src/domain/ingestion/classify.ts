// Offer, seeker or neither. A seeker's post is full of an offer's words (a budget in euros, a date, "room",
// "available from"), so the decision weighs who is looking for what: "we zoeken een huisgenoot" offers a room,
// "ik zoek een kamer" seeks one, and "ben jij op zoek naar een kamer?" is an offer speaking to seekers. An
// agency's ad often never says "te huur": it describes the dwelling (floor, rooms, layout, kitchen, m2), and
// that description is itself the offer.
import { DWELLING, PERSON } from './vocabulary.ts';
import { weightedHits } from './text.ts';

export type PostType = 'HAS_HOUSING_AVAILABLE' | 'LOOKING_FOR_HOUSING' | 'OTHER';

const SEEK_VERB = String.raw`(?:looking\s+for|searching\s+for|in\s+search\s+of|on\s+the\s+lookout\s+for|need(?:s|ing)?|want(?:s|ed)?\s+to\s+rent|zoek(?:t|en|ende|ende\s+naar)?|op\s*zoek\s+naar|help(?:s|en)?\s+(?:me|us|mij|ons|mijn\s+\w+)\s+(?:to\s+)?(?:find|vinden|aan)|find(?:ing)?\s+(?:me|us)?)`;

// The first thing after the verb decides: "looking for a housemate for our house" seeks a person.
const SEEKS_DWELLING = new RegExp(
  String.raw`\b${SEEK_VERB}\b(?:(?!\b${PERSON}\b)[^.!?\n]){0,60}?\b${DWELLING}\b(?!\s*-?sharers?\b)`,
  'g',
);

// "Ben jij op zoek naar", "zoek je", "iemand die op zoek is": the writer speaks to a seeker, so offers.
// "Zoek jij ook een kamer?" is a fellow seeker speaking.
const ADDRESSES_SEEKER_BEFORE =
  /(?:\b(?:ben|bent|are|zijn)\s+(?:jij|je|u|you|jullie)(?!\s+(?:ook|also)\b)|\b(?:je|jij|u|you)|\b(?:iemand|mensen|iedereen|anyone|someone|people|those|kamerzoekenden?)\s+(?:die|who|that))\s+(?:[\w']+\s+){0,3}$/;
const ADDRESSES_SEEKER_AFTER = /^\s+(?:jij|je|u|you)\b(?!\s+(?:ook|also)\b)/;
// "Looking for our room": one seeks a dwelling in general, the one written as ours is on offer.
const OWNED_DWELLING =
  /\b(?:ons|onze|our|mijn|my|deze|dit|this|hun|their)\s+(?:(?!een\b|a\b|an\b)[\w-]+\s+){0,2}[\w-]+$/;
const SEEKER_TOO = /^\s*(?:ik\s+ook|wij\s+ook|we\s+ook|me\s+too|so\s+am\s+i|same\s+here)\b/;
const FIRST_PERSON_OR_PLEA =
  /\b(?:ik|i|i'm|im|we|wij|we're|me|mij|ons|us|anyone|iemand|somebody|someone|help|tips|advice)\b/;

type SeekerVoice = { seeksForSelf: boolean; addressesSeekers: boolean };

/** Whether the post looks for a dwelling for its writer, or puts "looking for a room?" to its readers. */
function seekerVoice(folded: string): SeekerVoice {
  const voice = { seeksForSelf: false, addressesSeekers: false };
  SEEKS_DWELLING.lastIndex = 0;
  for (let match = SEEKS_DWELLING.exec(folded); match !== null; match = SEEKS_DWELLING.exec(folded)) {
    const start = match.index;
    if (addressesSeeker(folded, start, match[0]) || isRhetoricalQuestion(folded, start, start + match[0].length))
      voice.addressesSeekers = true;
    else if (!OWNED_DWELLING.test(match[0])) voice.seeksForSelf = true;
  }
  return voice;
}

const LEADING_VERB = new RegExp(String.raw`^${SEEK_VERB}`);

/** Whether the seeking verb at `start` is put to the reader; "anyone who helps me find" still seeks. */
function addressesSeeker(folded: string, start: number, matched: string): boolean {
  const verb = LEADING_VERB.exec(matched)?.[0] ?? '';
  if (/^(?:help|find)/.test(verb)) return false;
  const verbEnd = start + verb.length;
  return (
    ADDRESSES_SEEKER_BEFORE.test(folded.slice(Math.max(0, start - 40), start)) ||
    ADDRESSES_SEEKER_AFTER.test(folded.slice(verbEnd, verbEnd + 6))
  );
}

/** "Op zoek naar een kamer in Delft?" opening an ad: a question with nobody in it who seeks. */
function isRhetoricalQuestion(folded: string, start: number, end: number): boolean {
  const sentenceStart =
    Math.max(
      folded.lastIndexOf('\n', start),
      folded.lastIndexOf('. ', start),
      folded.lastIndexOf('!', start),
      folded.lastIndexOf('?', start - 1),
    ) + 1;
  const rest = /[.!?\n]/.exec(folded.slice(end, end + 120));
  if (rest?.[0] !== '?') return false;
  const questionEnd = end + rest.index + 1;
  if (SEEKER_TOO.test(folded.slice(questionEnd, questionEnd + 16))) return false;
  const sentence = folded.slice(sentenceStart, end + rest.index);
  return !FIRST_PERSON_OR_PLEA.test(sentence);
}

const SEEKING: ReadonlyArray<readonly [RegExp, number]> = [
  [/(?:^|[\s#(])(?:iso|lf|lfr|zgs)\b/, 4],
  // "Gezocht: appartement te huur" outweighs its own "te huur".
  [
    new RegExp(
      String.raw`\b(?:gezocht|wanted)\s*[:!]?\s*(?:een\s+|a\s+)?(?:(?!${PERSON}\b)[\w-]+\s+){0,2}?${DWELLING}\b|\b${DWELLING}\s+(?:te\s+huur\s+)?(?:gezocht|wanted)\b`,
    ),
    6,
  ],
  // A seeker looking for a partner in the search: "een huisgenoot om samen een appartement te huren".
  [
    new RegExp(
      String.raw`\b(?:samen|together)\s+(?:een\s+|a\s+|an\s+)?(?:[\w-]+\s+)?${DWELLING}\s+(?:te\s+)?(?:huren|zoeken|vinden)\b|\b(?:samen|together)\b[^.!?\n]{0,40}\b(?:te\s+huren|te\s+zoeken|to\s+rent|to\s+find)\b|\b(?:te\s+huren|to\s+rent|to\s+find)\s+(?:\w+\s+){0,3}(?:samen|together)\b`,
    ),
    4,
  ],
  // "Iemand die een kamer verhuurt?": the person sought is a landlord.
  [
    new RegExp(
      String.raw`\b(?:iemand|someone|somebody|anyone)\s+(?:die|who|that)\s+(?:\w+\s+){0,3}?(?:verhuurt|verhuren|onderverhuurt|rents?\s+out|is\s+renting\s+out|sublets?|(?:has|heeft)\s+(?:a|an|een)\s+(?:[\w-]+\s+)?${DWELLING}\b)`,
    ),
    4,
  ],
  [
    /\b(?:my|our|mijn|ons)\s+budget\b|\bbudget\s*(?:is\s*)?(?:of\s*|van\s*)?(?:max(?:imaal|imum)?\.?|up\s+to|tot|around|rond|ca\.?|about|ongeveer|€|eur|\d)/,
    3,
  ],
  [
    /\b(?:sublet|onderhuur|anti-?kraak)\s+(?:is\s+)?(?:totally\s+|also\s+|ook\s+)?(?:fine|ok|okay|welcome|prima|goed|bespreekbaar)\b/,
    2,
  ],
  [
    /\b(?:i|we)\s+(?:can|could)\s+(?:pay|afford|offer)|\bkan\s+(?:max(?:imaal)?\s+)?\S+\s+betalen|finder'?s\s+fee|tips\s+(?:zijn\s+)?(?:ook\s+)?welkom|any\s+(?:tips|leads)|alle\s+tips|thanks?\s+for\s+any\s+leads/,
    2,
  ],
  [
    /\b(?:i'?m|i\s+am|ik\s+ben|we\s+are|wij\s+zijn|we'?re)\s+(?:a\s+|een\s+)?(?:quiet|rustig|clean|tidy|netjes|non-smok|niet[-\s]roker|reliable|betrouwbaar)/,
    1,
  ],
  [/\b(?:references|referenties)\b|\bpayslips?\b|\bloonstroken?\b/, 1],
];

// "We zoeken per 1 oktober twee nieuwe huisgenoten": a few words may stand between the verb and the person,
// but not a dwelling ("zoek een kamer, ben student" seeks).
const SEEKS_PERSON = new RegExp(
  String.raw`\b(?:looking\s+for|searching\s+for|zoeken|zoekt|zoek|op\s*zoek\s+naar|wanted|gezocht)\b\s*:?(?:(?!\b${DWELLING}\b)[^.!?\n]){0,40}?\b${PERSON}\b(?!\s+(?:die|who)\b[^.!?\n]{0,30}\b(?:verhuur|rents?|sublet|onderverhuur|heeft|has|have|kent|knows))`,
);

const OFFERING: ReadonlyArray<readonly [RegExp, number]> = [
  [
    new RegExp(
      String.raw`\b${DWELLING}\s*(?:is\s+|nu\s+)?(?:te\s+huur|for\s+rent|to\s+rent|available|beschikbaar|vrij\b|aangeboden|free\b|komt\s+vrij)`,
    ),
    3,
  ],
  [/\b(?:te\s+huur|te\s+verhuren|for\s+rent|to\s+let|aangeboden|te\s+koop\s+aangeboden|in\s+de\s+verhuur)\b/, 3],
  [
    /\b(?:sublet(?:ting)?|renting\s+out|verhuur(?:en)?|onderverhuur|rent\s+out)\b\s*:?\s*(?:my|our|mijn|ons|onze|me)\b|^\W*sublet\b/,
    3,
  ],
  // An offer's own verbs: "verhuren wij", "bieden wij u ... aan", "wordt gemeubileerd verhuurd", "komt vrij".
  [
    /\b(?:verhuren|verhuur|bieden|bied)\s+(?:wij|we|ik)\b|\b(?:biedt|bieden|bied)\b[^.!?\n]{0,60}\baan\b|\bwordt\s+(?:\w+\s+)?verhuurd|\b(?:komt|komen)\s+(?:er\s+)?(?:[\w/]+\s+){0,3}vrij\b|\bvrijkom\w*|\bwe\s+(?:offer|rent\s+out)\b|\bkamerverhuur\b/,
    3,
  ],
  [
    /\b(?:wij|we|ik|i)\s+(?:hebben|heb|have)\s+(?:nog\s+|still\s+)?(?:een|a|an|\d|twee|drie|two|three)\s+(?:[\w-]+\s+)?(?:kamers?|rooms?|studio'?s?|appartement(?:en)?|apartments?)\b/,
    3,
  ],
  // Words an advertiser says to the reader: "dan is dit je kans", "zoek niet verder", "look no further".
  [
    /\b(?:dit|this)\s+is\s+(?:je|jouw|uw|your)\s+(?:kans|chance)\b|\bzoek\s+(?:dan\s+)?niet\s+verder\b|\blook\s+no\s+further\b|\bdan\s+(?:zit\s+je|ben\s+je)\s+(?:hier\s+)?(?:goed|aan\s+het\s+juiste\s+adres)\b|\biets\s+voor\s+(?:jou|u)\b/,
    3,
  ],
  [/^(?:\W|\s)*(?:tijdelijke\s+)?onderhuur\b|\bonderhuur\s+(?:\/\s*sublet\s+)?(?:kamer|studio|appartement|woning)/, 3],
  [SEEKS_PERSON, 3],
  [new RegExp(String.raw`\b${PERSON}\s*(?:wanted|gezocht|needed)\b`), 3],
  [/\b(?:kamer|huis)zoeke(?:nde|nden|r|rs)\b|\bhuiszoekende\b|\bwoningzoekende\b/, 3],
  [/\b(?:my|our|mijn|ons|onze)\s+(?:room|kamer|studio|apartment|appartement|flat|house|huis|woning|place)\b/, 2],
  [
    /\b(?:available|beschikbaar)\s*:?\s+(?:from|per|vanaf|asap|now|immediately|direct|nu|on|\d)|\bper\s+direct\b|\bmove\s+in\b|\b(?:from|per|vanaf)\s+\d{1,2}(?:\/|\s+[a-z])/,
    2,
  ],
  [
    /(?:€|\beur\b)\s*\d[\d.,]*\s*(?:,-\s*)?(?:p\/?m\b|per\s+(?:month|maand|week)|\/\s*month|incl|excl|all[\s-]?in)|\b\d{3,4}\s*(?:euro|eur)\s+(?:p\/?m|per|incl|all)/,
    1,
  ],
  [
    /\b(?:viewings?|bezichtiging\w*|hospi\w*)\b|\b(?:deposit|borg|waarborg)\s*:|\b(?:rental\s+)?contract\b|\bhuurcontract\b/,
    1,
  ],
  [/\b(?:rent|huur|huurprijs|kale\s+huur|gebruike?r?s?vergoeding)\b\s*(?:is|:|bedraagt|van)?\s*(?:€|eur|\d)/, 2],
  [/\b(?:shared\s+with|share\s+the|you(?:'ll|\s+will|'d|\s+would)\s+(?:share|live)|je\s+deelt|gedeelde)\b/, 2],
  [/\b(?:anyone|iemand)\s+(?:need|needs|nodig|interested|looking)\b[^?]{0,40}\b(?:place|room|kamer|plek|stay)/, 3],
  [/\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+away\b|\bwhile\s+(?:i'?m|i\s+am|we'?re|we\s+are)\b/, 2],
  [/\b(?:registration|inschrijv\w*)\s*(?:is\s+)?(?:possible|mogelijk|kan|yes|ja)\b/, 1],
  [/\bco-?living\b|\banti-?kraak\b/, 2],
];

// What an ad says about the dwelling itself. One cue proves little ("a room of 12 m2" is also a wish), but a
// text that names its floor, rooms, layout and finish is describing something that exists.
const DESCRIBES_DWELLING: readonly RegExp[] = [
  /\b(?:\d{1,2}e|eerste|tweede|derde|vierde|bovenste|begane)\s+(?:verdieping|etage|woonlaag)|\b\d{1,2}(?:st|nd|rd|th)\s+floor\b|\bground\s+floor\b|\bparterre\b|\b(?:een|twee|drie|vier)\s+hoog\b/,
  /\b(?:\d|een|twee|drie|vier|vijf|one|two|three|four)\s+(?:ruime\s+|grote\s+)?(?:slaapkamers?|bedrooms?)\b|\b\d\s*-?\s*(?:kamer|kmr|kamers)\b/,
  /\bindeling\b|\blay-?out\b|\bbeschikt\s+(?:\w+\s+){0,3}over\b|\bbestaat\s+uit\b|\bconsists\s+of\b|\bvoorzien\s+van\b|\btoegang\s+tot\b|\bkom\s+je\s+(?:binnen\s+)?in\b|\bcomes\s+with\b/,
  /\b(?:woonkamer|living\s*room|living|keuken|kitchen|woonkeuken)\b/,
  /\b(?:badkamer|bathroom|douche|shower|toilet)\b/,
  /\b(?:balkon|balcony|tuin|garden|dakterras|roof\s+terrace|berging|terras)\b/,
  /\d\s*(?:m2|m²|m\^2|sqm|vierkante)/,
  /\b(?:gemeubileerd|gemeubeld|gestoffeerd|furnished|unfurnished|opgeleverd|oplevering)\b/,
  /\b(?:gelegen|gesitueerd|situated|located|ligt)\b/,
  /\b(?:huurprijs|servicekosten|waarborgsom|borg|deposit|huurtermijn|huurperiode|opzegtermijn|rental\s+period)\b/,
];

const OTHER_TOPIC: readonly RegExp[] = [
  /\b(?:group\s+rules|rules\s+reminder|admin\s+team|huisregels\s+van\s+de\s+groep)\b/,
  /\b(?:scam\s+alert|beware|pas\s+op\s+voor|oplichters?|oplichting|warning|waarschuwing)\b/,
  /\b(?:survey|enquete|questionnaire)\b/,
  /\b(?:free\s+event|workshop|webinar|info(?:rmation)?\s+(?:evening|avond))\b|\b(?:feest|party|borrel)\b[^.!?\n]{0,60}\b(?:welkom|welcome|uitgenodigd|invited)\b/,
  /\b(?:moving\s+out\s+sale|for\s+sale|te\s+koop)\b(?![^.!?\n]{0,20}\b(?:appartement|apartment|huis|house|woning)\b)/,
  /\b(?:selling|verkoop|gratis\s+af\s+te\s+halen|free\s+to\s+pick\s+up)\b/,
  /\b(?:man\s+met\s+(?:een\s+)?busje|verhuisservice|moving\s+service|removal\s+service)\b/,
  /\b(?:earn|verdien)\s+(?:€|eur|\d)/,
];

// A parking place or storage unit for rent is not housing, unless a dwelling is on offer too.
const NON_HOUSING_RENTAL =
  /^\W*(?:\w+\s+){0,3}(?:parkeerplaats|parking\s+(?:space|spot|place)|garagebox|garage\s+box|garage|opslagruimte|storage\s+(?:unit|space)|berging)\b/;

/** "Parkeerplaats te huur", but not "Tussenwoning met garage te huur". */
function isNonHousingRental(folded: string): boolean {
  const match = NON_HOUSING_RENTAL.exec(folded);
  return match !== null && !MENTIONS_DWELLING.test(match[0]);
}

const QUESTION_OPENERS =
  /(?:^|\n|[.!]\s)\s*(?:vraagje|quick\s+question|question|does\s+anyone|do\s+you\s+know|anyone\s+know|anybody\s+know|heeft\s+iemand|weet\s+iemand|is\s+it\s+(?:legal|normal|true|ok|safe)|is\s+\w+(?:\s+\w+)?\s+(?:\(\w+\)\s+)?a\s+(?:nice|good|safe)\s+(?:area|neighbourhood|neighborhood|place)|any\s+(?:advice|opinions|recommendations)|advies\s+nodig|wat\s+kan\s+ik)/;

// Housing at all: any dwelling, a compound of one ("studentenhuis", "bovenverdieping") or a size.
const MENTIONS_DWELLING = new RegExp(
  String.raw`\b${DWELLING}\b|\d\s*(?:sqm|m2|m²)|\w(?:huis|kamers?|woning|verdieping|ap+art+ement)\b|\bbedrooms?\b|\bhuisgeno|\bhuize\b|\bonderhuur|(?:house|flat|room)mates?\b`,
);
const HEADLINE_SEEKS = new RegExp(String.raw`\b${SEEK_VERB}\b|\biso\b|\bgezocht\b`);

/** Points for a first line that names a dwelling without seeking one ("Ruime kamer in Oost"). */
function headlinePoints(folded: string): number {
  const firstLine = folded.slice(0, Math.max(folded.indexOf('\n'), Math.min(folded.length, 80)));
  return MENTIONS_DWELLING.test(firstLine) && !HEADLINE_SEEKS.test(firstLine) ? 2 : 0;
}

/** Points for a description of the dwelling: three cues or more read as an ad. */
function descriptionPoints(folded: string): number {
  let cues = 0;
  for (const pattern of DESCRIBES_DWELLING) {
    if (pattern.test(folded)) cues += 1;
    if (cues === 5) return 3;
  }
  return cues >= 3 ? 2 : 0;
}

/** An offer score no notice or question reaches. */
const CLEAR_OFFER = 6;

/** The post's type from its folded text. */
export function classifyPost(folded: string): PostType {
  if (isNonHousingRental(folded)) return 'OTHER';
  const voice = seekerVoice(folded);
  const seeking = weightedHits(folded, SEEKING) + (voice.seeksForSelf ? 4 : 0);
  const asksQuestion = QUESTION_OPENERS.test(folded);
  let offering = weightedHits(folded, OFFERING) + headlinePoints(folded) + (voice.addressesSeekers ? 3 : 0);
  // A question about a dwelling describes it too ("is 900 for a 2-bedroom of 60 m2 normal?"), so the
  // description counts only in posts that ask nothing, and (ten passes) only while the verdict can turn on it.
  if (!asksQuestion && (offering < CLEAR_OFFER || offering <= seeking)) offering += descriptionPoints(folded);
  // A workshop or a bed for sale named inside a long ad does not make the ad a notice.
  if (offering < CLEAR_OFFER && OTHER_TOPIC.some((pattern) => pattern.test(folded))) return 'OTHER';
  if (asksQuestion && offering < 5 && seeking < 4) return 'OTHER';
  if (seeking >= 4 && seeking >= offering) return 'LOOKING_FOR_HOUSING';
  if (offering >= 2 && MENTIONS_DWELLING.test(folded)) return 'HAS_HOUSING_AVAILABLE';
  if (seeking >= 3) return 'LOOKING_FOR_HOUSING';
  return 'OTHER';
}
