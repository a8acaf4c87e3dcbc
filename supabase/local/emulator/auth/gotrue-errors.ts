// GoTrue's error shape, which auth-js reads: an HTTP status, a machine code and a message.
import { HttpError } from '../node-request-response.ts';

export function authError(status: number, errorCode: string, message: string): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg: message });
}
