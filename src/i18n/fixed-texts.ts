// The texts of one given language, whatever the app speaks: for what the server writes to a member (alert
// mails and notifications, GoTrue's mails) in the member's language. Both catalogues are bundled here; the
// app's first screen never imports this module.
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, languageOr, type Language } from './language.ts';
import { common as englishCommon } from './locales/en.ts';
import { serverTexts as englishServer } from './locales/en-server.ts';
import { common as dutchCommon } from './locales/nl.ts';
import { serverTexts as dutchServer } from './locales/nl-server.ts';
import { createTexts, type Texts } from './texts.ts';
import { I18NEXT_OPTIONS } from './i18next-options.ts';

// The app's texts and the ones only the server writes (locales/*-server.ts), as one catalogue per language.
const english = { ...englishCommon, ...englishServer };
const dutch = { ...dutchCommon, ...dutchServer };

export type CommonTexts = Texts<typeof english>;

const instance = i18next.createInstance();
void instance.init({
  ...I18NEXT_OPTIONS,
  resources: { en: { common: english }, nl: { common: dutch } },
  lng: DEFAULT_LANGUAGE,
});

const byLanguage = new Map<Language, CommonTexts>();

/** `language`'s texts; anything that is not a language RoomRadar speaks gets English. */
export function textsFor(language: unknown): CommonTexts {
  const chosen = languageOr(language);
  let texts = byLanguage.get(chosen);
  if (!texts) {
    const translate = instance.getFixedT(chosen);
    texts = createTexts<typeof english>(
      () => instance.getResourceBundle(chosen, 'common') as Record<string, unknown>,
      () => translate,
    );
    byLanguage.set(chosen, texts);
  }
  return texts;
}
