// Account and form validation rules of product spec section 5, as pure functions.
// Each validator returns null when the value is acceptable, otherwise the spec's message.

import { EMAIL_MAX_LENGTH, FIRST_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { authErrorTitles, validationText, type ToastText } from './messages.ts';
import type { CommonTexts } from '../i18n/fixed-texts.ts';

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

/** The app's own language by default; a server passes the texts it answers in (it has no app language). */
export function validateEmail(
  value: string,
  texts: Pick<CommonTexts, 'validationText'> = { validationText },
): string | null {
  const email = value.trim();
  if (email === '') return texts.validationText.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return texts.validationText.emailTooLong;
  if (!EMAIL_SHAPE.test(email)) return texts.validationText.emailInvalid;
  return null;
}

export function validatePassword(value: string): string | null {
  if (value === '') return validationText.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return validationText.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return validationText.passwordTooLong;
  return null;
}

export function validateFirstName(value: string): ToastText | null {
  const name = value.trim();
  if (name === '') return validationText.firstNameRequired;
  if (name.length > FIRST_NAME_MAX_LENGTH) return validationText.firstNameTooLong;
  return null;
}

/** Sign-in: the e-mail first, then the password, each under its own toast title. */
export function validateSignIn(input: { email: string; password: string }): ToastText | null {
  const emailError = validateEmail(input.email);
  if (emailError) return { title: authErrorTitles.invalidEmail, description: emailError };
  const passwordError = validatePassword(input.password);
  if (passwordError) return { title: authErrorTitles.invalidPassword, description: passwordError };
  return null;
}

/** Sign-up: the first name, then the sign-in rules. */
export function validateSignUp(input: { firstName: string; email: string; password: string }): ToastText | null {
  return validateFirstName(input.firstName) ?? validateSignIn(input);
}

/** Set New Password (recovery): the password rules, then the confirmation must match. */
export function validateNewPassword(input: { password: string; confirmation: string }): ToastText | null {
  const passwordError = validatePassword(input.password);
  if (passwordError) return { title: authErrorTitles.invalidPassword, description: passwordError };
  if (input.password !== input.confirmation) return validationText.passwordsDontMatch;
  return null;
}

/** Account page password change: the entries must match, then the minimum length. */
export function validatePasswordChange(input: { password: string; confirmation: string }): ToastText | null {
  if (input.password !== input.confirmation) return validationText.accountPasswordsDontMatch;
  if (input.password.length < PASSWORD_MIN_LENGTH) return validationText.accountPasswordTooShort;
  return null;
}

/** Landing widget sign-up: every field is required, and the password has the usual minimum. */
export function validateWidgetSignUp(input: { firstName: string; email: string; password: string }): string | null {
  if (!input.firstName.trim() || !input.email.trim() || !input.password) return validationText.onboardingFillAllFields;
  return validateEmail(input.email) ?? validatePassword(input.password);
}

/** Contact form: name, e-mail and message are all required. */
export function validateContact(input: { name: string; email: string; message: string }): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.message.trim()) return validationText.contactFillAllFields;
  return validateEmail(input.email);
}

/** Feedback form: the sender must be signed in and the message non-blank. */
export function validateFeedback(input: { message: string; isSignedIn: boolean }): string | null {
  if (!input.isSignedIn) return validationText.feedbackLoginRequired;
  if (!input.message.trim()) return validationText.feedbackEmpty;
  return null;
}
