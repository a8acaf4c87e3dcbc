// Every user-facing text, in the language in use: the catalogues (src/i18n/locales) read through the app's
// translator (src/i18n/translator.ts).
// The groups keep the names they had when this file held the English texts, so the UI and the tests name a
// text the same way; a text with values is a function of them (`listingsText.showListings({ count: 3 })`).
import type { common } from './locales/en.ts';
import type { followUp } from './locales/en-follow-up.ts';
import type { mapScreen } from './locales/en-map.ts';
import type { areaTools } from './locales/en-areas.ts';
import type { sitePages } from './locales/en-site-pages.ts';
import type { filterHelp } from './locales/en-filter-help.ts';
import {
  SITE_PAGES_NAMESPACE,
  AREA_TOOLS_NAMESPACE,
  FILTER_HELP_NAMESPACE,
  FOLLOW_UP_NAMESPACE,
  i18n,
  MAP_SCREEN_NAMESPACE,
} from './i18n.ts';
import { createTexts, type Texts } from './texts.ts';
import type { Translate } from './translator.ts';

export type { ToastText } from '../domain/texts.ts';

type Common = typeof common;
type GroupName = { [Name in keyof Common]: Common[Name] extends string ? never : Name }[keyof Common];

/**
 * The catalogue in use. Reading a text before one has loaded is a bug (a server module that should pass the
 * texts of its own language, or a text read while a module loads): it fails loudly instead of saying nothing.
 */
const bundle = () => {
  const loaded = i18n.getResourceBundle(i18n.language, 'common') as Record<string, unknown> | undefined;
  if (!loaded) throw new Error('A text was read before any catalogue was loaded (see src/i18n/messages.ts)');
  return loaded;
};
const translate = () => i18n.t;

function textGroup<Name extends GroupName>(name: Name): Texts<Common[Name]> {
  return createTexts<Common[Name]>(bundle, translate, [name]);
}

export const navText = textGroup('navText');
export const footerText = textGroup('footerText');
export const authToasts = textGroup('authToasts');
export const authErrorTitles = textGroup('authErrorTitles');
export const authText = textGroup('authText');
export const validationText = textGroup('validationText');
export const listingsText = textGroup('listingsText');
export const copyText = textGroup('copyText');
export const offlineText = textGroup('offlineText');
export const factText = textGroup('factText');
export const scamText = textGroup('scamText');
export const photoText = textGroup('photoText');
export const listingToasts = textGroup('listingToasts');
export const favoritesText = textGroup('favoritesText');
export const favoriteToasts = textGroup('favoriteToasts');
export const shareText = textGroup('shareText');
export const filterText = textGroup('filterText');
export const optionText = textGroup('optionText');
export const areaText = textGroup('areaText');
export const alertText = textGroup('alertText');
export const alertToasts = textGroup('alertToasts');
export const pushText = textGroup('pushText');
export const paymentToasts = textGroup('paymentToasts');
export const pricingText = textGroup('pricingText');
export const offlineToasts = textGroup('offlineToasts');
export const landingText = textGroup('landingText');
export const faqText = textGroup('faqText');
export const onboardingText = textGroup('onboardingText');
export const busyText = textGroup('busyText');
export const updateText = textGroup('updateText');
export const notFoundText = textGroup('notFoundText');
export const pageTitles = textGroup('pageTitles');

/**
 * A group of a namespace's texts that its screens load first (`loader`, named in the error): read before that,
 * by a screen that forgot to wait, it fails loudly instead of saying nothing.
 */
function namespaceGroups<Catalogue extends Record<string, object>>(namespace: string, loader: string) {
  const loaded = () => {
    const texts = i18n.getResourceBundle(i18n.language, namespace) as Record<string, unknown> | undefined;
    if (!texts) throw new Error(`A text of '${namespace}' was read before its catalogue was loaded (${loader})`);
    return texts;
  };
  const translateIn = (): Translate => (key, options) => i18n.t(key, { ...options, ns: namespace });
  return <Name extends keyof Catalogue & string>(name: Name): Texts<Catalogue[Name]> =>
    createTexts<Catalogue[Name]>(loaded, translateIn, [name]);
}

/** The follow-up's texts (en-follow-up.ts), read only by the screens that have loaded them (useFollowUpTexts). */
const followUpGroup = namespaceGroups<typeof followUp>(FOLLOW_UP_NAMESPACE, 'loadFollowUpTexts');
export const followUpText = followUpGroup('followUpText');
export const followUpToasts = followUpGroup('followUpToasts');
export const contactText = followUpGroup('contactText');
export const aboutYouText = followUpGroup('aboutYouText');
/** 'Notify me on this device' and the member's devices (PushDevicesCard), shown once these texts have loaded. */
export const pushDeviceText = followUpGroup('pushDeviceText');
export const pushToasts = followUpGroup('pushToasts');
/** The alert page's list of saved searches (issue 36 item 5). */
export const savedSearchText = followUpGroup('savedSearchText');

/** The map's texts (en-map.ts): the map's chunk and the account page's offline map card load them. */
const mapScreenGroup = namespaceGroups<typeof mapScreen>(MAP_SCREEN_NAMESPACE, 'loadMapScreenTexts');
export const mapScreenText = mapScreenGroup('mapScreenText');
export const mapText = mapScreenGroup('mapText');

/** The area tools' texts (en-areas.ts), loaded with the picker and the map. */
export const areaToolText = namespaceGroups<typeof areaTools>(
  AREA_TOOLS_NAMESPACE,
  'loadAreaToolTexts',
)('areaToolText');

/** The site's pages past the first screens (en-site-pages.ts): account, unsubscribe, about, contact, feedback, legal. */
const sitePagesGroup = namespaceGroups<typeof sitePages>(SITE_PAGES_NAMESPACE, 'loadSitePageTexts');
export const accountText = sitePagesGroup('accountText');
export const accountToasts = sitePagesGroup('accountToasts');
export const unsubscribeText = sitePagesGroup('unsubscribeText');
export const staticText = sitePagesGroup('staticText');
export const messageToasts = sitePagesGroup('messageToasts');

/** The phone's filter sheet's and an empty result's texts (en-filter-help.ts), loaded with their chunks. */
const filterHelpGroup = namespaceGroups<typeof filterHelp>(FILTER_HELP_NAMESPACE, 'loadFilterHelpTexts');
export const filterSheetText = filterHelpGroup('filterSheetText');
export const emptyResultText = filterHelpGroup('emptyResultText');
export const rangeText = filterHelpGroup('rangeText');

/** 'RoomRadar · {page}', for a page named at run time (the legal pages). */
export const pageTitle = (page: string): string => String(i18n.t('pageTitle', { page }));

/** Every group at once, in the language in use: what the shared formatters read unless given another. */
export const appTexts: Texts<Common> = createTexts<Common>(bundle, translate);
