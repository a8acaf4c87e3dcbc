// /storage/v1: the subset of Supabase Storage that storage-js uses here: upload and update, remove, download,
// list, listBuckets, and the public address getPublicUrl names (no key needed: an <img> loads it). Every
// write and every read but the public one runs as the caller's role (auth/request-auth.ts, as REST does),
// so the policies on storage.objects decide; a public read needs a public bucket and the object's row.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { claimsFor } from '../auth/request-auth.ts';
import type { Database, JwtClaims } from '../db/database.ts';
import { parseJsonBody, readBody, sendJson } from '../node-request-response.ts';
import { listObjects, parseListRequest } from './list-objects.ts';
import type { ObjectFiles } from './object-files.ts';
import { findBucket, findPublicObject, readBuckets, readObjectRow, type Bucket } from './object-rows.ts';
import { removeNamedObjects, removeObjects, uploadObject, type WriteContext } from './object-writes.ts';
import { sendObject } from './send-object.ts';
import { bucketNotFound, objectNotFound, storageError, storageErrorFrom } from './storage-errors.ts';
import { storageRoute, type StorageRoute } from './storage-routes.ts';

export type StorageOptions = {
  db: Database;
  jwtSecret: string;
  files: ObjectFiles;
  /** The largest object anyone may store, whatever a bucket allows (Supabase's global limit). */
  maxUploadBytes: number;
};

const LIST_BODY_BYTES = 64 * 1024;

async function bucketOf(db: Database, id: string): Promise<Bucket> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw bucketNotFound();
  return bucket;
}

async function answer(
  options: StorageOptions,
  request: IncomingMessage,
  response: ServerResponse,
  route: StorageRoute,
): Promise<void> {
  if (route.kind === 'download' && route.isPublic) {
    const found = await findPublicObject(options.db, route.bucket, route.name);
    if (!found.bucket) throw bucketNotFound();
    if (!found.object) throw objectNotFound();
    return sendObject(request, response, options.files, found.object);
  }
  const claims: JwtClaims = await claimsFor(request, options.jwtSecret);
  if (route.kind === 'list-buckets')
    return sendJson(response, 200, await options.db.asRole(claims, (sql) => readBuckets(sql)));
  const bucket = await bucketOf(options.db, route.bucket);
  const context: WriteContext = options;
  switch (route.kind) {
    case 'download': {
      const row = await options.db.asRole(claims, (sql) => readObjectRow(sql, bucket.id, route.name));
      if (!row) throw objectNotFound();
      return sendObject(request, response, options.files, row);
    }
    case 'upload':
      return sendJson(response, 200, await uploadObject(context, request, claims, bucket, route.name, route.isUpdate));
    case 'remove-many':
      return sendJson(response, 200, await removeNamedObjects(context, request, claims, bucket));
    case 'remove-one': {
      const removed = await removeObjects(context, claims, bucket, [route.name]);
      if (removed.length === 0) throw objectNotFound();
      return sendJson(response, 200, { message: 'Successfully deleted' });
    }
    case 'list': {
      const listing = parseListRequest(parseJsonBody(await readBody(request, LIST_BODY_BYTES)) ?? {});
      return sendJson(response, 200, await options.db.asRole(claims, (sql) => listObjects(sql, bucket.id, listing)));
    }
  }
}

export function createStorageHandler(options: StorageOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      await answer(options, request, response, storageRoute(request.method ?? 'GET', request.url ?? '/'));
    } catch (error) {
      // A refusal before the body was read: read it away, so that the answer reaches the client.
      if (!request.readableEnded) request.resume();
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const refusal = storageErrorFrom(error);
      if (refusal) {
        sendJson(response, refusal.status, refusal.body);
        return;
      }
      console.error('Storage request failed', request.method, request.url?.slice(0, 200), error);
      const failure = storageError(500, 'internal', 'Internal server error');
      sendJson(response, failure.status, failure.body);
    }
  };
}
