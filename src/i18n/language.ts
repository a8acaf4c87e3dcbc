// Which language the app speaks: the one chosen on this device, else the browser's first preference that
// RoomRadar speaks, else English (the spec's). Pure, so the first screen's script and the tests share it.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/**
 * Where the device keeps the member's choice (the profile keeps it too, for mails): the local storage key,
 * and the name of the cookie that tells the server which prerendered page to answer with.
 */
export const LANGUAGE_STORAGE_KEY = 'roomradar-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is a language RoomRadar speaks, else English (a member's stored choice, a request's). */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** 'nl-NL' and 'nl-BE' are Dutch, 'en-GB' English; anything else is none of ours. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

export function chooseLanguage(stored: string | null, browserPreferences: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserPreferences) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
