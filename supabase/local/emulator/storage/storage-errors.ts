// Storage's error answers: `{ statusCode, error, message }` with the status as a string, the shape
// storage-js reads (its StorageApiError takes `statusCode`, then the message). Database errors become the
// statuses Storage gives them; their own text, which can name internals, is never passed on.
import { HttpError } from '../node-request-response.ts';

/** A Storage error answer. */
export function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}

export const objectNotFound = () => storageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');
export const invalidKey = (problem: string) => storageError(400, 'InvalidKey', `Invalid key: ${problem}`);
export const invalidRequest = (message: string) => storageError(400, 'InvalidRequest', message);

const ERROR_NAMES: Record<number, string> = {
  400: 'InvalidRequest',
  401: 'Unauthorized',
  403: 'Unauthorized',
  404: 'not_found',
  405: 'MethodNotAllowed',
  409: 'Duplicate',
  413: 'Payload too large',
  415: 'invalid_mime_type',
};

function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The answer for an error a request ran into; null for one that is the server's fault (a 500). */
export function storageErrorFrom(error: unknown): HttpError | null {
  if (error instanceof HttpError) {
    if (typeof error.body.statusCode === 'string') return error;
    // The shared helpers (request-auth, readBody) speak PostgREST's shape: the same status, Storage's shape.
    const message = String(error.body.message ?? error.body.msg ?? 'The request was refused');
    return storageError(error.status, ERROR_NAMES[error.status] ?? 'Error', message);
  }
  const code = sqlState(error);
  if (code === '42501') {
    const isPolicy = String((error as Error).message).includes('row-level security');
    return storageError(
      403,
      'Unauthorized',
      isPolicy ? 'new row violates row-level security policy' : 'permission denied',
    );
  }
  if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  // The bucket went away between its lookup and the write.
  if (code === '23503') return bucketNotFound();
  if (code?.startsWith('22')) return invalidRequest('invalid input value');
  return null;
}
