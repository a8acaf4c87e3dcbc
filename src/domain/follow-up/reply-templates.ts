// Reply templates (issue 36): the member's short messages to a poster, each in the language it is written
// in (not the site's), filled with the listing's facts and the member's profile. A line that names a fact
// nobody knows is left out whole, so a message never says "I'm  years old".
import type { Language } from '../language.ts';
import { parseInstant } from '../listings/dates.ts';

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const TEMPLATE_BODY_MAX_LENGTH = 2000;
/** The database keeps at most this many live templates a member (reply_templates_limit). */
export const TEMPLATES_PER_MEMBER = 20;

export const STAY_LENGTHS = ['less_than_1_month', '1-3_months', '4-6_months', '6_plus_months'] as const;
export type StayLength = (typeof STAY_LENGTHS)[number];

export type ReplyTemplateFields = { name: string; language: Language; body: string };
export type ReplyTemplate = ReplyTemplateFields & { id: string };

/** What a template is filled with about the member (the account page's profile facts). */
export type MemberFacts = {
  firstName: string | null;
  age: number | null;
  occupation: string | null;
  /** 'YYYY-MM-DD'. */
  moveInDate: string | null;
  stayLength: StayLength | null;
};

/** What a template is filled with about the room. */
export type ListingFacts = {
  title: string | null;
  place: string | null;
  rent: number | null;
  roomSize: number | null;
  availableFrom: string | null;
  link: string;
};

/** The placeholders a template may use, as written in it: `{name}`. */
export const PLACEHOLDERS = [
  'name',
  'age',
  'occupation',
  'move_in',
  'stay',
  'listing',
  'place',
  'rent',
  'size',
  'available',
  'link',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const STAY_PHRASES: Record<Language, Record<StayLength, string>> = {
  en: {
    less_than_1_month: 'for less than a month',
    '1-3_months': 'for 1 to 3 months',
    '4-6_months': 'for 4 to 6 months',
    '6_plus_months': 'for at least 6 months',
  },
  nl: {
    less_than_1_month: 'korter dan een maand',
    '1-3_months': '1 tot 3 maanden',
    '4-6_months': '4 tot 6 maanden',
    '6_plus_months': 'minstens 6 maanden',
  },
};

/** One template per language to start from: a member's own replace them in the picker's first places. */
// One fact a line: a fact the member left out costs its own line only.
export const DEFAULT_TEMPLATE_BODIES: Record<Language, string> = {
  en: [
    'Hi!',
    '',
    'I\'m very interested in your room "{listing}" in {place}.',
    'My name is {name}.',
    "I'm {age} years old.",
    'What I do: {occupation}.',
    "I'd like to move in on {move_in}.",
    "I'm looking for a place {stay}.",
    'Could I come by for a viewing?',
    '',
    'Kind regards,',
    '{name}',
  ].join('\n'),
  nl: [
    'Hoi!',
    '',
    'Ik heb veel interesse in je kamer "{listing}" in {place}.',
    'Ik heet {name}.',
    'Ik ben {age} jaar.',
    'Wat ik doe: {occupation}.',
    'Ik zou graag op {move_in} intrekken.',
    'Ik zoek iets voor {stay}.',
    'Kan ik langskomen voor een bezichtiging?',
    '',
    'Groetjes,',
    '{name}',
  ].join('\n'),
};

export const DEFAULT_TEMPLATE_IDS: Record<Language, string> = { en: 'default-en', nl: 'default-nl' };

export type TemplateProblem = 'nameMissing' | 'nameTooLong' | 'unknownLanguage' | 'bodyMissing' | 'bodyTooLong';

/** What is wrong with a template before it is saved (the database's checks, told first), or null. */
export function templateProblem(fields: ReplyTemplateFields): TemplateProblem | null {
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  const body = typeof fields.body === 'string' ? fields.body.trim() : '';
  if (name === '') return 'nameMissing';
  if (name.length > TEMPLATE_NAME_MAX_LENGTH) return 'nameTooLong';
  if (fields.language !== 'en' && fields.language !== 'nl') return 'unknownLanguage';
  if (body === '') return 'bodyMissing';
  if (fields.body.length > TEMPLATE_BODY_MAX_LENGTH) return 'bodyTooLong';
  return null;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** '1 February 2027' ('1 februari 2027'): the calendar date of an ISO date or instant, or null. */
function formatDate(value: string | null, language: Language): string | null {
  const instant = parseInstant(value);
  if (instant === null) return null;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const positive = (value: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Each placeholder's text in `language`, or null where the fact is not known. */
export function placeholderValues(
  member: MemberFacts,
  listing: ListingFacts,
  language: Language,
): Record<Placeholder, string | null> {
  const rent = positive(listing.rent);
  const size = positive(listing.roomSize);
  const age = positive(member.age);
  return {
    name: text(member.firstName),
    age: age === null ? null : String(Math.trunc(age)),
    occupation: text(member.occupation),
    move_in: formatDate(member.moveInDate, language),
    stay: member.stayLength ? (STAY_PHRASES[language][member.stayLength] ?? null) : null,
    listing: text(listing.title),
    place: text(listing.place),
    rent: rent === null ? null : formatEuros(Math.round(rent), language),
    size: size === null ? null : `${Math.round(size)} m²`,
    available: formatDate(listing.availableFrom, language),
    link: text(listing.link),
  };
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * The message a template makes for one listing: every known placeholder filled in, every line that names an
 * unknown fact left out (a line of nothing but text always stays), braces that name no placeholder kept as
 * typed, and no more than one empty line in a row.
 */
export function fillTemplate(body: string, values: Record<Placeholder, string | null>): string {
  const known = new Set<string>(PLACEHOLDERS);
  const lines = body.split(/\r\n|\r|\n/).flatMap((line) => {
    const named = [...line.matchAll(PLACEHOLDER)].map((match) => match[1] as string).filter((name) => known.has(name));
    if (named.some((name) => values[name as Placeholder] === null)) return [];
    return [
      line.replace(PLACEHOLDER, (whole, name: string) =>
        known.has(name) ? (values[name as Placeholder] ?? '') : whole,
      ),
    ];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
