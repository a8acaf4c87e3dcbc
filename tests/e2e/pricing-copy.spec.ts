// The pricing page sells what Premium gives (issue 35 item 10; the lead decided the filters stay free, as they
// run on the device): the original posts' links, e-mail alerts, push notifications and saved preferences, with
// every filter free on both sides of the comparison, in English and Dutch at 390 px. The screens are kept
// (tests/e2e/artifacts/share/, committed for review).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pages as englishPages } from '../../src/i18n/locales/en-pages.ts';
import { pages as dutchPages } from '../../src/i18n/locales/nl-pages.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { test, expect } from './support/fixtures.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/share');

for (const [language, locale, pages] of [
  ['en', 'en-US', englishPages],
  ['nl', 'nl-NL', dutchPages],
] as const) {
  test.describe(`the pricing page in ${language} at 390 px`, () => {
    test.use({ locale });
    test.beforeEach(async ({ app }) => app.setWidth(390));
    const texts = textsFor(language);

    test('names push notifications among the benefits and every filter as free', async ({ page }) => {
      await page.goto('/subscription');
      const card = page.getByRole('main').getByRole('list').first();
      await expect(card.getByRole('listitem')).toHaveText([...pages.pricing.premiumFeatures]);
      await expect(card).toContainText(language === 'en' ? 'Push notifications' : 'Pushmeldingen');
      await expect(page.getByText(pages.pricing.filtersFree)).toBeVisible();
      const table = page.getByRole('table', { name: texts.pricingText.comparisonCaption });
      const filters = table.getByRole('row', {
        name: new RegExp(`^${pages.pricing.comparison.allFilters.replace(/[()]/g, '\\$&')}`),
      });
      await expect(filters.getByRole('img', { name: texts.pricingText.included, exact: true })).toHaveCount(2);
      const push = table.getByRole('row', { name: new RegExp(`^${pages.pricing.comparison.pushNotifications}`) });
      await expect(push.getByRole('img', { name: texts.pricingText.notIncluded, exact: true })).toHaveCount(1);
      await expect(push.getByRole('img', { name: texts.pricingText.included, exact: true })).toHaveCount(1);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `pricing-390-${language}.png`), fullPage: true });
    });
  });
}
