// Account and form validation rules of product spec section 5, as pure functions.
// Each validator returns null when the value is acceptable, otherwise the spec's message.

import { EMAIL_MAX_LENGTH, FIRST_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import type { DomainTexts, ToastText } from './texts.ts';

/** The texts the rules answer in: the app's in the language in use, a server's in the language it answers in. */
type ValidationTexts = Pick<DomainTexts, 'validationText' | 'authErrorTitles'>;

// One '@', no spaces, a dot in the domain with something on both sides: what the spec means by "looks like".
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What an e-mail field keeps of typed input: trimmed and cut at 254 characters. */
export function normalizeEmailInput(raw: string): string {
  return raw.trim().slice(0, EMAIL_MAX_LENGTH);
}

/** What a password field keeps of typed input: cut at 128 characters, never trimmed. */
export function capPasswordInput(raw: string): string {
  return raw.slice(0, PASSWORD_MAX_LENGTH);
}

/** What a first-name field keeps of typed input: cut at 50 characters. */
export function capFirstNameInput(raw: string): string {
  return raw.slice(0, FIRST_NAME_MAX_LENGTH);
}

export function validateEmail(value: string, { validationText }: Pick<DomainTexts, 'validationText'>): string | null {
  const email = value.trim();
  if (email === '') return validationText.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return validationText.emailTooLong;
  if (!EMAIL_SHAPE.test(email)) return validationText.emailInvalid;
  return null;
}

export function validatePassword(
  value: string,
  { validationText }: Pick<DomainTexts, 'validationText'>,
): string | null {
  if (value === '') return validationText.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return validationText.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return validationText.passwordTooLong;
  return null;
}

export function validateFirstName(
  value: string,
  { validationText }: Pick<DomainTexts, 'validationText'>,
): ToastText | null {
  const name = value.trim();
  if (name === '') return validationText.firstNameRequired;
  if (name.length > FIRST_NAME_MAX_LENGTH) return validationText.firstNameTooLong;
  return null;
}

/** Sign-in: the e-mail first, then the password, each under its own toast title. */
export function validateSignIn(input: { email: string; password: string }, texts: ValidationTexts): ToastText | null {
  const emailError = validateEmail(input.email, texts);
  if (emailError) return { title: texts.authErrorTitles.invalidEmail, description: emailError };
  const passwordError = validatePassword(input.password, texts);
  if (passwordError) return { title: texts.authErrorTitles.invalidPassword, description: passwordError };
  return null;
}

/** Sign-up: the first name, then the sign-in rules. */
export function validateSignUp(
  input: { firstName: string; email: string; password: string },
  texts: ValidationTexts,
): ToastText | null {
  return validateFirstName(input.firstName, texts) ?? validateSignIn(input, texts);
}

/** Set New Password (recovery): the password rules, then the confirmation must match. */
export function validateNewPassword(
  input: { password: string; confirmation: string },
  texts: ValidationTexts,
): ToastText | null {
  const passwordError = validatePassword(input.password, texts);
  if (passwordError) return { title: texts.authErrorTitles.invalidPassword, description: passwordError };
  if (input.password !== input.confirmation) return texts.validationText.passwordsDontMatch;
  return null;
}

/** Account page password change: the entries must match, then the minimum length. */
export function validatePasswordChange(
  input: { password: string; confirmation: string },
  { validationText }: Pick<DomainTexts, 'validationText'>,
): ToastText | null {
  if (input.password !== input.confirmation) return validationText.accountPasswordsDontMatch;
  if (input.password.length < PASSWORD_MIN_LENGTH) return validationText.accountPasswordTooShort;
  return null;
}

/** Landing widget sign-up: every field is required, and the password has the usual minimum. */
export function validateWidgetSignUp(
  input: { firstName: string; email: string; password: string },
  texts: Pick<DomainTexts, 'validationText'>,
): string | null {
  if (!input.firstName.trim() || !input.email.trim() || !input.password)
    return texts.validationText.onboardingFillAllFields;
  return validateEmail(input.email, texts) ?? validatePassword(input.password, texts);
}

/** Contact form: name, e-mail and message are all required. */
export function validateContact(
  input: { name: string; email: string; message: string },
  texts: Pick<DomainTexts, 'validationText'>,
): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.message.trim())
    return texts.validationText.contactFillAllFields;
  return validateEmail(input.email, texts);
}

/** Feedback form: the sender must be signed in and the message non-blank. */
export function validateFeedback(
  input: { message: string; isSignedIn: boolean },
  { validationText }: Pick<DomainTexts, 'validationText'>,
): string | null {
  if (!input.isSignedIn) return validationText.feedbackLoginRequired;
  if (!input.message.trim()) return validationText.feedbackEmpty;
  return null;
}
