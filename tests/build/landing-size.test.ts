import { describe, expect, it } from 'vitest';
import { LANDING_ROUTE_KEY, landingRouteFiles } from './landing-size.ts';

describe('landingRouteFiles', () => {
  it('follows static imports from the entry and the landing route, counting shared chunks once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_router.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
      [LANDING_ROUTE_KEY]: { file: 'assets/routes.js', imports: ['index.html', '_button.js'] },
      '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
      'src/routes/about.tsx?tsr-split=component': { file: 'assets/about.js' },
      'index.css': { file: 'assets/index.css' },
    };
    expect(landingRouteFiles(manifest).sort()).toEqual([
      'assets/button.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'assets/routes.js',
    ]);
  });

  it('counts the catalogue of the language in use, and not the other one', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      [LANDING_ROUTE_KEY]: { file: 'assets/routes.js' },
      'src/i18n/locales/en.ts': { file: 'assets/en.js' },
      'src/i18n/locales/nl.ts': { file: 'assets/nl.js' },
    };
    expect(landingRouteFiles(manifest, 'nl').sort()).toEqual(['assets/index.js', 'assets/nl.js', 'assets/routes.js']);
  });

  it('fails loudly when the landing route is missing from the manifest', () => {
    expect(() => landingRouteFiles({ 'index.html': { file: 'assets/index.js' } })).toThrow(LANDING_ROUTE_KEY);
  });
});
