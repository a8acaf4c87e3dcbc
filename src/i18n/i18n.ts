// The app's translator (translator.ts: i18next's syntax, without i18next): one instance, speaking one
// language at a time. Neither catalogue is in the first screen's script: the one in use is imported (a chunk
// of its own) before the app renders, the other only when the visitor switches to it. The written pages
// (about, pricing, terms, privacy) are a second namespace that their routes load, the follow-up's texts
// (favorites by status, reply templates) a third that its screens load. Formatting ({{x, number}}, currency) goes through Intl in the language.
import { DEFAULT_LANGUAGE, type Language } from './language.ts';
import type { common as englishCommon } from './locales/en.ts';
import type { pages as englishPages } from './locales/en-pages.ts';
import type { followUp as englishFollowUp } from './locales/en-follow-up.ts';
import type { mapScreen as englishMapScreen } from './locales/en-map.ts';
import type { areaTools as englishAreaTools } from './locales/en-areas.ts';
import type { sitePages as englishSitePages } from './locales/en-site-pages.ts';
import type { filterHelp as englishFilterHelp } from './locales/en-filter-help.ts';
import type { CatalogueShape } from './catalogue-shape.ts';
import { Translator } from './translator.ts';

export type CommonCatalogue = CatalogueShape<typeof englishCommon>;
export type PagesCatalogue = CatalogueShape<typeof englishPages>;
export type FollowUpCatalogue = CatalogueShape<typeof englishFollowUp>;
export type MapScreenCatalogue = CatalogueShape<typeof englishMapScreen>;
export type AreaToolsCatalogue = CatalogueShape<typeof englishAreaTools>;
export type SitePagesCatalogue = CatalogueShape<typeof englishSitePages>;
export type FilterHelpCatalogue = CatalogueShape<typeof englishFilterHelp>;

const commonLoaders: Record<Language, () => Promise<CommonCatalogue>> = {
  en: () => import('./locales/en.ts').then((module) => module.common),
  nl: () => import('./locales/nl.ts').then((module) => module.common),
};
const pagesLoaders: Record<Language, () => Promise<PagesCatalogue>> = {
  en: () => import('./locales/en-pages.ts').then((module) => module.pages),
  nl: () => import('./locales/nl-pages.ts').then((module) => module.pages),
};
const followUpLoaders: Record<Language, () => Promise<FollowUpCatalogue>> = {
  en: () => import('./locales/en-follow-up.ts').then((module) => module.followUp),
  nl: () => import('./locales/nl-follow-up.ts').then((module) => module.followUp),
};
/** The namespace of the follow-up's texts. */
export const FOLLOW_UP_NAMESPACE = 'followUp';
const mapScreenLoaders: Record<Language, () => Promise<MapScreenCatalogue>> = {
  en: () => import('./locales/en-map.ts').then((module) => module.mapScreen),
  nl: () => import('./locales/nl-map.ts').then((module) => module.mapScreen),
};
/** The namespace of the map screen's own texts (issue 35), loaded with the map's chunk. */
export const MAP_SCREEN_NAMESPACE = 'mapScreen';
const areaToolsLoaders: Record<Language, () => Promise<AreaToolsCatalogue>> = {
  en: () => import('./locales/en-areas.ts').then((module) => module.areaTools),
  nl: () => import('./locales/nl-areas.ts').then((module) => module.areaTools),
};
/** The namespace of the area tools' texts (the picker, drawing on the map), loaded with their chunks. */
export const AREA_TOOLS_NAMESPACE = 'areaTools';
const sitePagesLoaders: Record<Language, () => Promise<SitePagesCatalogue>> = {
  en: () => import('./locales/en-site-pages.ts').then((module) => module.sitePages),
  nl: () => import('./locales/nl-site-pages.ts').then((module) => module.sitePages),
};
/** The namespace of the texts of the site's pages past the first screens, loaded by their routes. */
export const SITE_PAGES_NAMESPACE = 'sitePages';
const filterHelpLoaders: Record<Language, () => Promise<FilterHelpCatalogue>> = {
  en: () => import('./locales/en-filter-help.ts').then((module) => module.filterHelp),
  nl: () => import('./locales/nl-filter-help.ts').then((module) => module.filterHelp),
};
/** The namespace of the phone's filter sheet and an empty result's help (issue 35 item 5), loaded with their chunks. */
export const FILTER_HELP_NAMESPACE = 'filterHelp';

