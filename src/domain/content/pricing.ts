// Who has what on the pricing page's comparison (product spec sections 1 and 2); the features' names are
// in the page catalogues (src/i18n/locales/*-pages.ts, pricing.comparison), under the same names.
// Every filter is free (the lead's decision on issue 35): filters run on the device, offline, where a lock
// could not be enforced and would only frustrate. Premium is what the server gives: the original posts'
// links, the saved preferences, and the alerts by e-mail and as notifications on the member's devices.

export type ComparisonFeature =
  'map' | 'allFilters' | 'favorites' | 'originalPosts' | 'savedPreferences' | 'emailAlerts' | 'pushNotifications';

export type ComparisonRow = {
  readonly feature: ComparisonFeature;
  readonly isFree: boolean;
  readonly isPremium: boolean;
};

export const comparisonRows: readonly ComparisonRow[] = [
  { feature: 'map', isFree: true, isPremium: true },
  { feature: 'allFilters', isFree: true, isPremium: true },
  { feature: 'favorites', isFree: true, isPremium: true },
  { feature: 'originalPosts', isFree: false, isPremium: true },
  { feature: 'savedPreferences', isFree: false, isPremium: true },
  { feature: 'emailAlerts', isFree: false, isPremium: true },
  { feature: 'pushNotifications', isFree: false, isPremium: true },
];
