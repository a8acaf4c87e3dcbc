// What the flows read from a request: a bounded body, the address and password of a form, and GoTrue's
// checks on them (its messages, word for word, as auth-js shows them).
import type { IncomingMessage } from 'node:http';
import { parseJsonBody, readBody } from '../../node-request-response.ts';
import { authError } from '../gotrue-errors.ts';

const MAX_BODY = 64 * 1024;
// GoTrue's own address check (the WHATWG form of a valid e-mail), with a dot in the domain as real mail
// needs: no comma, quote, parenthesis or space can reach a filter or a header through an address.
const EMAIL_SHAPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The value when it is a string, else null. */
export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A JSON body of at most 64 KiB (undefined when empty). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  return parseJsonBody(await readBody(request, MAX_BODY));
}

/** A form-encoded body of at most 64 KiB. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(request, MAX_BODY)).toString('utf8'));
}

/** A body's fields, with its address trimmed and lower-cased and its password as given ('' when absent). */
export function credentials(body: unknown) {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = str(record.email)?.trim().toLowerCase() ?? '';
  const password = str(record.password) ?? '';
  return { record, email, password };
}

/** The body's user metadata (`data`) when it is an object, else null. */
export function userData(record: Record<string, unknown>): Record<string, unknown> | null {
  const { data } = record;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

export function checkEmail(email: string): void {
  if (!EMAIL_SHAPE.test(email) || email.length > 254)
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
}

export function checkPassword(password: string): void {
  if (password.length < 6) throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
  if (password.length > 128) throw authError(422, 'weak_password', 'Password should be at most 128 characters.');
}
