// Who lives there and who is wanted: the number of roommates, the age range and the gender asked for.
// Descriptions of the current household ("Wij (3 jongens, 24-28)", "flatmates (27-31)", "me, female, 29")
// tell how many live there but never what is required of the new tenant.
import { COUNT_SOURCE, parseCount } from './numbers.ts';
import type { ListingType } from './listing-type.ts';

const MATE = String.raw`(?:\(?(?:other|andere|current|huidige|leuke|gezellige|friendly|fun|nice|lovely|international|internationale|dutch|nederlandse|female|male|vrouwelijke|mannelijke|working|werkende|chill|young)\)?\s+)*(?:(?:flat|house|room)[-\s]?mates?|huisgeno(?:ten|ot|otjes?|te|tes)|housemates?|residents?|bewoners?|anti-?krakers?|co-?livers?|[a-z]*(?:students?|studenten|studentes)|others?|people|personen|mensen|girls?|guys?|boys?|meiden|meisjes?|jongens?|dames?|heren|women|men|vrouw(?:en)?|mannen|man|friends|vrienden|huurders?|tenants?|professionals?)`;
const ROOM_OF = /\b(?:room|kamer)\s+(\d{1,2})\s+(?:of|van|out\s+of)\s+(\d{1,2})\b/;
// "4 studenten kamers" counts rooms and "2 huisgenoten gezocht" the people wanted, not the people living there.
const SHARED_WITH_COUNT = new RegExp(
  String.raw`\b${COUNT_SOURCE}\s+${MATE}\b(?!\s*(?:kamers?|rooms?|gezocht|wanted|needed))`,
  'g',
);
const MORE_MATES = new RegExp(String.raw`^\s*(?:,|en|and|&)\s*${COUNT_SOURCE}\s+(?:(?!of\b|or\b)[a-z]+\s+)?${MATE}\b`);
// "een" is also the article ("op zoek naar een huisgenoot"): it counts one only where a count is expected.
const ONE_AS_COUNT_BEFORE = /(?:\b(?:met|with|nog|door|by|en|and|huisgenoten|housemates|zijn|are)|:)\s*$/;
const INCLUDING_NEWCOMER_AFTER = /^[\s,/]*\(?\s*(?:inclusief|incl\.?|including)\s+(?:jou|jij|you)\b/;
// "voor max 2 personen" is a capacity and "looking for 2 roommates", "het liefst 2 vrienden" a wish.
const NOT_LIVING_THERE_BEFORE =
  /\b(?:voor|for|max(?:imaal|imum)?\.?|tot|up\s+to|bezetting\s+van|zoeken|zoekt|zoek|looking\s+for|searching\s+for|seeking|liefst|preferably|ideally|bij\s+voorkeur)\s+(?:wij\s+|we\s+|nog\s+)?$/;
// The count must be of people: "we zijn 10 minuten van het centrum", "wij zijn 24 en 26 jaar" are not.
const WE_ARE = new RegExp(
  String.raw`\b(?:we\s+are|we'?re|we\s+zijn|wij\s+zijn|wij|we)\b\s*(?:met\s+|with\s+)?\(?\s*(?!een\b|a\b|an\b)${COUNT_SOURCE}\b(?=\s*(?:[),.;:!?\n]|$|(?:and|en|&)\s+(?!\d)|${MATE}\b|[a-z]+\s+${MATE}\b))`,
);
const PERSON_HOUSE = /\b(\d{1,2})[-\s]?(?:person|persons|persoons|people)\s+(?:house|huis|flat|home|household)\b/;
// "een derde huisgenoot", "a fourth flatmate", "op zoek naar een 4e": the newcomer makes the n-th, so n-1 others.
const ORDINAL =
  /\b(?:(tweede|derde|vierde|vijfde|zesde|zevende|achtste)|(second|third|fourth|fifth|sixth|seventh|eighth)|([2-9])(?:e|de|nd|rd|th))\b/g;
const ORDINAL_VALUES: Record<string, number> = {
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
  zesde: 6,
  zevende: 7,
  achtste: 8,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
};
const ORDINAL_WANTED_BEFORE =
  /\b(?:looking\s+for|searching\s+for|zoek(?:en|t)?(?:\s+naar)?|seeking)\s+(?:a|an|een|onze?|our)\s+(?:[a-z]+\s+)?$/;
const MATE_AFTER = new RegExp(String.raw`^\s+${MATE}\b`);
// A "hospitatie" is a student house's viewing evening, not a live-in landlady.
const LIVE_IN =
  /\b(?:shared?\s+with\s+me|with\s+me\b|met\s+mij\b|bij\s+mij\s+in\s+huis|hospita(?!tie)\w*|live-?in\s+landlord|inwonend\w*)/;
// "Ik zoek een huisgenoot": someone on their own looks for a housemate, so one person lives there.
const SEEKING_ALONE =
  /\b(?:ik\s+(?:ben\s+)?(?:op\s*zoek\s+naar|zoek)|i'?m\s+looking\s+for|i\s+am\s+looking\s+for)\s+(?:[a-z]+\s+){0,4}?(?:een|a|an)\s+(?:[a-z]+\s+){0,2}?(?:huisgeno(?:ot|otje|te)|(?:house|flat|room)[-\s]?mate)\b/;
const HOUSEHOLD_WITH_US = /\b(?:with\s+us|met\s+ons)\b\s*\(?([^)\n.]{0,60})/;
const GROUP_SHARE =
  /\b(?:group|groep)\s+(?:of|van)\s+\d|\bwoongroep\b|\b\d\s+(?:\w+\s+)?(?:students|studenten|friends|vrienden|professionals|housemates|huisgenoten)\b|\bhouse\s*shar(?:e|ing)\s+(?:allowed|possible|welcome|ok|mogelijk)/;
const NO_SHARING = /\bno\s+house\s*shar(?:e|ing)\b|\bgeen\s+woningdelers\b|\bgeen\s+(?:house\s*share|studenten)\b/;

function householdSize(description: string): number | null {
  let people = 0;
  if (/\b(?:couple|stel|echtpaar|partner)\b/.test(description)) people += 2;
  else if (/\b(?:family|gezin)\b/.test(description)) people += 2;
  const children =
    /\b(one|two|three|four|een|twee|drie|vier|a|\d)\s+(?:child|children|kid|kids|kind|kinderen|son|daughter|zoon|dochter|baby)\b/.exec(
      description,
    );
  if (children) people += parseCount(children[1] ?? '') ?? 1;
  return people > 0 ? people : null;
}

type Candidate = { index: number; value: number };

/** "3 andere studenten", "2 meiden en 1 jongen": the first count of people living there, summed over a list. */
function sharedWithCount(folded: string): Candidate | null {
  SHARED_WITH_COUNT.lastIndex = 0;
  for (let match = SHARED_WITH_COUNT.exec(folded); match !== null; match = SHARED_WITH_COUNT.exec(folded)) {
    const before = folded.slice(Math.max(0, match.index - 24), match.index);
    if (match[1] === 'een' && !ONE_AS_COUNT_BEFORE.test(before)) continue;
    if (NOT_LIVING_THERE_BEFORE.test(before)) continue;
    let value = parseCount(match[1] ?? '') ?? 0;
    let end = match.index + match[0].length;
    for (
      let more = MORE_MATES.exec(folded.slice(end, end + 40));
      more !== null;
      more = MORE_MATES.exec(folded.slice(end, end + 40))
    ) {
      value += parseCount(more[1] ?? '') ?? 0;
      end += more[0].length;
    }
    // "met 4 man (inclusief jou)" counts the newcomer too.
    if (INCLUDING_NEWCOMER_AFTER.test(folded.slice(end, end + 30))) value -= 1;
    return { index: match.index, value };
  }
  return null;
}

/** "Looking for a third housemate": the ordinal of the newcomer, less the newcomer. */
function ordinalNewcomer(folded: string): Candidate | null {
  ORDINAL.lastIndex = 0;
  for (let match = ORDINAL.exec(folded); match !== null; match = ORDINAL.exec(folded)) {
    const isWanted = ORDINAL_WANTED_BEFORE.test(folded.slice(Math.max(0, match.index - 20), match.index));
    if (!isWanted && !MATE_AFTER.test(folded.slice(match.index + match[0].length, match.index + match[0].length + 40)))
      continue;
    const ordinal = match[3] !== undefined ? Number(match[3]) : (ORDINAL_VALUES[match[0]] ?? 0);
    return { index: match.index, value: ordinal - 1 };
  }
  return null;
}

function countCandidates(folded: string): Candidate[] {
  const candidates: Array<Candidate | null> = [sharedWithCount(folded), ordinalNewcomer(folded)];
  const weAre = WE_ARE.exec(folded);
  if (weAre) candidates.push({ index: weAre.index, value: parseCount(weAre[1] ?? '') ?? -1 });
  const personHouse = PERSON_HOUSE.exec(folded);
  if (personHouse) candidates.push({ index: personHouse.index, value: Number(personHouse[1]) - 1 });
  return candidates.filter(
    (candidate): candidate is Candidate => candidate !== null && candidate.value >= 0 && candidate.value <= 30,
  );
}

/** The other people living there besides the new tenant; 0 for a dwelling rented whole; null when unknown. */
export function extractRoommates(folded: string, listingType: ListingType): number | null {
  if (listingType === 'studio') return 0;
  if (listingType === 'apartment' || listingType === 'house') {
    return GROUP_SHARE.test(folded) && !NO_SHARING.test(folded) ? null : 0;
  }
  const roomOf = ROOM_OF.exec(folded);
  if (roomOf) {
    const total = Number(roomOf[2]);
    if (total >= 2) return total - 1;
  }
  const candidates = countCandidates(folded).sort((left, right) => left.index - right.index);
  if (candidates.length > 0) return (candidates[0] as Candidate).value;
  const household = HOUSEHOLD_WITH_US.exec(folded);
  if (household) {
    const size = householdSize(household[1] ?? '');
    if (size !== null) return size;
  }
  if (LIVE_IN.test(folded) || SEEKING_ALONE.test(folded)) return 1;
  return null;
}

const HOUSEHOLD_CONTEXT =
  /(?:(?:flat|house|room)[-\s]?mates?|huisgeno\w*|housemates?|residents|bewoners|\bwe\b|\bwij\b|we'?re|\bboth\b|\bbeiden\b|\ballemaal\b|\ball\b|\bme\b|\bmij\b|\bik\b|i'?m\b|gemixt|mixed|\bages?\s+of\s+the|zijn\s+\d)/g;
const REQUIREMENT_CONTEXT =
  /(?:looking\s+for|zoeken|zoekt|zoek\b|seeking|wanted|gezocht|ideally|preferably|preferred|voorkeur|liefst|liever|\bfor\b|\bvoor\b|\bonly\b|\balleen\b|\bage\b|\bages\b|leeftijd|someone|iemand|tenant|huurder|\bstudents?\b|studenten|professional|m\/[fv]|\bfemale\b|\bmale\b|\bgirls?\b|\bguys?\b|\bjongen\b|\bmeisje\b|\bvrouw\b|\bman\b|people|mensen|persons?|jongeren|huurders|nieuwe|new\b)/g;

function lastIndexOf(pattern: RegExp, text: string): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) last = match.index;
  return last;
}