export const i18n = new Translator(DEFAULT_LANGUAGE);

/**
 * Loads `language`'s texts (once) and speaks it; the pages' texts too when `withPages` or when a page that
 * shows them may be on screen (they were loaded in the language spoken until now).
 */
export async function speakLanguage(language: Language, { withPages = false } = {}): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common'))
    i18n.addResourceBundle(language, 'common', await commonLoaders[language]());
  if (withPages || i18n.hasResourceBundle(i18n.language, 'pages')) await loadPageTexts(language);
  if (i18n.hasResourceBundle(i18n.language, FOLLOW_UP_NAMESPACE)) await loadFollowUpTexts(language);
  if (i18n.hasResourceBundle(i18n.language, MAP_SCREEN_NAMESPACE)) await loadMapScreenTexts(language);
  if (i18n.hasResourceBundle(i18n.language, AREA_TOOLS_NAMESPACE)) await loadAreaToolTexts(language);
  if (i18n.hasResourceBundle(i18n.language, SITE_PAGES_NAMESPACE)) await loadSitePageTexts(language);
  if (i18n.hasResourceBundle(i18n.language, FILTER_HELP_NAMESPACE)) await loadFilterHelpTexts(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The written pages' texts in the language in use; a route awaits this before it renders. */
export async function loadPageTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'pages'))
    i18n.addResourceBundle(language, 'pages', await pagesLoaders[language]());
}

/** The follow-up's texts in the language in use; the screens that show them wait for this. */
export async function loadFollowUpTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, FOLLOW_UP_NAMESPACE))
    i18n.addResourceBundle(language, FOLLOW_UP_NAMESPACE, await followUpLoaders[language]());
}

/** The map screen's texts in the language in use; the map's chunk is loaded together with them. */
export async function loadMapScreenTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, MAP_SCREEN_NAMESPACE))
    i18n.addResourceBundle(language, MAP_SCREEN_NAMESPACE, await mapScreenLoaders[language]());
}

/** The area tools' texts in the language in use; the picker's chunk and the map's are loaded together with them. */
export async function loadAreaToolTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, AREA_TOOLS_NAMESPACE))
    i18n.addResourceBundle(language, AREA_TOOLS_NAMESPACE, await areaToolsLoaders[language]());
}

/** The site pages' texts (account, unsubscribe, about, contact, feedback, legal) in the language in use; their routes await this. */
export async function loadSitePageTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, SITE_PAGES_NAMESPACE))
    i18n.addResourceBundle(language, SITE_PAGES_NAMESPACE, await sitePagesLoaders[language]());
}

/** The filter sheet's and the empty result's texts in the language in use; their chunks load together with them. */
export async function loadFilterHelpTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18n.hasResourceBundle(language, FILTER_HELP_NAMESPACE))
    i18n.addResourceBundle(language, FILTER_HELP_NAMESPACE, await filterHelpLoaders[language]());
}

export function isFollowUpTextsLoaded(language: Language = currentLanguage()): boolean {
  return i18n.hasResourceBundle(language, FOLLOW_UP_NAMESPACE);
}

export function currentLanguage(): Language {
  return i18n.language === 'nl' ? 'nl' : 'en';
}

/** The Intl locale of the language in use: Dutch as written in the Netherlands, English with a 24-hour day. */
export function currentLocale(): string {
  return currentLanguage() === 'nl' ? 'nl-NL' : 'en-GB';
}
