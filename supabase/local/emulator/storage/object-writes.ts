// Uploads and removals. Each writes its storage.objects rows in one transaction as the caller, and moves the
// bytes on disk inside that transaction, after the row statement succeeded: a refused write leaves the disk
// as it was, and the row's lock keeps a concurrent write of the same name from crossing it.
// Hazard: if the commit itself fails after the rename or unlink (a lost connection), the disk is ahead of
// the rows: a replaced object shows its new bytes under its old row, a removed one reads as not found.
import type { IncomingMessage } from 'node:http';
import { isUuid } from '../auth/request-auth.ts';
import type { Database, JwtClaims } from '../db/database.ts';
import { parseJsonBody, readBody } from '../node-request-response.ts';
import { NameTakenOnDisk, type ObjectFiles } from './object-files.ts';
import { objectNameProblem } from './object-keys.ts';
import { deleteObjectRows, writeObjectRow, type Bucket, type ObjectMetadata, type ObjectRow } from './object-rows.ts';
import { invalidKey, invalidRequest, storageError } from './storage-errors.ts';
import { checkDeclaredLength, declaredContentType, isMultipart, mediaTypeOf, readUpload } from './upload-body.ts';

export type WriteContext = { db: Database; files: ObjectFiles; maxUploadBytes: number };

const MAX_NAMES_PER_REMOVE = 1000;
const REMOVE_BODY_BYTES = 1024 * 1024;

/** A run that is undone on purpose: the permission check below rolls its trial write back. */
class TrialDone extends Error {}

/** Whether a bucket's allowed_mime_types admits the media type (`image/*` admits any image). */
export function isAllowedType(allowed: readonly string[] | null, contentType: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mediaTypeOf(contentType);
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)));
  });
}

function checkType(bucket: Bucket, contentType: string): void {
  if (!isAllowedType(bucket.allowedMimeTypes, contentType))
    throw storageError(
      415,
      'invalid_mime_type',
      `mime type ${mediaTypeOf(contentType).slice(0, 100)} is not supported`,
    );
}

/**
 * `upload` (POST, `x-upsert: true` to replace) and `update` (PUT, always replaces). Answers `{ Id, Key }` as
 * storage-js reads them.
 */
export async function uploadObject(
  context: WriteContext,
  request: IncomingMessage,
  claims: JwtClaims,
  bucket: Bucket,
  name: string,
  isUpdate: boolean,
): Promise<{ Id: string; Key: string }> {
  const upsert = isUpdate || request.headers['x-upsert'] === 'true';
  const limit = Math.min(bucket.fileSizeLimit ?? context.maxUploadBytes, context.maxUploadBytes);
  const contentType = declaredContentType(request);
  if (!isMultipart(contentType)) checkType(bucket, contentType);
  checkDeclaredLength(request, limit);
  const owner = isUuid(claims.sub) ? claims.sub : null;
  const row = (metadata: ObjectMetadata) => ({ bucket: bucket.id, name, owner, metadata, upsert });

  // The policies decide before a byte is read, as hosted Storage tests them first: a refused caller cannot
  // make this server write their body to disk. The trial row is rolled back.
  const trial: ObjectMetadata = {
    eTag: '""',
    size: 0,
    mimetype: contentType,
    cacheControl: '',
    lastModified: '',
    contentLength: 0,
    httpStatusCode: 0,
  };
  await context.db
    .asRole(claims, async (sql) => {
      await writeObjectRow(sql, row(trial));
      throw new TrialDone();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TrialDone)) throw error;
    });

  const body = await readUpload(request, context.files, contentType, limit);
  try {
    checkType(bucket, body.contentType);
    const metadata: ObjectMetadata = {
      eTag: `"${body.received.md5}"`,
      size: body.received.size,
      mimetype: body.contentType,
      cacheControl: body.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: body.received.size,
      httpStatusCode: 200,
    };
    const id = await context.db.asRole(claims, async (sql) => {
      const written = await writeObjectRow(sql, row(metadata));
      await context.files.place(body.received, bucket.id, name);
      return written;
    });
    return { Id: id, Key: `${bucket.id}/${name}` };
  } catch (error) {
    if (error instanceof NameTakenOnDisk)
      throw storageError(409, 'Conflict', 'An object here cannot share its name with a folder of objects');
    throw error;
  } finally {
    await context.files.discard(body.received);
  }
}

/** The names a remove asks for: `{ prefixes: [...] }`, each a valid object name. */
async function namesToRemove(request: IncomingMessage): Promise<string[]> {
  const body = parseJsonBody(await readBody(request, REMOVE_BODY_BYTES)) as { prefixes?: unknown } | undefined;
  const names = body?.prefixes;
  if (!Array.isArray(names) || names.length === 0 || names.length > MAX_NAMES_PER_REMOVE)
    throw invalidRequest(`The body must be { "prefixes": [...] } with 1 to ${MAX_NAMES_PER_REMOVE} object names`);
  for (const name of names) {
    if (typeof name !== 'string') throw invalidRequest('Each of prefixes must be an object name');
    const problem = objectNameProblem(name);
    if (problem) throw invalidKey(problem);
  }
  return names as string[];
}

/** Removes objects the caller's policies let them delete; returns their rows (none is no error, as in Storage). */
export async function removeObjects(
  context: WriteContext,
  claims: JwtClaims,
  bucket: Bucket,
  names: readonly string[],
): Promise<ObjectRow[]> {
  return context.db.asRole(claims, async (sql) => {
    const removed = await deleteObjectRows(sql, bucket.id, names);
    for (const row of removed) await context.files.remove(bucket.id, row.name);
    return removed;
  });
}

/** `remove([paths])`: DELETE /object/{bucket} with `{ prefixes }`. */
export async function removeNamedObjects(
  context: WriteContext,
  request: IncomingMessage,
  claims: JwtClaims,
  bucket: Bucket,
): Promise<ObjectRow[]> {
  return removeObjects(context, claims, bucket, await namesToRemove(request));
}
