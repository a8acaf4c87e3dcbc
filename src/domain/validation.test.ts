import { describe, expect, it } from 'vitest';
import {
  capFirstNameInput,
  capPasswordInput,
  normalizeEmailInput,
  validateContact,
  validateEmail,
  validateFeedback,
  validateFirstName,
  validateNewPassword,
  validatePassword,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
  validateWidgetSignUp,
} from './validation.ts';
import { textsFor } from '../i18n/fixed-texts.ts';

const texts = textsFor('en');
const { validationText } = texts;

const emailOf = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;

describe('validateEmail', () => {
  it.each([
    ['', validationText.emailRequired],
    ['   ', validationText.emailRequired],
    ['renter', validationText.emailInvalid],
    ['renter@', validationText.emailInvalid],
    ['@example.nl', validationText.emailInvalid],
    ['renter@example', validationText.emailInvalid],
    ['renter@example.', validationText.emailInvalid],
    ['ren ter@example.nl', validationText.emailInvalid],
    ['renter@@example.nl', validationText.emailInvalid],
    [emailOf(255), validationText.emailTooLong],
    ['renter@example.nl', null],
    ['  renter@example.nl  ', null],
    ['first.last+rooms@sub.example.co.uk', null],
    [emailOf(254), null],
  ])('%j gives %j', (input, expected) => {
    expect(validateEmail(input, texts)).toBe(expected);
  });
});

describe('normalizeEmailInput', () => {
  it('trims white space', () => expect(normalizeEmailInput('  a@b.nl \t')).toBe('a@b.nl'));
  it('cuts at 254 characters', () => expect(normalizeEmailInput(emailOf(300))).toHaveLength(254));
  it('keeps a 254-character address whole', () => expect(normalizeEmailInput(emailOf(254))).toBe(emailOf(254)));
});

describe('validatePassword', () => {
  it.each([
    ['', validationText.passwordRequired],
    ['12345', validationText.passwordTooShort],
    ['123456', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), validationText.passwordTooLong],
    ['      ', null],
  ])('%j gives %j', (input, expected) => {
    expect(validatePassword(input, texts)).toBe(expected);
  });
});

describe('capPasswordInput', () => {
  it('cuts at 128 characters', () => expect(capPasswordInput('x'.repeat(200))).toHaveLength(128));
  it('keeps surrounding spaces, which are part of a password', () => expect(capPasswordInput(' pw ')).toBe(' pw '));
});

describe('validateFirstName', () => {
  it.each([
    ['', validationText.firstNameRequired],
    ['   ', validationText.firstNameRequired],
    ['Sanne', null],
    ['  Sanne  ', null],
    ['x'.repeat(50), null],
    [`  ${'x'.repeat(50)}  `, null],
    ['x'.repeat(51), validationText.firstNameTooLong],
  ])('%j gives %j', (input, expected) => {
    expect(validateFirstName(input, texts)).toEqual(expected);
  });

  it('caps typed input at 50 characters', () => expect(capFirstNameInput('y'.repeat(60))).toHaveLength(50));
});

describe('validateSignIn and validateSignUp', () => {
  it('reports an e-mail problem under the Invalid Email title', () => {
    expect(validateSignIn({ email: 'nope', password: 'secret1' }, texts)).toEqual({
      title: 'Invalid Email',
      description: validationText.emailInvalid,
    });
  });
  it('reports a password problem under the Invalid Password title', () => {
    expect(validateSignIn({ email: 'a@b.nl', password: '123' }, texts)).toEqual({
      title: 'Invalid Password',
      description: validationText.passwordTooShort,
    });
  });
  it('checks the first name before anything else at sign-up', () => {
    expect(validateSignUp({ firstName: ' ', email: '', password: '' }, texts)).toEqual(
      validationText.firstNameRequired,
    );
  });
  it('accepts a complete sign-up', () => {
    expect(validateSignUp({ firstName: 'Sanne', email: 'sanne@example.nl', password: 'secret1' }, texts)).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it.each([
    [
      { password: '', confirmation: '' },
      { title: 'Invalid Password', description: validationText.passwordRequired },
    ],
    [
      { password: 'abc', confirmation: 'abc' },
      { title: 'Invalid Password', description: validationText.passwordTooShort },
    ],
    [{ password: 'secret1', confirmation: 'secret2' }, validationText.passwordsDontMatch],
    [{ password: 'secret1', confirmation: 'secret1' }, null],
  ])('%j gives %j', (input, expected) => {
    expect(validateNewPassword(input, texts)).toEqual(expected);
  });
});

describe('validatePasswordChange', () => {
  it.each([
    [{ password: 'abcdef', confirmation: 'abcdeg' }, validationText.accountPasswordsDontMatch],
    [{ password: 'abc', confirmation: 'abd' }, validationText.accountPasswordsDontMatch],
    [{ password: 'abc', confirmation: 'abc' }, validationText.accountPasswordTooShort],
    [{ password: 'abcdef', confirmation: 'abcdef' }, null],
  ])('%j gives %j', (input, expected) => {
    expect(validatePasswordChange(input, texts)).toEqual(expected);
  });
});

describe('validateWidgetSignUp', () => {
  it.each([
    [{ firstName: '', email: 'a@b.nl', password: 'secret1' }, validationText.onboardingFillAllFields],
    [{ firstName: 'A', email: ' ', password: 'secret1' }, validationText.onboardingFillAllFields],
    [{ firstName: 'A', email: 'a@b.nl', password: '' }, validationText.onboardingFillAllFields],
    [{ firstName: 'A', email: 'a@b.nl', password: '12345' }, validationText.passwordTooShort],
    [{ firstName: 'A', email: 'ab.nl', password: '123456' }, validationText.emailInvalid],
    [{ firstName: 'A', email: 'a@b.nl', password: '123456' }, null],
  ])('%j gives %j', (input, expected) => {
    expect(validateWidgetSignUp(input, texts)).toBe(expected);
  });
});

describe('validateContact', () => {
  it.each([
    [{ name: '', email: 'a@b.nl', message: 'Hi' }, validationText.contactFillAllFields],
    [{ name: 'Ann', email: '', message: 'Hi' }, validationText.contactFillAllFields],
    [{ name: 'Ann', email: 'a@b.nl', message: '  ' }, validationText.contactFillAllFields],
    [{ name: 'Ann', email: 'not-an-email', message: 'Hi' }, validationText.emailInvalid],
    [{ name: 'Ann', email: 'a@b.nl', message: 'Hi' }, null],
  ])('%j gives %j', (input, expected) => {
    expect(validateContact(input, texts)).toBe(expected);
  });
});

describe('validateFeedback', () => {
  it.each([
    [{ message: 'Great app', isSignedIn: false }, validationText.feedbackLoginRequired],
    [{ message: '', isSignedIn: false }, validationText.feedbackLoginRequired],
    [{ message: ' \n ', isSignedIn: true }, validationText.feedbackEmpty],
    [{ message: 'Great app', isSignedIn: true }, null],
  ])('%j gives %j', (input, expected) => {
    expect(validateFeedback(input, texts)).toBe(expected);
  });
});
