// The written pages' texts (about, pricing, terms, privacy) in the language in use, with the values they
// name (the price, the guarantee's days, the ages, the support address) filled in. Their routes load the
// catalogue first (`loader: () => loadPageTexts()`), so it is there when a page renders.
import {
  LIABILITY_CAP_MONTHS,
  MONEY_BACK_GUARANTEE_DAYS,
  PREMIUM_PRICE_EUR_PER_MONTH,
  PRIVACY_MINIMUM_AGE,
  SUPPORT_EMAIL,
  TERMS_MINIMUM_AGE,
} from '../domain/constants.ts';
import { i18n } from './i18n.ts';
import type { PagesCatalogue } from './i18n.ts';

const VALUES = {
  days: MONEY_BACK_GUARANTEE_DAYS,
  email: SUPPORT_EMAIL,
  termsAge: TERMS_MINIMUM_AGE,
  privacyAge: PRIVACY_MINIMUM_AGE,
  months: LIABILITY_CAP_MONTHS,
  price: PREMIUM_PRICE_EUR_PER_MONTH,
};

/** One page's texts, e.g. `pageTexts('terms')` → its numbered sections. */
export function pageTexts<Page extends keyof PagesCatalogue>(page: Page): PagesCatalogue[Page] {
  return i18n.t(page, { ns: 'pages', returnObjects: true, ...VALUES }) as unknown as PagesCatalogue[Page];
}
