// The facts a Dutch renter reads before the photos (issue 35), on a 390 px phone in English and Dutch: a card
// and the detail page of a demo listing show its bills beside the rent (as the split of the rent, not a bare
// sum), deposit, registration and furnishing, how long ago it was posted, and a studio's size as the studio's.
// The listing is found among what the real pipeline stored for the demo corpus. The screens are kept
// (tests/e2e/artifacts/facts/, committed for review).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { summarizeListing } from '../../src/domain/listings/listing-summary.ts';
import { displayTitle } from '../../src/domain/listings/listing-title.ts';
import {
  billsText,
  depositText,
  furnishingText,
  registrationText,
} from '../../src/domain/listings/rental-terms-text.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';
import { uniquelyTitled, visibleListings, type DemoListing } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/facts');
// Intl writes a no-break space in Dutch amounts ("€ 710"); the page's text is compared with it as a space.
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** The newest uniquely titled listing whose post gave bills on top with their amount, deposit, registration and furnishing. */
async function listingWithEveryTerm(): Promise<DemoListing> {
  const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
  const found = (await visibleListings()).find(
    (listing) =>
      unique.has(listing.id) &&
      listing.bills === 'excluded' &&
      typeof listing.bills_monthly === 'number' &&
      typeof listing.deposit === 'number' &&
      listing.deposit > 0 &&
      listing.registration_possible === true &&
      typeof listing.furnishing === 'string',
  );
  if (!found) throw new Error('The demo data should hold a listing with bills, deposit, registration and furnishing');
  return found;
}

/** Scrolls the list (which draws only the cards in view) until the card titled `title` is drawn. */
async function cardTitled(page: Page, texts: ReturnType<typeof textsFor>, title: string): Promise<Locator> {
  // The tab's own results (every city), not the first visit's cards the server drew into the page.
  const count = (await visibleListings()).length;
  await expect(page.getByRole('region', { name: texts.listingsText.results }).getByRole('status')).toHaveText(
    texts.listingsText.showingResults({ count }),
    { timeout: 15_000 },
  );
  const cards = page.getByRole('list', { name: texts.listingsText.list }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const card = cards.filter({ has: page.getByRole('link', { name: title, exact: true }) });
  for (let step = 0; step < 100 && (await card.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 600);
    // The virtual list draws the cards that came into view on its next frame.
    await page.waitForTimeout(50);
  }
  await card.scrollIntoViewIfNeeded();
  return card;
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['nl', 'nl-NL'],
] as const) {
  test.describe(`the facts that decide, in ${language} at 390 px`, () => {
    test.use({ locale });
    test.beforeEach(async ({ app }) => app.setWidth(390));
    const texts = textsFor(language);
    const euros = (amount: number) => spaced(texts.optionText.euros({ amount }));

    test('a card and the detail page show bills, deposit, registration and furnishing', async ({ page }) => {
      test.setTimeout(60_000);
      const listing = await listingWithEveryTerm();
      const terms = summarizeListing(listing);
      const title = displayTitle(listing.title, listing.id, texts);
      const bills = billsText(terms, texts) as string;
      // The rent holds the bills; the card writes it as the rent without them plus the bills.
      expect(spaced(bills)).toContain(euros(terms.billsMonthly as number));
      expect(spaced(bills)).toContain(euros((terms.rent as number) - (terms.billsMonthly as number)));
      const deposit = depositText(terms.deposit, texts) as string;
      const registration = registrationText(true, texts) as string;
      const furnishing = furnishingText(terms.furnishing, texts) as string;

      await page.goto('/listings');
      const card = await cardTitled(page, texts, title);
      const cardText = spaced(await card.innerText());
      for (const fact of [bills, deposit, registration, furnishing]) expect(cardText).toContain(spaced(fact));
      // How long ago it was posted, in the page's language.
      await expect(card.locator('time')).toHaveText(
        language === 'en'
          ? /^(Just now|\d+ min ago|\d+ h ago|\d+ days? ago)$/
          : /^(Zojuist|\d+ min geleden|\d+ uur geleden|\d+ dagen? geleden)$/,
      );
      mkdirSync(ARTIFACTS, { recursive: true });
      await card.screenshot({ path: path.join(ARTIFACTS, `card-390-${language}.png`) });

      await card.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const main = page.getByRole('main');
      expect(spaced(await main.innerText())).toContain(spaced(bills));
      const value = (term: string) =>
        main
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: term }) })
          .locator('dd');
      expect(spaced(await value(texts.factText.depositTerm).innerText())).toBe(euros(terms.deposit as number));
      await expect(value(texts.factText.registrationTerm)).toHaveText(texts.factText.registrationPossible);
      await expect(value(texts.factText.furnishingTerm)).toHaveText(furnishing);
      await page.screenshot({ path: path.join(ARTIFACTS, `detail-390-${language}.png`), fullPage: true });
    });

    test("a studio's size reads as the studio's", async ({ page }) => {
      const unique = new Set((await uniquelyTitled()).map((listing) => listing.id));
      const studio = (await visibleListings()).find(
        (listing) =>
          unique.has(listing.id) &&
          listing.listing_type === 'studio' &&
          typeof listing.house_total_size_m2 === 'number',
      );
      if (!studio) throw new Error('The demo data should hold a studio with its size');
      await page.goto('/listings');
      const card = await cardTitled(page, texts, displayTitle(studio.title, studio.id, texts));
      const size = `${texts.factText.titleTypes.studio} ${studio.house_total_size_m2} m²`;
      await expect(card).toContainText(size);
      await expect(card).not.toContainText(texts.factText.house({ size: `${studio.house_total_size_m2} m²` }));
    });
  });
}
