// Which page of the built app answers a navigation: the contract between the prerenderer
// (sw/prerender-pages.ts), the service worker and the local server. API paths are never the app's; a
// prerendered route has a page with its first screen in each language (English index.html, Dutch
// index.nl.html); every other route gets the shell, whose empty #root the app fills in the device's language.
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, chooseLanguage, type Language } from '../src/i18n/language.ts';

/** Paths that belong to the API; a miss there is a 404, never the app shell. */
export const API_PREFIXES = ['/rest/', '/auth/v1/', '/functions/', '/realtime/', '/storage/', '/_dev/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export const PRERENDERED_ROUTES = ['/', '/listings'] as const;

export const SHELL_PAGE = 'shell.html';

/** The prerenderer's bundle for Node, kept in the build for the local server and never served. */
export const RENDERER_DIR = '.renderer';

/** The file a prerendered route is written to in `language`. */
export function pageFileFor(route: string, language: Language = DEFAULT_LANGUAGE): string {
  const name = route === '/' ? 'index' : route.slice(1);
  return language === DEFAULT_LANGUAGE ? `${name}.html` : `${name}.${language}.html`;
}

/** The page that answers a navigation to `pathname` for a visitor reading `language`. */
export function pageForPath(pathname: string, language: Language = DEFAULT_LANGUAGE): string {
  return (PRERENDERED_ROUTES as readonly string[]).includes(pathname) ? pageFileFor(pathname, language) : SHELL_PAGE;
}

/** The cookie the app sets when a visitor chooses a language (src/data/browser/language-choice.ts). */
const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]{2})(?:;|$)`);

const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** 'nl-NL,nl;q=0.9,en;q=0.8' → ['nl-NL', 'nl', 'en'], most preferred first (q=0 is "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=(.*?)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      // RFC 9110's qvalue: 0 to 1 with at most three decimals; an entry with any other weight is left out.
      const quality = weight === undefined ? 1 : QVALUE.test(weight) ? Number(weight) : 0;
      return { tag: tag.trim(), quality, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A navigation's language: the visitor's choice (its cookie), else the browser's preference, else English. */
export function languageOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return chooseLanguage(LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1] ?? null, acceptedLanguages(acceptLanguage));
}
