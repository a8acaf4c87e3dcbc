import { describe, expect, it } from 'vitest';
import { HttpError } from '../node-request-response.ts';
import { storageRoute } from './storage-routes.ts';

describe('storageRoute', () => {
  it.each([
    [
      'POST',
      '/storage/v1/object/b/thumbs/a.webp',
      { kind: 'upload', bucket: 'b', name: 'thumbs/a.webp', isUpdate: false },
    ],
    ['PUT', '/storage/v1/object/b/a.webp', { kind: 'upload', bucket: 'b', name: 'a.webp', isUpdate: true }],
    ['GET', '/storage/v1/object/b/a.webp', { kind: 'download', bucket: 'b', name: 'a.webp', isPublic: false }],
    ['HEAD', '/storage/v1/object/b/a.webp', { kind: 'download', bucket: 'b', name: 'a.webp', isPublic: false }],
    [
      'GET',
      '/storage/v1/object/authenticated/b/a.webp?download',
      { kind: 'download', bucket: 'b', name: 'a.webp', isPublic: false },
    ],
    [
      'GET',
      '/storage/v1/object/public/b/a%20b.webp',
      { kind: 'download', bucket: 'b', name: 'a b.webp', isPublic: true },
    ],
    ['HEAD', '/storage/v1/object/public/b/x/y.png', { kind: 'download', bucket: 'b', name: 'x/y.png', isPublic: true }],
    ['DELETE', '/storage/v1/object/b', { kind: 'remove-many', bucket: 'b' }],
    ['DELETE', '/storage/v1/object/b/a.webp', { kind: 'remove-one', bucket: 'b', name: 'a.webp' }],
    ['POST', '/storage/v1/object/list/b', { kind: 'list', bucket: 'b' }],
    ['GET', '/storage/v1/bucket', { kind: 'list-buckets' }],
  ])('%s %s', (method, path, route) => {
    expect(storageRoute(method, path)).toEqual(route);
  });

  it.each([
    ['POST', '/storage/v1/object/b/../x', 400, 'InvalidKey'],
    ['GET', '/storage/v1/object/public/b/%2e%2e/x', 400, 'InvalidKey'],
    ['GET', '/storage/v1/object/public/b/a%2F..%2Fx', 400, 'InvalidKey'],
    ['GET', '/storage/v1/object/public/b/', 400, 'InvalidKey'],
    ['GET', '/storage/v1/object/public/b/x%zz', 400, 'InvalidRequest'],
    ['GET', '/storage/v1/object/public/..%2Fetc/x', 400, 'InvalidBucketName'],
    ['POST', '/storage/v1/object/.incoming/x', 400, 'InvalidBucketName'],
    ['GET', 'http://localhost/storage/v1/object/b/x', 400, 'InvalidRequest'],
    ['GET', '/rest/v1/../../storage/v1/object/b/x', 400, 'InvalidRequest'],
    ['PATCH', '/storage/v1/object/b/x', 405, 'MethodNotAllowed'],
    ['POST', '/storage/v1/object/public/b/x', 405, 'MethodNotAllowed'],
    ['GET', '/storage/v1/object/list/b', 405, 'MethodNotAllowed'],
    ['GET', '/storage/v1/object/b', 405, 'MethodNotAllowed'],
    ['POST', '/storage/v1/bucket', 405, 'MethodNotAllowed'],
    ['GET', '/storage/v1/render/image/public/b/x', 404, 'not_found'],
    ['GET', '/storage/v1/object', 404, 'not_found'],
  ])('%s %s is a %i (%s)', (method, path, status, error) => {
    let thrown: unknown;
    try {
      storageRoute(method, path);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect({ status: (thrown as HttpError).status, error: (thrown as HttpError).body.error }).toEqual({
      status,
      error,
    });
  });
});
