// Writes an offer's facts as a group post, in English, Dutch or both, in one of many styles people use:
// emoji lists, one-liners, chatty paragraphs, bilingual posts. Phrases written for the demo corpus.
import { addCalendar } from '../../../src/domain/ingestion/availability.ts';
import { seededRandom, type Random } from '../../../src/domain/seeded-random.ts';
import { availableFromLabel, depositOf, type OfferFacts } from './facts.ts';
import type { Voice } from './groups.ts';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

function parts(iso: string): { day: number; month: number } {
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { day, month };
}

function ordinal(day: number): string {
  if (day % 10 === 1 && day !== 11) return `${day}st`;
  if (day % 10 === 2 && day !== 12) return `${day}nd`;
  if (day % 10 === 3 && day !== 13) return `${day}rd`;
  return `${day}th`;
}

export function writeDate(iso: string, language: 'en' | 'nl', random: Random): string {
  const { day, month } = parts(iso);
  const style = random.int(4);
  if (language === 'en') {
    if (style === 0) return `${MONTHS_EN[month - 1]} ${ordinal(day)}`;
    if (style === 1) return `${day}/${month}`;
    return `${day} ${MONTHS_EN[month - 1]}`;
  }
  if (style === 0) return `${day}/${month}`;
  return `${day} ${MONTHS_NL[month - 1]}`;
}

const TYPE_EN = { room: 'room', studio: 'studio', apartment: 'apartment', house: 'house' } as const;
const TYPE_NL = { room: 'kamer', studio: 'studio', apartment: 'appartement', house: 'eengezinswoning' } as const;

function where(facts: OfferFacts, random: Random): string {
  if (facts.area === null) return facts.city;
  return random.pick([`${facts.area}`, `${facts.area}, ${facts.city}`, `${facts.city} (${facts.area})`]);
}

function priceEn(facts: OfferFacts, random: Random): string {
  if (facts.weekly)
    return random.pick([`€${facts.baseRent} per week, bills included`, `${facts.baseRent} euro a week all in`]);
  if (facts.costs > 0) {
    return random.pick([
      `Rent: €${facts.baseRent} + €${facts.costs} service costs`,
      `€${facts.baseRent} excl. utilities (approx. €${facts.costs})`,
      `${facts.baseRent} euro per month plus around ${facts.costs} for gas, water and internet`,
      `€${(facts.baseRent + facts.costs).toLocaleString('en')} in total (${facts.baseRent} + ${facts.costs} utilities)`,
    ]);
  }
  const amount =
    facts.baseRent >= 1000 && random.chance(0.5) ? facts.baseRent.toLocaleString('en') : String(facts.baseRent);
  return random.pick([
    `💶 €${amount} per month, all inclusive`,
    `Rent is €${amount}/month incl. bills`,
    `${amount} euro all in`,
    `EUR ${amount} p/m including utilities`,
  ]);
}

function priceNl(facts: OfferFacts, random: Random): string {
  if (facts.weekly) return `€${facts.baseRent} per week, alles inbegrepen`;
  if (facts.costs > 0) {
    return random.pick([
      `€${facts.baseRent} excl. G/W/L (+ ca. €${facts.costs} voorschot)`,
      `Kale huur €${facts.baseRent}, servicekosten €${facts.costs}`,
      `Huur €${facts.baseRent} + €${facts.costs} servicekosten per maand`,
    ]);
  }
  const amount = facts.baseRent >= 1000 ? facts.baseRent.toLocaleString('nl') : String(facts.baseRent);
  return random.pick([
    `Huur: €${amount} all-in`,
    `€${amount},- per maand inclusief alles`,
    `€${amount} p/m incl. G/W/L`,
    `${amount} euro per maand, alles inbegrepen`,
  ]);
}

