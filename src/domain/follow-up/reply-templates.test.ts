import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATE_BODIES,
  fillTemplate,
  placeholderValues,
  templateProblem,
  type ListingFacts,
  type MemberFacts,
} from './reply-templates.ts';

const MEMBER: MemberFacts = {
  firstName: 'Anna',
  age: 24,
  occupation: "master's student at the UvA",
  moveInDate: '2027-02-01',
  stayLength: '6_plus_months',
};
const LISTING: ListingFacts = {
  title: 'Sunny room in De Pijp',
  place: 'De Pijp, Amsterdam',
  rent: 850,
  roomSize: 14,
  availableFrom: '2027-01-15',
  link: 'http://localhost:8080/listing/42',
};

describe('placeholderValues', () => {
  it("write the facts in the template's language, not the site's", () => {
    const english = placeholderValues(MEMBER, LISTING, 'en');
    const dutch = placeholderValues(MEMBER, LISTING, 'nl');
    expect(english).toMatchObject({
      name: 'Anna',
      age: '24',
      move_in: '1 February 2027',
      stay: 'for at least 6 months',
      rent: '€850',
      size: '14 m²',
      available: '15 January 2027',
    });
    expect(dutch).toMatchObject({
      move_in: '1 februari 2027',
      stay: 'minstens 6 maanden',
      available: '15 januari 2027',
    });
    expect(dutch.rent?.replace(/\s/g, ' ')).toBe('€ 850');
  });

  it('know nothing of missing, blank or meaningless facts', () => {
    const values = placeholderValues(
      { firstName: '  ', age: 0, occupation: null, moveInDate: 'soon', stayLength: null },
      { ...LISTING, rent: -5, roomSize: null, title: null },
      'en',
    );
    expect(values).toMatchObject({
      name: null,
      age: null,
      occupation: null,
      move_in: null,
      stay: null,
      rent: null,
      size: null,
      listing: null,
    });
  });
});

describe('fillTemplate', () => {
  const values = placeholderValues(MEMBER, LISTING, 'en');

  it.each([
    ['fills every placeholder', 'Hi, I am {name} ({age}).', 'Hi, I am Anna (24).'],
    [
      'leaves out a line that names an unknown fact',
      'Hi\nI am {name}\nSize: {size}\nBye',
      'Hi\nI am Anna\nSize: 14 m²\nBye',
    ],
    ['keeps braces that name no placeholder', 'Price {rent} {not_a_fact}', 'Price €850 {not_a_fact}'],
    ['fills a placeholder used twice', '{name} {name}', 'Anna Anna'],
  ])('%s', (_label, body, expected) => {
    expect(fillTemplate(body, values)).toBe(expected);
  });

  it('drops the lines of unknown facts and never leaves two empty lines in a row', () => {
    const partial = placeholderValues({ ...MEMBER, age: null, occupation: null }, LISTING, 'en');
    expect(fillTemplate('Hi\n\nI am {age}\n\nJob: {occupation}\n\nBye', partial)).toBe('Hi\n\nBye');
  });

  it('makes a whole message of the English default', () => {
    expect(fillTemplate(DEFAULT_TEMPLATE_BODIES.en, values)).toBe(
      [
        'Hi!',
        '',
        'I\'m very interested in your room "Sunny room in De Pijp" in De Pijp, Amsterdam.',
        'My name is Anna.',
        "I'm 24 years old.",
        "What I do: master's student at the UvA.",
        "I'd like to move in on 1 February 2027.",
        "I'm looking for a place for at least 6 months.",
        'Could I come by for a viewing?',
        '',
        'Kind regards,',
        'Anna',
      ].join('\n'),
    );
  });

  it('costs a default only the lines of the facts the member left out', () => {
    const partial = placeholderValues({ ...MEMBER, age: null, stayLength: null }, LISTING, 'en');
    const message = fillTemplate(DEFAULT_TEMPLATE_BODIES.en, partial);
    expect(message).toContain('My name is Anna.');
    expect(message).toContain("I'd like to move in on 1 February 2027.");
    expect(message).not.toMatch(/years old|looking for a place/);
  });

  it('makes a Dutch message of the Dutch default, whatever the site speaks', () => {
    const message = fillTemplate(DEFAULT_TEMPLATE_BODIES.nl, placeholderValues(MEMBER, LISTING, 'nl'));
    expect(message).toContain('Ik zou graag op 1 februari 2027 intrekken.');
    expect(message).toContain('Ik zoek iets voor minstens 6 maanden.');
    expect(message).toContain('Ik ben 24 jaar.');
  });
});

describe('templateProblem', () => {
  it.each([
    [{ name: 'Short', language: 'en', body: 'Hi {name}' }, null],
    [{ name: '  ', language: 'en', body: 'Hi' }, 'nameMissing'],
    [{ name: 'x'.repeat(101), language: 'en', body: 'Hi' }, 'nameTooLong'],
    [{ name: 'Short', language: 'de', body: 'Hallo' }, 'unknownLanguage'],
    [{ name: 'Short', language: 'nl', body: ' \n ' }, 'bodyMissing'],
    [{ name: 'Short', language: 'nl', body: 'x'.repeat(2001) }, 'bodyTooLong'],
  ])('%j is %s', (fields, expected) => {
    expect(templateProblem(fields as never)).toBe(expected);
  });
});
