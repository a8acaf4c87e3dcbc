// The terms of the offer: sublet or direct contract, registration at the address, and the languages a tenant
// must speak. "English is ok" is not a requirement; "English speaking house" is.

export type Subrent = 'YES' | 'NO';

const SUBLET =
  /\b(?:sublet\w*|sub-let\w*|sub-?rent\w*|onderhuur\w*|onderverhuur\w*|while\s+(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:away|abroad|travel\w*|on\s+(?:exchange|sabbatical|holiday|vacation|a\s+work\s+assignment|an?\s+\w+\s+assignment)|in\s+[a-z]+|visiting|back\s+home|gone)|(?:i'?m|i\s+am|we'?re|we\s+are)\s+away\s+(?:from|for|until)|(?:going|ga|gaan)\s+(?:back\s+home|naar\s+huis)\s+(?:for|voor)|my\s+(?:room|studio|apartment|flat|place)\s+is\s+free\s+while|(?:during|tijdens)\s+(?:my|our|mijn|ons)\s+(?:exchange|sabbatical|travels|reis)|on\s+sabbatical|ik\s+ga\s+\w+(?:\s+\w+){0,4}\s+naar\s+(?!huis)|tijdelijk\w*\s+(?:weg|in\s+het\s+buitenland))\b/;
const NOT_SUBLET = /\b(?:(?:this\s+is\s+)?not\s+a\s+sublet|no\s+sublet|geen\s+onderhuur)\b/;
const DIRECT =
  /\b(?:direct(?:ly)?\s+(?:contract|with|from|via)|contract\s+direct(?:ly)?|rental\s+contract\s+direct(?:ly)?|rechtstreeks\s+(?:met|van|bij|via)|contract\s+(?:is\s+)?(?:rechtstreeks|direct)|(?:regular|permanent|vast|vaste)\s+(?:rental\s+)?(?:contract|huurcontract)|contract\s+voor\s+onbepaalde\s+tijd|onbepaalde\s+tijd|indefinite\s+(?:rental\s+)?contract|campus\s*contract|huurcontract\s+met\s+de\s+(?:eigenaar|verhuurder)|via\s+de\s+verhuurder|with\s+the\s+(?:landlord|owner|operator)|from\s+the\s+owner|met\s+de\s+eigenaar|met\s+eigenaar)\b/;

/** YES for sublets and tenants away for a while, NO only for an explicitly direct or regular contract. */
export function extractSubrent(folded: string): Subrent | null {
  if (NOT_SUBLET.test(folded)) return 'NO';
  if (SUBLET.test(folded)) return 'YES';
  if (DIRECT.test(folded)) return 'NO';
  return null;
}

const REGISTRATION = String.raw`(?:registration|registreren|register|registered|inschrijving|inschrijven|inschrijf\w*|ingeschreven|brp|bsn\s+registration)`;
const NO_REGISTRATION = new RegExp(
  String.raw`\b(?:no|geen|zonder|without)\s+(?:\w+\s+)?${REGISTRATION}|\b${REGISTRATION}\s*(?:is\s+|at\s+the\s+address\s+)?(?:\w+\s+)?(?:not|niet|nicht)\s+(?:\w+\s+)?(?:possible|mogelijk|allowed|toegestaan|available)|\b(?:can'?t|cannot|can\s+not|not\s+able\s+to|unable\s+to|kan\s+(?:je\s+|u\s+)?niet|kun\s+je\s+(?:je\s+)?niet|mag\s+niet)\s+(?:\w+\s+){0,2}${REGISTRATION}|\b${REGISTRATION}\s*:\s*(?:no|nee)\b|\b${REGISTRATION}\s+(?:unfortunately|helaas)\s+(?:not|niet)`,
);
const YES_REGISTRATION = new RegExp(
  String.raw`\b${REGISTRATION}\s*(?:is\s+|at\s+the\s+address\s+)?(?:\w+\s+)?(?:possible|mogelijk|allowed|toegestaan|available|included|kan|yes|ja|ok|okay|guaranteed|gegarandeerd)\b|\b${REGISTRATION}\s*:\s*(?:yes|ja|possible|mogelijk)\b|\b(?:you\s+can|can|kan|kun\s+je|mag\s+je|possible\s+to)\s+(?:\w+\s+){0,2}${REGISTRATION}|\bwith\s+${REGISTRATION}\b|\bmet\s+inschrijving\b`,
);

