import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isApiPath, languageOfRequest, pageForPath } from './shell-pages.ts';

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

describe('pages per language', () => {
  it.each([
    ['/', 'nl', 'index.nl.html'],
    ['/listings', 'nl', 'listings.nl.html'],
    ['/listings', 'en', 'listings.html'],
    ['/listing/42', 'nl', 'shell.html'],
  ] as const)('%s in %s is answered by %s', (pathname, language, page) => {
    expect(pageForPath(pathname, language)).toBe(page);
  });

  it('reads the browser preference by its weights, and skips what it refuses', () => {
    expect(acceptedLanguages('en;q=0.5, nl-NL, nl;q=0.9, *;q=0.1, fr;q=0')).toEqual(['nl-NL', 'nl', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    // A weight that is no qvalue (RFC 9110) leaves its entry out rather than counting as 1.
    expect(acceptedLanguages('en;q=0.1, nl;q=abc, de;q=1e999, fr;q=-1, es;q=1.5, it;q=0.5000')).toEqual(['en']);
  });

  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    [undefined, 'de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['roomradar-language=en', 'nl-NL', 'en'],
    ['theme=dark; roomradar-language=nl', 'en-US', 'nl'],
    ['roomradar-language=xx', 'nl', 'nl'],
    ['other-roomradar-language=nl', 'en', 'en'],
  ])('cookie %j and Accept-Language %j read %s', (cookie, accept, language) => {
    expect(languageOfRequest(cookie, accept)).toBe(language);
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
