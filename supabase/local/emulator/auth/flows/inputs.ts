// What the flows read from a request: a bounded body, the address and password of a form, and GoTrue's
// checks on them (its messages, word for word, as auth-js shows them).
import type { IncomingMessage } from 'node:http';
import { parseJsonBody, readBody } from '../../node-request-response.ts';
import { authError } from '../gotrue-errors.ts';
import { isDeliverableAddress } from '../../../../functions/_shared/email-address.ts';

const MAX_BODY = 64 * 1024;

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

/** Whether a JSON value has a NUL character in any of its strings or keys. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => key.includes('\0') || holdsNul(child));
}

/**
 * The body's user metadata (`data`) when it is an object, else null. Postgres stores no NUL character in
 * JSON, so metadata holding one (in a key or a value) is refused here, as a 400, not failed on there.
 */
export function userData(record: Record<string, unknown>): Record<string, unknown> | null {
  const { data } = record;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (holdsNul(data)) throw authError(400, 'validation_failed', 'User metadata cannot hold a NUL character');
  return data as Record<string, unknown>;
}

export function checkEmail(email: string): void {
  if (!isDeliverableAddress(email))
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
}

export function checkPassword(password: string): void {
  if (password.length < 6) throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
  if (password.length > 128) throw authError(422, 'weak_password', 'Password should be at most 128 characters.');
}
