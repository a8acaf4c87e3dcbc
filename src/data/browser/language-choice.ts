// Where the device remembers the language a visitor chose: local storage (read before the first render),
// a cookie (so the server answers a navigation with the page prerendered in that language), and the
// service worker's settings cache (so an offline navigation gets it too). Nothing here is a secret.
import { LANGUAGE_STORAGE_KEY, chooseLanguage, isLanguage, type Language } from '../../i18n/language.ts';
import { LANGUAGE_SETTING_PATH, SETTINGS_CACHE } from '../../../sw/cache-names.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language this device speaks: its own choice, else the browser's preference, else English. */
export function deviceLanguage(): Language {
  return chooseLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);
}

/** Remembers `language` as this device's choice, everywhere the next page load looks. */
export async function rememberLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be off (a private window); the cookie and the page still carry the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  if ('caches' in window) {
    try {
      const cache = await caches.open(SETTINGS_CACHE);
      await cache.put(LANGUAGE_SETTING_PATH, new Response(language, { headers: { 'Content-Type': 'text/plain' } }));
    } catch {
      // No cache storage (some private modes): an offline navigation falls back to the browser's preference.
    }
  }
}
