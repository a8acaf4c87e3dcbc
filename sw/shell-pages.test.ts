import { describe, expect, it } from 'vitest';
import { isApiPath, pageForPath } from './shell-pages.ts';

describe('pageForPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/listings', 'listings.html'],
    ['/listings/', 'shell.html'],
    ['/listing/42', 'shell.html'],
    ['/favorites', 'shell.html'],
    ['/no/such/page', 'shell.html'],
  ])('%s is answered by %s', (pathname, page) => {
    expect(pageForPath(pathname)).toBe(page);
  });
});

describe('isApiPath', () => {
  it.each([
    ['/rest/v1/favorites', true],
    ['/auth/v1/token', true],
    ['/functions/v1/map-config', true],
    ['/_dev/mail', true],
    ['/rest', true],
    ['/listings', false],
    ['/restaurants', false],
    ['/', false],
  ])('%s: %s', (pathname, isApi) => {
    expect(isApiPath(pathname)).toBe(isApi);
  });
});