/** Whether the words before a figure in its sentence describe who lives there rather than who is wanted. */
function describesHousehold(folded: string, index: number): boolean {
  const sentenceStart = Math.max(
    folded.lastIndexOf('\n', index - 1),
    folded.lastIndexOf('. ', index - 1),
    folded.lastIndexOf('! ', index - 1),
    index - 70,
  );
  const before = folded.slice(Math.max(0, sentenceStart), index);
  const household = lastIndexOf(HOUSEHOLD_CONTEXT, before);
  const requirement = lastIndexOf(REQUIREMENT_CONTEXT, before);
  return household > requirement;
}

const RANGE =
  /(?:\b(?:between|tussen)\s+(?:de\s+|the\s+|ages\s+)?(\d{2})\s*(?:and|en|&|-|tot)\s*(\d{2}))|(?<![\d/.,:-])(\d{2})\s*(?:-|–|to|tot|t\/m)\s*(\d{2})(?!\d|[/.,:]\d)/g;
const NOT_AGE_AFTER =
  /^\s*(?:\.?\s*(?:jan|feb|mar|maa|apr|may|mei|jun|jul|aug|sep|oct|okt|nov|dec)\w*|\/|:|uur|h\b|u\b|m2|m²|sqm|m\b|euro|€|%|min|km|cm|weeks|weken|maanden|months|days|dagen|hours)/;
