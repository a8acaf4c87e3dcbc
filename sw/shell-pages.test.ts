import { describe, expect, it } from 'vitest';
import { pageForPath } from './shell-pages.ts';

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