/** Whether the tenant may register at the address (BRP), or null when the post does not say. */
export function extractRegistration(folded: string): boolean | null {
  // Line by line: "no couples" on one line says nothing about the "Inschrijving mogelijk" on the next.
  const lines = folded.split('\n');
  if (lines.some((line) => NO_REGISTRATION.test(line))) return false;
  if (lines.some((line) => YES_REGISTRATION.test(line))) return true;
  return null;
}

const LANGUAGES: ReadonlyArray<readonly [string, string]> = [
  ['Dutch', 'dutch|nederlands|nederlandstalig|nederlandssprekend|nl-talig'],
  ['English', 'english|engels|engelstalig|engelssprekend'],
  ['German', 'german|duits|duitstalig'],
  ['French', 'french|frans|franstalig'],
  ['Spanish', 'spanish|spaans|spaanstalig'],
  ['Italian', 'italian|italiaans'],
  ['Portuguese', 'portuguese|portugees'],
  ['Polish', 'polish|pools'],
];
const LANGUAGE_SOURCE = `(${LANGUAGES.map(([, names]) => names).join('|')})`;
const LANGUAGE_BY_WORD = new Map<string, string>(
  LANGUAGES.flatMap(([name, words]) => words.split('|').map((word) => [word, name] as const)),
);

const LANGUAGE_REQUIREMENTS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${LANGUAGE_SOURCE}(?:[-\s]?(?:speaking|spoken|talig|speakers?|sprekend(?:e)?))\b(?!\s+(?:is\s+)?(?:ok|okay|fine|welcome|a\s+plus|a\s+pré|pre|preferred|not\s+required|niet\s+nodig))`,
    'g',
  ),
  new RegExp(String.raw`\b(?:house|huis|household)?\s*(?:language|taal)\s*(?:is|:)?\s*${LANGUAGE_SOURCE}\b`, 'g'),
  new RegExp(
    String.raw`\b(?:huistaal|voertaal|language\s+of\s+the\s+house|house\s+language)\s*(?:is|:)?\s*${LANGUAGE_SOURCE}\b`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:must|need\s+to|needs\s+to|have\s+to|has\s+to|should|required\s+to)\s+(?:be\s+able\s+to\s+)?speak\s+(?:fluent\s+)?${LANGUAGE_SOURCE}(?:\s+(?:and|&)\s+${LANGUAGE_SOURCE})?`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:moet|moeten|moet\s+je|je\s+moet)\s+(?:\w+\s+)?${LANGUAGE_SOURCE}(?:\s+(?:en|én|&)\s+${LANGUAGE_SOURCE})?\s+(?:kunnen\s+)?spreken`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:die|who|that)\s+(?:vloeiend\s+|fluent\s+)?${LANGUAGE_SOURCE}\s+(?:spreekt|speaks)|\b(?:die|who|that)\s+(?:spreekt|speaks)\s+(?:vloeiend\s+|fluent\s+)?${LANGUAGE_SOURCE}`,
    'g',
  ),
  new RegExp(
    String.raw`\b${LANGUAGE_SOURCE}\s+(?:is\s+)?(?:een\s+|a\s+)?(?:must|vereist|verplicht|required|mandatory|essential)\b`,
    'g',
  ),
  new RegExp(String.raw`\bonly\s+${LANGUAGE_SOURCE}\s+speakers\b|\b(?:fluent|vloeiend)\s+${LANGUAGE_SOURCE}\b`, 'g'),
];

/** Languages the tenant must speak, capitalised and sorted. */
export function extractLanguageRequirements(folded: string): string[] {
  const found = new Set<string>();
  for (const pattern of LANGUAGE_REQUIREMENTS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
      for (const word of match.slice(1)) {
        const language = word === undefined ? undefined : LANGUAGE_BY_WORD.get(word);
        if (language) found.add(language);
      }
    }
  }
  return [...found].sort();
}