const MIN_AGE =
  /\b(\d{2})\s*\+(?!\d)|\b(\d{2})[-\s]?plus(?:sers?)?\b|\b(?:min(?:imum|imaal)?\.?|at\s+least|minstens|ouder\s+dan|older\s+than|over|vanaf|from)\s*(?:age\s*|leeftijd\s*)?(\d{2})\s*(?:jaar|years?|y\/?o|yo|jr)\b|\b(\d{2})\s*(?:jaar|years?)\s+(?:of|or)\s+(?:ouder|older)/g;
const MAX_AGE =
  /\b(?:under|onder|younger\s+than|jonger\s+dan|below)\s+(?:the\s+age\s+of\s+)?(\d{2})\b|\b(?:max(?:imum|imaal)?\.?|up\s+to|tot|t\/m)\s*(?:age\s*|leeftijd\s*)?(\d{2})\s*(?:jaar|years?(?:\s+old)?|y\/?o|yo|jr)\b/g;

function plausibleAge(value: number): boolean {
  return value >= 16 && value <= 99;
}

/** The age range asked of the new tenant. */
export function extractAges(folded: string): { minimumAge: number | null; maximumAge: number | null } {
  RANGE.lastIndex = 0;
  for (let match = RANGE.exec(folded); match !== null; match = RANGE.exec(folded)) {
    const low = Number(match[1] ?? match[3]);
    const high = Number(match[2] ?? match[4]);
    if (!plausibleAge(low) || !plausibleAge(high) || high - low < 2) continue;
    if (NOT_AGE_AFTER.test(folded.slice(match.index + match[0].length, match.index + match[0].length + 12))) continue;
    if (describesHousehold(folded, match.index)) continue;
    return { minimumAge: low, maximumAge: high };
  }
  let minimumAge: number | null = null;
  let maximumAge: number | null = null;
  MIN_AGE.lastIndex = 0;
  for (let match = MIN_AGE.exec(folded); match !== null && minimumAge === null; match = MIN_AGE.exec(folded)) {
    const value = Number(match[1] ?? match[2] ?? match[3] ?? match[4]);
    if (plausibleAge(value) && !describesHousehold(folded, match.index)) minimumAge = value;
  }
  MAX_AGE.lastIndex = 0;
  for (let match = MAX_AGE.exec(folded); match !== null && maximumAge === null; match = MAX_AGE.exec(folded)) {
    const isUnder = match[1] !== undefined;
    const value = Number(match[1] ?? match[2]);
    if (plausibleAge(value) && !describesHousehold(folded, match.index)) maximumAge = isUnder ? value - 1 : value;
  }
  return { minimumAge, maximumAge };
}