function dateEn(facts: OfferFacts, postedAt: Date, random: Random): string {
  const from = availableFromLabel(facts, postedAt);
  if (facts.months !== null) {
    const until = addCalendar(from, facts.months, 'month');
    if (facts.fromDays === 0) return `Available now, for ${facts.months} months`;
    return random.chance(0.5)
      ? `From ${writeDate(from, 'en', random)} until ${writeDate(until, 'en', random)}`
      : `Available from ${writeDate(from, 'en', random)} for ${facts.months} months`;
  }
  if (facts.fromDays === 0) return random.pick(['Available ASAP', 'Available immediately', 'Available now']);
  return random.pick([
    `📅 Available from ${writeDate(from, 'en', random)}`,
    `From ${writeDate(from, 'en', random)}`,
    `Move in from ${writeDate(from, 'en', random)}`,
  ]);
}

function dateNl(facts: OfferFacts, postedAt: Date, random: Random): string {
  const from = availableFromLabel(facts, postedAt);
  if (facts.months !== null) {
    const until = addCalendar(from, facts.months, 'month');
    if (facts.fromDays === 0) return `Per direct, voor ${facts.months} maanden`;
    return random.chance(0.5)
      ? `Van ${writeDate(from, 'nl', random)} t/m ${writeDate(until, 'nl', random)}`
      : `Beschikbaar vanaf ${writeDate(from, 'nl', random)} voor ${facts.months} maanden`;
  }
  if (facts.fromDays === 0) return random.pick(['Per direct beschikbaar', 'Direct beschikbaar']);
  return random.pick([`Beschikbaar vanaf ${writeDate(from, 'nl', random)}`, `Per ${writeDate(from, 'nl', random)}`]);
}

function peopleEn(facts: OfferFacts, random: Random): string[] {
  const lines: string[] = [];
  if (facts.type === 'room' && facts.roommates !== null)
    lines.push(
      random.pick([
        `👥 Shared with ${facts.roommates} flatmates`,
        `You'd live with ${facts.roommates} housemates`,
        `${facts.roommates} friendly housemates`,
      ]),
    );
  if (facts.minAge !== null && facts.maxAge !== null)
    lines.push(
      random.pick([
        `Looking for someone ${facts.minAge}-${facts.maxAge}`,
        `Ages ${facts.minAge}-${facts.maxAge}`,
        `Preferably between ${facts.minAge} and ${facts.maxAge}`,
      ]),
    );
  if (facts.gender === 'female') lines.push(random.pick(['Only girls please', 'Looking for a female flatmate']));
  if (facts.gender === 'male') lines.push(random.pick(['Guys only', 'Male students only']));
  if (facts.gender === 'no_preference') lines.push('Any gender welcome');
  if (facts.languages.includes('English'))
    lines.push(random.pick(['English speaking house', 'House language: English']));
  if (facts.languages.includes('Dutch')) lines.push('Dutch speakers only please');
  return lines;
}

function peopleNl(facts: OfferFacts, random: Random): string[] {
  const lines: string[] = [];
  if (facts.type === 'room' && facts.roommates !== null)
    lines.push(
      random.pick([`${facts.roommates} huisgenoten`, `Je deelt keuken en badkamer met ${facts.roommates} huisgenoten`]),
    );
  if (facts.minAge !== null && facts.maxAge !== null)
    lines.push(
      random.pick([
        `Leeftijd ${facts.minAge}-${facts.maxAge} jaar`,
        `We zoeken iemand tussen de ${facts.minAge} en ${facts.maxAge}`,
      ]),
    );
  if (facts.gender === 'female') lines.push('Alleen meiden');
  if (facts.gender === 'male') lines.push('Voorkeur voor een jongen');
  if (facts.gender === 'no_preference') lines.push('Man of vrouw maakt niet uit');
  if (facts.languages.includes('English')) lines.push('Huistaal is Engels');
  if (facts.languages.includes('Dutch')) lines.push('Nederlandstalig huis');
  return lines;
}

