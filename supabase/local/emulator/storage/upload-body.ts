// What an upload sends, as storage-js sends it: either the bytes themselves with their Content-Type and a
// Cache-Control header, or (for a Blob or FormData) a multipart form with the file and a cacheControl field.
// The body is read with a byte bound and lands in a temporary file (object-files.ts); nothing past the
// bound is ever kept.
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { TooLarge, type ObjectFiles, type ReceivedFile } from './object-files.ts';
import { invalidRequest, storageError } from './storage-errors.ts';

export type UploadBody = { received: ReceivedFile; contentType: string; cacheControl: string };

export const DEFAULT_CACHE_CONTROL = 'max-age=3600';
// A form's boundaries and its cacheControl field around the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w!#$&^.+-]+=("[\x20-\x21\x23-\x7e]*"|[\w!#$&^.+-]+))*$/;
const HEADER_TEXT = /^[\x20-\x7e]{1,256}$/;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const tooLarge = () => storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/** The media type without its parameters, lower-cased: what a bucket's allowed_mime_types names. */
export function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The upload's declared Content-Type; a missing or malformed one is a 400. */
export function declaredContentType(request: IncomingMessage): string {
  const value = header(request, 'content-type')?.trim();
  if (!value) throw invalidRequest('An upload needs a Content-Type header');
  if (value.length > 256 || !MEDIA_TYPE.test(value))
    throw invalidRequest('The Content-Type header is not a media type');
  return value;
}

export function isMultipart(contentType: string): boolean {
  return mediaTypeOf(contentType) === 'multipart/form-data';
}

function cacheControl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_CACHE_CONTROL;
  if (!HEADER_TEXT.test(value)) throw invalidRequest('Cache-Control must be printable text of at most 256 characters');
  return value.trim();
}

/** A refusal before reading the body, when its declared length is already past the limit. */
export function checkDeclaredLength(request: IncomingMessage, limitBytes: number): void {
  const declared = Number(header(request, 'content-length') ?? 0);
  const bound = isMultipart(header(request, 'content-type') ?? '') ? limitBytes + MULTIPART_OVERHEAD_BYTES : limitBytes;
  if (declared > bound) throw tooLarge();
}

async function received(files: ObjectFiles, body: Readable, limitBytes: number): Promise<ReceivedFile> {
  try {
    return await files.receive(body, limitBytes);
  } catch (error) {
    if (error instanceof TooLarge) throw tooLarge();
    // A client that hangs up or stalls mid-body made a bad request; a disk that fails is the server's fault.
    if ((error as { syscall?: unknown }).syscall === undefined)
      throw invalidRequest('The request body ended before its declared length');
    throw error;
  }
}

async function fromForm(files: ObjectFiles, form: ReceivedFile, limitBytes: number, type: string) {
  let data: FormData;
  try {
    data = await new Response(await readFile(form.file), { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('The multipart body could not be read');
  } finally {
    await files.discard(form);
  }
  let file: File | undefined;
  data.forEach((value) => {
    if (!file && typeof value !== 'string') file = value;
  });
  if (!file) throw invalidRequest('The multipart body holds no file');
  const field = data.get('cacheControl');
  const fileType = file.type || 'application/octet-stream';
  if (!MEDIA_TYPE.test(fileType)) throw invalidRequest("The file's type is not a media type");
  return {
    received: await received(files, Readable.from([Buffer.from(await file.arrayBuffer())]), limitBytes),
    contentType: fileType,
    cacheControl: typeof field === 'string' && field !== '' ? cacheControl(`max-age=${field}`) : DEFAULT_CACHE_CONTROL,
  };
}

/** Reads the upload's bytes, at most `limitBytes` of them, with the type and caching they are to be served with. */
export async function readUpload(
  request: IncomingMessage,
  files: ObjectFiles,
  contentType: string,
  limitBytes: number,
): Promise<UploadBody> {
  if (isMultipart(contentType)) {
    const form = await received(files, request, limitBytes + MULTIPART_OVERHEAD_BYTES);
    return fromForm(files, form, limitBytes, contentType);
  }
  const caching = cacheControl(header(request, 'cache-control'));
  return { received: await received(files, request, limitBytes), contentType, cacheControl: caching };
}
