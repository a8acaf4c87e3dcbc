// Maps database errors to PostgREST's status codes and error shape. The SQLSTATE code passes through
// (clients rely on it, e.g. 23505 for "already a favorite"); the message is ours, never the database's
// text, which can name internals, except for P0001: a RAISE EXCEPTION in the project's own functions, whose
// text was written for the caller (PostgREST passes it on with a 400 too).
import type { ApiRole } from '../db/database.ts';
import { HttpError } from '../node-request-response.ts';

type Known = { status: number; message: string };

const BY_CODE: Record<string, Known> = {
  '23505': { status: 409, message: 'duplicate key value violates unique constraint' },
  '23503': { status: 409, message: 'insert or update violates foreign key constraint' },
  '23502': { status: 400, message: 'null value violates not-null constraint' },
  '23514': { status: 400, message: 'new row violates check constraint' },
  '22P02': { status: 400, message: 'invalid input syntax for the column type' },
  '22007': { status: 400, message: 'invalid date or time format' },
  '22008': { status: 400, message: 'date or time value out of range' },
  '22003': { status: 400, message: 'numeric value out of range' },
  '22001': { status: 400, message: 'value too long for the column type' },
  '22023': { status: 400, message: 'invalid parameter value' },
  '22025': { status: 400, message: 'invalid escape sequence' },
  '2201B': { status: 400, message: 'invalid regular expression' },
  '22021': { status: 400, message: 'invalid byte sequence' },
  '22000': { status: 400, message: 'invalid data' },
  '42703': { status: 400, message: 'column does not exist' },
  '42883': { status: 404, message: 'function does not exist' },
  '42804': { status: 400, message: 'value has the wrong type for the column' },
  '428C9': { status: 400, message: 'column can only be updated to DEFAULT' },
  '42P10': {
    status: 400,
    message: 'there is no unique or exclusion constraint matching the ON CONFLICT specification',
  },
  '21000': { status: 400, message: 'a row was affected more than once by the same command' },
  '54001': { status: 400, message: 'the request is too complex' },
  '2BP01': { status: 409, message: 'the row is still referenced' },
  // A function that writes, called by GET (a read-only transaction), as PostgREST answers it.
  '25006': { status: 405, message: 'a function that writes must be called with POST' },
};

// Whole classes that always mean the request was wrong: data exceptions, and names or operators that do
// not fit the column types ("syntax error or access rule violation").
const CLASS_FALLBACK: Record<string, Known> = {
  '22': { status: 400, message: 'invalid input value' },
  '42': { status: 400, message: 'the request does not fit the column types' },
  '0A': { status: 400, message: 'feature not supported' },
};

function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The HTTP error for a database error, or null when it is not one the API should answer with a 4xx. */
export function httpErrorFromDatabase(error: unknown, role: ApiRole): HttpError | null {
  const code = sqlState(error);
  if (code === null) return null;
  if (code === '42501') {
    // Insufficient privilege or a row-level security check: 401 for anonymous, 403 for a signed-in role.
    const isRlsViolation = String((error as Error).message ?? '').includes('row-level security');
    return new HttpError(role === 'anon' ? 401 : 403, {
      code,
      message: isRlsViolation ? 'new row violates row-level security policy' : 'permission denied',
      details: null,
      hint: null,
    });
  }
  if (code === 'P0001') {
    const message = String((error as Error).message ?? '').slice(0, 300);
    return new HttpError(400, { code, message, details: null, hint: null });
  }
  const known = BY_CODE[code] ?? CLASS_FALLBACK[code.slice(0, 2)] ?? null;
  if (!known) return null;
  return new HttpError(known.status, { code, message: known.message, details: null, hint: null });
}
