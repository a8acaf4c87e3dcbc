// What every i18next instance of RoomRadar is set up with: the app's (one language at a time) and the
// server's (both at once, src/i18n/fixed-texts.ts).
import type { InitOptions } from 'i18next';

export const I18NEXT_OPTIONS = {
  defaultNS: 'common',
  // Both catalogues have every key (catalogue.test.ts), so a missing one is a bug to see, not to cover.
  fallbackLng: false,
  // React and the mail writers escape what they output; i18next escaping as well would double it.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} satisfies InitOptions;