function termsEn(facts: OfferFacts, random: Random): string[] {
  const lines: string[] = [];
  if (facts.registration === true)
    lines.push(random.pick(['✅ Registration possible', 'Registration: yes', 'You can register at the address']));
  if (facts.registration === false)
    lines.push(random.pick(['No registration possible, sorry', 'Unfortunately no registration']));
  if (facts.subrent === 'NO')
    lines.push(random.pick(['Contract directly with the landlord', 'Regular rental contract with the owner']));
  return lines;
}

function termsNl(facts: OfferFacts, random: Random): string[] {
  const lines: string[] = [];
  if (facts.registration === true) lines.push(random.pick(['Inschrijving mogelijk', 'Inschrijven kan']));
  if (facts.registration === false) lines.push('Geen inschrijving mogelijk');
  if (facts.subrent === 'NO') lines.push('Contract rechtstreeks met de eigenaar');
  return lines;
}

/**
 * The deposit and furnishing lines, phrased by a generator of their own (seeded by the offer) so the shared
 * one draws what it drew before these lines existed.
 */
function rentalTermLines(facts: OfferFacts, language: 'en' | 'nl'): string[] {
  const random = seededRandom(facts.baseRent * 31 + facts.fromDays * 7 + (facts.depositMonths ?? 5));
  const lines: string[] = [];
  const deposit = depositOf(facts);
  const months = facts.depositMonths;
  if (months === 0) lines.push(language === 'en' ? 'No deposit' : 'Geen borg');
  else if (months !== null && deposit !== null) {
    const amount = deposit.toLocaleString(language);
    lines.push(
      language === 'en'
        ? random.pick([
            `Deposit: €${amount}`,
            `Deposit of ${months === 1 ? "one month's" : 'two months'} rent`,
            `€${amount} deposit`,
          ])
        : random.pick([
            `Borg: €${amount}`,
            `Borg ${months === 1 ? '1 maand' : '2 maanden'} huur`,
            `Waarborgsom €${amount}`,
          ]),
    );
  }
  const furnishing = {
    en: {
      furnished: ['Fully furnished', 'Furnished'],
      upholstered: ['Upholstered (floors, curtains and lamps, no furniture)', 'Semi-furnished'],
      bare: ['Rented unfurnished', 'Unfurnished, so bring your own floor and furniture'],
    },
    nl: {
      furnished: ['Volledig gemeubileerd', 'Gemeubileerd'],
      upholstered: ['Gestoffeerd (vloer, gordijnen en lampen)', 'Wordt gestoffeerd opgeleverd'],
      bare: ['Wordt kaal opgeleverd', 'Kaal opgeleverd'],
    },
  }[language];
  if (facts.furnishing !== null) lines.push(random.pick(furnishing[facts.furnishing]));
  return lines;
}

function sizeLine(facts: OfferFacts, language: 'en' | 'nl', random: Random): string[] {
  const lines: string[] = [];
  if (facts.type === 'room' && facts.roomSize !== null)
    lines.push(
      language === 'en'
        ? random.pick([`📐 ${facts.roomSize}m2`, `The room is ${facts.roomSize} sqm`])
        : random.pick([`Kamer van ${facts.roomSize} m²`, `${facts.roomSize}m2`]),
    );
  if (facts.houseSize !== null) {
    if (facts.type === 'room')
      lines.push(
        language === 'en' ? `The flat is ${facts.houseSize} m2 in total` : `Het huis is ${facts.houseSize} m2`,
      );
    else lines.push(language === 'en' ? `${facts.houseSize} m²` : `Oppervlakte ${facts.houseSize} m2`);
  }
  return lines;
}

