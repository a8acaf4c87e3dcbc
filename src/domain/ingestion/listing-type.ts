// What is on offer. The headline names it most often ("Ruime studio in Oost"); a room in a shared home shows
// itself by its housemates and shared kitchen even when the headline praises the apartment it is in. Not
// every "kamer" is a room: "3-kamerappartement" and "woning met 4 kamers" count a dwelling's rooms, and a
// "slaapkamer" or "woonkamer" is part of one. "Woning" is any dwelling (an apartment unless a house is named);
// "house" and "huis" are the thing for rent only when the post says so, since room offers talk about "our house".

export type ListingType = 'room' | 'studio' | 'apartment' | 'house' | 'unknown';

const NUMBER = String.raw`(?:\d+|een|twee|drie|vier|vijf|zes|one|two|three|four|five|six)`;
const DWELLING_AFTER_COUNT = String.raw`(?:ap+art+ement|apartment|app|appt|apt|woning|huurwoning|flat|huis|house|tussenwoning|hoekwoning|eengezinswoning|bovenwoning|benedenwoning)\b`;

// A room by name, not a count of rooms ("met 3 kamers", "2-kamer", "3 kamer woning") nor a part of a dwelling
// ("slaapkamer", "(slaap)kamers"). The count is checked on the text before each match (a lookbehind at the
// front of the pattern would run at every position of every post).
const ROOM_WORD = String.raw`\b(?:studenten|student|zolder|hospita|hotel|tuin|zit-?slaap)?(?:kamers?|kamertje|rooms?)\b(?!\s*-?\s*${DWELLING_AFTER_COUNT})`;
const COUNT_BEFORE = new RegExp(
  String.raw`(?:\b(?:met|with|heeft|has|telt|van|of|uit|en|and)\s+${NUMBER}\s*|\d-|\)|\bgeen\s+)$`,
);
// In a list of what a dwelling has, "3 kamers" counts rooms; only "3 kamers te huur" offers them.
const NUMBER_BEFORE = /(?<![\w.,])\d{1,2}\s*$/;
// "Kamer in een appartement", "op de zolder van een eengezinswoning": the building around what is offered.
const CONTAINER_BEFORE = /\b(?:in|van|of|op|bij)\s+(?:een|het|ons|onze|mijn|a|an|the|our|my)\s+(?:[a-z]+\s+){0,2}$/;

