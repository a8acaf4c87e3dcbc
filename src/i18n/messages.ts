// Every user-facing text, in the language in use: the catalogues (src/i18n/locales) read through the app's
// translator (src/i18n/translator.ts).
// The groups keep the names they had when this file held the English texts, so the UI and the tests name a
// text the same way; a text with values is a function of them (`listingsText.showListings({ count: 3 })`).
import type { common } from './locales/en.ts';
import type { followUp } from './locales/en-follow-up.ts';
import type { mapScreen } from './locales/en-map.ts';
import type { areaTools } from './locales/en-areas.ts';
import type { accountPages } from './locales/en-account.ts';
import type { filterHelp } from './locales/en-filter-help.ts';
import {
  ACCOUNT_PAGES_NAMESPACE,
  AREA_TOOLS_NAMESPACE,
  FILTER_HELP_NAMESPACE,
  FOLLOW_UP_NAMESPACE,
  i18n,
  MAP_SCREEN_NAMESPACE,
} from './i18n.ts';
import { createTexts, type Texts } from './texts.ts';
import type { Translate } from './translator.ts';

type MapScreen = typeof mapScreen;

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
export const messageToasts = textGroup('messageToasts');
export const landingText = textGroup('landingText');
export const faqText = textGroup('faqText');
export const onboardingText = textGroup('onboardingText');
export const staticText = textGroup('staticText');
export const busyText = textGroup('busyText');
export const updateText = textGroup('updateText');
export const notFoundText = textGroup('notFoundText');
export const pageTitles = textGroup('pageTitles');

type FollowUp = typeof followUp;

/**
 * The follow-up's texts (a namespace of their own, see src/i18n/locales/en-follow-up.ts): read only by the
 * screens that have loaded them (useFollowUpTexts), and failing loudly where one has not.
 */
function followUpGroup<Name extends keyof FollowUp>(name: Name): Texts<FollowUp[Name]> {
  const followUpBundle = () => {
    const loaded = i18n.getResourceBundle(i18n.language, FOLLOW_UP_NAMESPACE) as Record<string, unknown> | undefined;
    if (!loaded) throw new Error('A follow-up text was read before its catalogue was loaded (loadFollowUpTexts)');
    return loaded;
  };
  const translateFollowUp = (): Translate => (key, options) => i18n.t(key, { ...options, ns: FOLLOW_UP_NAMESPACE });
  return createTexts<FollowUp[Name]>(followUpBundle, translateFollowUp, [name]);
}

export const followUpText = followUpGroup('followUpText');
export const followUpToasts = followUpGroup('followUpToasts');
export const contactText = followUpGroup('contactText');
export const aboutYouText = followUpGroup('aboutYouText');
/** 'Notify me on this device' and the member's devices (PushDevicesCard), shown once these texts have loaded. */
export const pushDeviceText = followUpGroup('pushDeviceText');
export const pushToasts = followUpGroup('pushToasts');
/** The alert page's list of saved searches (issue 36 item 5). */
export const savedSearchText = followUpGroup('savedSearchText');

/**
 * The map's texts (a namespace of their own, src/i18n/locales/en-map.ts): the map's chunk and the account page's
 * offline map card are loaded together with them, and a read before that fails loudly.
 */
function mapScreenGroup<Name extends keyof MapScreen>(name: Name): Texts<MapScreen[Name]> {
  return createTexts<MapScreen[Name]>(
    () => {
      const loaded = i18n.getResourceBundle(i18n.language, MAP_SCREEN_NAMESPACE) as Record<string, unknown> | undefined;
      if (!loaded) throw new Error('A map screen text was read before its catalogue was loaded (loadMapScreenTexts)');
      return loaded;
    },
    (): Translate => (key, options) => i18n.t(key, { ...options, ns: MAP_SCREEN_NAMESPACE }),
    [name],
  );
}

export const mapScreenText = mapScreenGroup('mapScreenText');
export const mapText = mapScreenGroup('mapText');

/** The area tools' texts (a namespace of their own, src/i18n/locales/en-areas.ts), loaded with the picker and the map. */
export const areaToolText = createTexts<(typeof areaTools)['areaToolText']>(
  () => {
    const loaded = i18n.getResourceBundle(i18n.language, AREA_TOOLS_NAMESPACE) as Record<string, unknown> | undefined;
    if (!loaded) throw new Error('An area tool text was read before its catalogue was loaded (loadAreaToolTexts)');
    return loaded;
  },
  (): Translate => (key, options) => i18n.t(key, { ...options, ns: AREA_TOOLS_NAMESPACE }),
  ['areaToolText'],
);

type AccountPages = typeof accountPages;

/** The account page's and the unsubscribe page's texts (src/i18n/locales/en-account.ts), loaded by their routes. */
function accountPagesGroup<Name extends keyof AccountPages>(name: Name): Texts<AccountPages[Name]> {
  return createTexts<AccountPages[Name]>(
    () => {
      const loaded = i18n.getResourceBundle(i18n.language, ACCOUNT_PAGES_NAMESPACE) as
        Record<string, unknown> | undefined;
      if (!loaded)
        throw new Error('An account page text was read before its catalogue was loaded (loadAccountPageTexts)');
      return loaded;
    },
    (): Translate => (key, options) => i18n.t(key, { ...options, ns: ACCOUNT_PAGES_NAMESPACE }),
    [name],
  );
}

export const accountText = accountPagesGroup('accountText');
export const accountToasts = accountPagesGroup('accountToasts');
export const unsubscribeText = accountPagesGroup('unsubscribeText');

type FilterHelp = typeof filterHelp;

/**
 * The phone's filter sheet's and an empty result's texts (a namespace of their own, en-filter-help.ts): their
 * chunks load together with them (loadFilterHelpTexts), and a read before that fails loudly.
 */
function filterHelpGroup<Name extends keyof FilterHelp>(name: Name): Texts<FilterHelp[Name]> {
  return createTexts<FilterHelp[Name]>(
    () => {
      const loaded = i18n.getResourceBundle(i18n.language, FILTER_HELP_NAMESPACE) as
        Record<string, unknown> | undefined;
      if (!loaded) throw new Error('A filter help text was read before its catalogue was loaded (loadFilterHelpTexts)');
      return loaded;
    },
    (): Translate => (key, options) => i18n.t(key, { ...options, ns: FILTER_HELP_NAMESPACE }),
    [name],
  );
}

export const filterSheetText = filterHelpGroup('filterSheetText');
export const emptyResultText = filterHelpGroup('emptyResultText');
export const rangeText = filterHelpGroup('rangeText');

/** 'RoomRadar · {page}', for a page named at run time (the legal pages). */
export const pageTitle = (page: string): string => String(i18n.t('pageTitle', { page }));

/** Every group at once, in the language in use: what the shared formatters read unless given another. */
export const appTexts: Texts<Common> = createTexts<Common>(bundle, translate);