function headlineEn(facts: OfferFacts, random: Random): string {
  const place = where(facts, random);
  if (facts.subrent === 'YES')
    return random.pick([
      `Subletting my ${TYPE_EN[facts.type]} in ${place} while I'm abroad ✈️`,
      `Sublet: my ${TYPE_EN[facts.type]} in ${place}`,
    ]);
  if (facts.type === 'room')
    return random.pick([
      `🏠 ROOM AVAILABLE IN ${place.toUpperCase()} 🏠`,
      `Room for rent in ${place}`,
      `Lovely room available in ${place}!`,
      `We're looking for a new housemate in ${place}!`,
    ]);
  if (facts.type === 'apartment')
    return random.pick([
      `Apartment for rent in ${place}`,
      // Said furnished only when it is: the post says how it comes (rentalTermLines).
      `${facts.furnishing === 'furnished' ? 'Furnished' : 'Spacious'} ${(facts.houseSize ?? 50) > 70 ? 2 : 1}-bedroom apartment available in ${place}`,
    ]);
  if (facts.type === 'house') return `House for rent in ${place} 🏡`;
  return random.pick([`Studio for rent in ${place}`, `Cosy studio available in ${place}`]);
}

function headlineNl(facts: OfferFacts, random: Random): string {
  const place = where(facts, random);
  if (facts.subrent === 'YES') return `Tijdelijke onderhuur: mijn ${TYPE_NL[facts.type]} in ${place}`;
  if (facts.type === 'room')
    return random.pick([`Kamer te huur in ${place}!`, `Kamer vrij in ${place} 🏡`, `TE HUUR: kamer in ${place}`]);
  if (facts.type === 'apartment')
    return random.pick([
      `Te huur: ${facts.houseSize !== null && facts.houseSize > 60 ? 3 : 2}-kamerappartement in ${place}`,
      `Appartement te huur in ${place}`,
    ]);
  if (facts.type === 'house') return `Eengezinswoning te huur in ${place}`;
  return `Studio te huur in ${place}`;
}

const CLOSING_EN = [
  'Send me a DM with a short intro!',
  'Message us with a bit about yourself 🙂',
  'DM for more info and pictures',
  'Interested? Send a message!',
];
const CLOSING_NL = [
  'Stuur een PB met een stukje over jezelf!',
  'Reageren via PB',
  'Interesse? Stuur me een berichtje.',
];

function scamLines(random: Random): string[] {
  return random.pick([
    [
      'I am currently working abroad for my company so I cannot show the place.',
      'Please send the deposit and first month via Western Union and I will send you the keys by DHL.',
    ],
    [
      'I moved to Spain for work, so viewing is not possible.',
      'Transfer the deposit first to reserve it, then my agent mails you the contract and the keys.',
      'WhatsApp only: +44 7700 900 321',
    ],
    [
      'I live in France now. Payment goes via Airbnb for your safety: pay deposit + first month and you get the keys by post.',
      'Lots of interest, so be fast!',
    ],
  ]);
}

/** The text of an offer post in the given voice. */
export function writeOffer(facts: OfferFacts, voice: Voice, postedAt: Date, random: Random): string {
  const english = () => [
    headlineEn(facts, random),
    '',
    ...sizeLine(facts, 'en', random),
    priceEn(facts, random),
    dateEn(facts, postedAt, random),
    ...peopleEn(facts, random),
    ...termsEn(facts, random),
    ...rentalTermLines(facts, 'en'),
  ];
  const dutch = () => [
    headlineNl(facts, random),
    '',
    ...sizeLine(facts, 'nl', random),
    priceNl(facts, random),
    dateNl(facts, postedAt, random),
    ...peopleNl(facts, random),
    ...termsNl(facts, random),
    ...rentalTermLines(facts, 'nl'),
  ];
  let lines: string[];
  if (voice === 'en') lines = [...english(), ...(facts.scam ? scamLines(random) : []), '', random.pick(CLOSING_EN)];
  else if (voice === 'nl') lines = [...dutch(), ...(facts.scam ? scamLines(random) : []), '', random.pick(CLOSING_NL)];
  else {
    const nl = dutch();
    lines = [
      `${nl[0]} / ${headlineEn(facts, random)}`,
      '',
      ...nl.slice(2),
      ...termsEn(facts, random).slice(0, 1),
      'English below 👇 / DM for details',
      ...(facts.scam ? scamLines(random) : []),
    ];
  }
  if (random.chance(0.35)) return lines.filter((line) => line !== '').join(random.pick([' – ', '. ']));
  return lines.join('\n');
}
