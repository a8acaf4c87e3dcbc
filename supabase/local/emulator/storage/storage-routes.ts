// Which Storage operation a request asks for, read from its method and its path as sent. The path is read
// raw, not through URL parsing, which would quietly resolve `..` (and `%2e%2e`) segments into another
// path: a name that tries to climb out is refused by name (object-keys.ts) instead.
import { isValidBucketId, objectNameProblem } from './object-keys.ts';
import { invalidKey, invalidRequest, storageError } from './storage-errors.ts';

export const STORAGE_PREFIX = '/storage/v1/';

export type StorageRoute =
  | { kind: 'upload'; bucket: string; name: string; isUpdate: boolean }
  | { kind: 'download'; bucket: string; name: string; isPublic: boolean }
  | { kind: 'remove-one'; bucket: string; name: string }
  | { kind: 'remove-many'; bucket: string }
  | { kind: 'list'; bucket: string }
  | { kind: 'list-buckets' };

function decoded(raw: string, what: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidRequest(`The ${what} in the path is not valid percent-encoding`);
  }
}

function bucketId(raw: string | undefined): string {
  const id = decoded(raw ?? '', 'bucket');
  if (!isValidBucketId(id)) throw storageError(400, 'InvalidBucketName', 'The bucket id is not a valid bucket name');
  return id;
}

function objectName(raw: string): string {
  const name = decoded(raw, 'object name');
  const problem = objectNameProblem(name);
  if (problem) throw invalidKey(problem);
  return name;
}

function methodNotAllowed(method: string, allowed: string): never {
  throw storageError(405, 'MethodNotAllowed', `${method.slice(0, 16)} is not allowed here (${allowed})`);
}

const notFound = (path: string) => storageError(404, 'not_found', `No Storage route ${path.slice(0, 200)}`);

/** The route of a request; a path or method Storage does not serve is a 4xx HttpError. */
export function storageRoute(method: string, target: string): StorageRoute {
  const rawPath = target.split('?')[0] ?? '';
  if (!rawPath.startsWith(STORAGE_PREFIX))
    throw invalidRequest('Storage paths are taken as sent: without . or .. segments, and not in absolute form');
  const rest = rawPath.slice(STORAGE_PREFIX.length);
  const isRead = method === 'GET' || method === 'HEAD';

  if (rest === 'bucket' || rest === 'bucket/') {
    if (method !== 'GET') methodNotAllowed(method, 'GET');
    return { kind: 'list-buckets' };
  }
  const [area, first, ...more] = rest.split('/');
  if (area !== 'object' || first === undefined) throw notFound(rawPath);

  if ((first === 'public' || first === 'authenticated') && more.length >= 2) {
    if (!isRead) methodNotAllowed(method, 'GET, HEAD');
    const [bucket, ...name] = more;
    return {
      kind: 'download',
      bucket: bucketId(bucket),
      name: objectName(name.join('/')),
      isPublic: first === 'public',
    };
  }
  if (first === 'list' && more.length === 1) {
    if (method !== 'POST') methodNotAllowed(method, 'POST');
    return { kind: 'list', bucket: bucketId(more[0]) };
  }
  if (more.length === 0) {
    if (method !== 'DELETE') methodNotAllowed(method, 'DELETE');
    return { kind: 'remove-many', bucket: bucketId(first) };
  }
  const bucket = bucketId(first);
  const name = objectName(more.join('/'));
  if (method === 'POST' || method === 'PUT') return { kind: 'upload', bucket, name, isUpdate: method === 'PUT' };
  if (isRead) return { kind: 'download', bucket, name, isPublic: false };
  if (method === 'DELETE') return { kind: 'remove-one', bucket, name };
  return methodNotAllowed(method, 'GET, HEAD, POST, PUT, DELETE');
}