export type GenderPreference = 'male' | 'female' | 'no_preference';

const ANY_GENDER =
  /\b(?:any\s+gender|all\s+genders|gender\s+(?:doesn'?t|does\s+not)\s+matter|geslacht\s+(?:maakt\s+)?niet\s+uit|male\s+or\s+female|female\s+or\s+male|man\s+of\s+vrouw|vrouw\s+of\s+man|jongen\s+of\s+meisje|meisje\s+of\s+jongen|guys?\s+or\s+girls?|girls?\s+or\s+guys?)\b/;
const GENDER_WORD =
  /\b(?:(m\/[fv]|[fv]\/m)|(girls?|meiden|meisjes?|female|females|wom[ae]n|vrouw|vrouwen|vrouwelijke?|dames?|lady|ladies|huisgenote)|(guys?|boys?|jongens?|male|males|man|mannen|mannelijke?|heer|heren))\b/g;
const GENDER_REQUIREMENT_BEFORE =
  /(?:\b(?:student|huurder|tenant|someone|iemand|persoon|person|professional|huisgenoot|housemate|flatmate)\s*\(?\s*$|\bonly\b|\balleen\b|looking\s+for|zoeken|zoekt|\bzoek\b|preferably|preferred|voorkeur(?:\s+voor)?|liefst|liever|\bfor\s+(?:a|an|one)\b|\bvoor\s+(?:een|1)\b|wanted|gezocht|:\s*$|^\W*$)[^.!?\n]{0,22}$/;
const GENDER_REQUIREMENT_AFTER =
  /^\s*(?:\w+\s+)?(?:only|preferred|please|welcome|wanted|gezocht|gevraagd)\b|^\s*,?\s*(?:\w+\s+)?\d{2}\s*-\s*\d{2}/;

/** The gender asked of the new tenant. */
export function extractGender(folded: string): GenderPreference | null {
  if (ANY_GENDER.test(folded)) return 'no_preference';
  GENDER_WORD.lastIndex = 0;
  for (let match = GENDER_WORD.exec(folded); match !== null; match = GENDER_WORD.exec(folded)) {
    const lineStart = folded.lastIndexOf('\n', match.index - 1) + 1;
    const before = folded.slice(Math.max(lineStart, match.index - 40), match.index);
    const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 24);
    const wanted = GENDER_REQUIREMENT_BEFORE.test(before) || GENDER_REQUIREMENT_AFTER.test(after);
    if (!wanted || describesHousehold(folded, match.index)) continue;
    if (match[1]) return 'no_preference';
    return match[2] ? 'female' : 'male';
  }
  return null;
}