const NAMES: ReadonlyArray<readonly [ListingType, RegExp]> = [
  // A one-room apartment is a studio.
  [
    'studio',
    /\b(?:zolder|semi-?|woon)?studio(?:'?s|tje|otje|-?ap+art+ement)?\b|\b(?:1|een)\s*-?\s*kamer\s*-?\s*(?:ap+art+ement|app|appt|woning)\b|\beenkamer(?:ap+art+ement|woning)\b|\btuinhuis(?:je)?\b|\btiny\s+house\b/g,
  ],
  [
    'apartment',
    new RegExp(
      String.raw`ap+art+ement(?:en|je)?\b|\b(?:apartment|appartment|apt|appt|app\.|flat|flatje|penthouse|maisonn?ette|bovenwoning|benedenwoning|bovenhuis|benedenhuis|beneden\s+woning|boven\s+woning|loft|condo)\b|\b${NUMBER}[-\s]?bedroom\b|\b${NUMBER}\s*-?\s*(?:kamers?|k|kmr)\s*-?\s*(?:(?:huur)?woning|app|appt)\b`,
      'g',
    ),
  ],
  [
    'house',
    /\b(?:eengezinswoning|eengezinshuis|gezinswoning|tussenwoning|hoekwoning|hoekhuis|twee-onder-een-kap\w*|2-onder-1-kap\w*|rijtjeshuis|stadswoning|schipperswoning|villa|bungalow|chalet|stacaravan|woonboot|woonark|houseboat|townhouse|family\s+house)\b|\bvrijstaande?\s+(?:woning|huis)\b|\b(?:house|huis|home)\s+(?:te\s+huur|for\s+rent|to\s+rent|available|beschikbaar)|\b(?:sublet(?:ting)?|renting\s+out|rent\s+out|verhu+r\w*)\s*:?\s+(?:(?:wij|we|ik)\s+)?(?:my|our|mijn|ons|onze|dit|this)\s+(?:\w+\s+)?(?:house|huis|home)\b|\b(?:te\s+huur|for\s+rent)\s*:?\s*(?:een\s+|a\s+)?(?:\w+\s+)?(?:huis|house)\b|\b(?:hele|gehele|whole|entire|complete)\s+(?:huis|house)\b/g,
  ],
  ['room', new RegExp(String.raw`${ROOM_WORD}|\b(?:zolderverdieping|zolderetage|bovenverdieping)\b`, 'g')],
];

// "Woning", "huurwoning" name a dwelling without its kind: an apartment, if nothing says more.
const ANY_DWELLING = /\b(?:huur|recreatie|vakantie)?woning\b|\bzelfstandige\s+woonruimte\b/;

type Clue = { pattern: RegExp; unlessBefore?: RegExp };

// A room in a shared home, said plainly enough to outweigh a headline that praises the apartment it is in:
// housemates sought or lived with (not "suitable for roommates", not "my housemate and I"), "kamer in een
// studentenhuis", "2 kamers te huur" (not "3 kamer appartement te huur").
const ROOM_IN_SHARED_HOME: readonly Clue[] = [
  {
    pattern:
      /\bhuisgeno(?:ot|te|otje|ten|otjes)\b|\b(?:house|flat|room)[-\s]?mates?\b|\broomy\b|\bmedehuurder|\bstudentenhuis\b|\bhuize\b|\bhospita\w*|\bkamerverhuur\b|\b(?:gedeelde?|shared)\s+(?:woning|huis|house|apartment|appartement|flat)\b|\b(?:huis|house|woning|apartment|appartement|flat)\s+(?:mee\s+)?(?:te\s+)?delen\b|\bshare\s+(?:my|our)\s+(?:house|apartment|flat|home)\b|\b(?:gedeeld|delen|share[sd]?|sharing)\s+(?:met|with)\s+(?:mij|me|ons|us|the\s+owner|de\s+eigenaar|een\s+andere?\s+persoon|another\s+person)\b|\b(?:je|jouw|your)\s+(?:eigen\s+|own\s+)?(?:private\s+|prive\s+)?(?:kamer|room)\b/g,
    unlessBefore: /\b(?:mijn|my)\s+$|\b(?:geschikt|suitable|ideaal|ideal|perfect)\b[^.!?\n]*$/,
  },
  {
    pattern: new RegExp(
      String.raw`(?:${ROOM_WORD}|\b(?:double\s+|single\s+)?bedroom\b(?!\s*-?\s*${DWELLING_AFTER_COUNT}))\s*(?:is\s+|zijn\s+|are\s+)?(?:[a-z\d]+\s+){0,3}?(?:te\s+huur|for\s+rent|for\s+hire|to\s+let|to\s+rent|available|beschikbaar|vrij\b)`,
      'g',
    ),
    unlessBefore: COUNT_BEFORE,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:te\s+huur|for\s+rent)\s*:?\s*(?:[a-z]+\s+){0,2}?(?:studenten|student|zolder|hospita)?(?:kamers?|rooms?)\b(?!\s*-?\s*${DWELLING_AFTER_COUNT})`,
      'g',
    ),
  },
  {
    pattern:
      /\b(?:gedeelde|gezamenlijke|gemeenschappelijke|shared|communal)\s+(?:keuken|kitchen|woonkamer|living)|\b(?:keuken|kitchen)\b[^.!?\n]{0,30}\b(?:gedeeld|delen|shared)\b/g,
  },
  // The room the reader is asked about: "zoek je een kamer?", "ben jij op zoek naar een studentenkamer".
  {
    pattern:
      /\b(?:zoek|zoekt)\s+(?:je|jij|u)\s+(?:nog\s+)?(?:een\s+)?(?:[a-z]+\s+){0,2}?(?:studenten)?(?:kamer|room)\b|\b(?:ben|bent|are)\s+(?:je|jij|u|you)\s+(?:nog\s+|still\s+)?(?:op\s*zoek\s+naar|looking\s+for)\s+(?:een\s+|a\s+)?(?:[a-z]+\s+){0,2}?(?:studenten)?(?:kamer|room)\b/g,
  },
  {
    pattern:
      /\b(?:kamer|room)\s+(?:in\s+(?:een|het|ons|onze|mijn|dit|deze|a|an|the|our|my|this|shared|(?:[a-z,]+\s+){0,3}(?:huis|house|home|woning|appartement|apartment|flat|penthouse))|bij\s+(?:ons|mij|iemand))\b/g,
    unlessBefore: /\b(?:all|alle|the|de|other|andere|overige)\s+$/,
  },
];

/** Whether the clue occurs anywhere without its disqualifying words just before it. */
function occurs({ pattern, unlessBefore }: Clue, folded: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    if (!unlessBefore?.test(folded.slice(Math.max(0, match.index - 60), match.index))) return true;
  }
  return false;
}

// Weaker: a shared kitchen or bathroom, which an apartment let to a group of friends has as well, and
// co-residents, who may live in the same building only.
const SHARED_FACILITIES =
  /\bmedebewon\w*|\b(?:gedeelde|gezamenlijke|gemeenschappelijke|shared|communal)\s+(?:keuken|badkamer|kitchen|bathroom|douche|sanitair|toilet)|\b(?:keuken|badkamer|kitchen|bathroom|douche|sanitair)\b[^.!?\n]{0,30}\b(?:gedeeld|delen|shared)\b|\b(?:je|you)\s+(?:deelt|will\s+share|share)\s+(?:de|het|the)\s+(?:keuken|badkamer|huis|woning|kitchen|bathroom|house|apartment|flat)/;

/** Where the pattern first names what is offered: not the building around it, nor a count of rooms. */
function firstIndex(type: ListingType, pattern: RegExp, folded: string): number {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const before = folded.slice(Math.max(0, match.index - 30), match.index);
    if (CONTAINER_BEFORE.test(before)) continue;
    if (type !== 'room' || !(COUNT_BEFORE.test(before) || NUMBER_BEFORE.test(before))) return match.index;
  }
  return -1;
}

/** The first type named in the text, or null. */
function firstNamedType(folded: string): ListingType | null {
  let best: { type: ListingType; index: number } | null = null;
  for (const [type, pattern] of NAMES) {
    const index = firstIndex(type, pattern, folded);
    if (index >= 0 && (!best || index < best.index)) best = { type, index };
  }
  return best?.type ?? null;
}

/** The first line, at most 100 characters: a post written as one paragraph has no headline beyond that. */
function headlineOf(folded: string): string {
  const lineEnd = folded.indexOf('\n');
  return folded.slice(0, lineEnd > 0 ? Math.min(lineEnd, 100) : 100);
}

/** The type of the dwelling offered, from the folded text of an offer. */
export function extractListingType(folded: string): ListingType {
  const headline = headlineOf(folded);
  const headlineType = firstNamedType(headline) ?? (ANY_DWELLING.test(headline) ? 'apartment' : null);
  if (headlineType === 'room') return 'room';
  const isInSharedHome = ROOM_IN_SHARED_HOME.some((clue) => occurs(clue, folded));
  const namedType = headlineType ?? firstNamedType(folded);
  // A "studio" in a student house, with housemates, is let as a room.
  if (namedType === 'studio') return isInSharedHome ? 'room' : 'studio';
  if (isInSharedHome) return 'room';
  if (headlineType) return headlineType;
  if (SHARED_FACILITIES.test(folded)) return 'room';
  return namedType ?? (ANY_DWELLING.test(folded) ? 'apartment' : typeNamedInPassing(folded));
}

// When nothing names the offer outright: "een mooi gemeubileerd huis", "huisje aan zee", "3 bed house" describe
// a house; an apartment named only as the building around a room ("in het gehele appartement") is one still.
const HOUSE_IN_PASSING =
  /\b\d\s*-?\s*bed(?:room)?s?\s+house\b|\bhuisje\b|\b(?:een|a|an)\s+(?:[a-z]+\s+){0,2}(?:huis|house)\b/;

function typeNamedInPassing(folded: string): ListingType {
  if (HOUSE_IN_PASSING.test(folded)) return 'house';
  const apartment = NAMES.find(([type]) => type === 'apartment')?.[1];
  if (apartment) {
    apartment.lastIndex = 0;
    if (apartment.test(folded)) return 'apartment';
  }
  return 'unknown';
}
