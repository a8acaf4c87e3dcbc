// Who has what on the pricing page's comparison (product spec sections 1 and 2); the features' names are
// in the page catalogues (src/i18n/locales/*-pages.ts, pricing.comparison), under the same names.

export type ComparisonFeature =
  'map' | 'basicFilters' | 'favorites' | 'advancedFilters' | 'originalPosts' | 'savedPreferences' | 'emailAlerts';

export type ComparisonRow = {
  readonly feature: ComparisonFeature;
  readonly isFree: boolean;
  readonly isPremium: boolean;
};

export const comparisonRows: readonly ComparisonRow[] = [
  { feature: 'map', isFree: true, isPremium: true },
  { feature: 'basicFilters', isFree: true, isPremium: true },
  { feature: 'favorites', isFree: true, isPremium: true },
  { feature: 'advancedFilters', isFree: false, isPremium: true },
  { feature: 'originalPosts', isFree: false, isPremium: true },
  { feature: 'savedPreferences', isFree: false, isPremium: true },
  { feature: 'emailAlerts', isFree: false, isPremium: true },
];
