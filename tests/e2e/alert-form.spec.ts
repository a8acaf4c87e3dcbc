// The alert form in the listings' alerts view: its house-size choices, its width at 1280 px (the view is
// full width), and 'Your Current Alert' written with the app's money and dates. Saving an alert adds no
// listing, so this runs with the tests that count listings.
import { createConfirmedMember, makePremium } from './support/accounts.ts';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import type { AppPage } from './pages/app-page.ts';
import { AuthPage } from './pages/auth-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.beforeEach(async ({ app }) => app.setWidth(1280));

/** A free member's alerts view: the form, its controls disabled until Premium. */
async function openAlertsAsMember(page: Page, app: AppPage, baseURL: string | undefined, name: string) {
  const member = await createConfirmedMember(baseURL ?? '', name);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await new ListingsPage(page).openAlerts();
}

test("the alert form's House size from offers the list filter's choices, 0 to 190 in steps of 10", async ({
  page,
  app,
  baseURL,
}) => {
  await openAlertsAsMember(page, app, baseURL, 'housefrom');
  const houseFrom = page.getByRole('region', { name: 'Create Your Alert' }).getByLabel('House size from');
  await expect(houseFrom.locator('option')).toHaveText([
    'Any',
    ...Array.from({ length: 19 }, (_, index) => `${(index + 1) * 10} m²`),
  ]);
});

test('at 1280 px the alerts view fills the width, as the spec has it (favorites and alerts are full width)', async ({
  page,
  app,
  baseURL,
}) => {
  await openAlertsAsMember(page, app, baseURL, 'fullwidth');
  const form = page.getByRole('region', { name: 'Create Your Alert' });
  await expect(form).toBeVisible();
  // The form reaches the right edge of the view switch above it.
  const formBox = await form.boundingBox();
  const switchBox = await page.getByRole('group', { name: 'View' }).boundingBox();
  expect((formBox?.x ?? 0) + (formBox?.width ?? 0)).toBeGreaterThanOrEqual(
    (switchBox?.x ?? 0) + (switchBox?.width ?? 0) - 2,
  );
});

test('Your Current Alert writes rent and dates as the app does elsewhere', async ({ page, app, baseURL }) => {
  const member = await createConfirmedMember(baseURL ?? '', 'summary');
  await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await new ListingsPage(page).openAlerts();
  const form = page.getByRole('region', { name: 'Create Your Alert' });
  await expect(form.getByLabel('City')).toBeEnabled({ timeout: 15_000 });
  await form.getByLabel('Monthly rent to').selectOption('1000');
  await form.getByLabel('Available From').fill('2027-01-15');
  await form.getByRole('button', { name: 'Save Alert' }).click();
  await expect(app.toast('Alert saved')).toBeVisible();
  const current = page.getByRole('region', { name: 'Your Current Alert' });
  await expect(current).toContainText('rent up to €1,000');
  await expect(current).toContainText('available from Jan 15, 2027');
  await expect(current).not.toContainText('2027-01-15');
});

test('onboarding offers the choices in words, as the alert form does: no 999, registration and furnishing', async ({
  page,
  app,
  baseURL,
}) => {
  const member = await createConfirmedMember(baseURL ?? '', 'onboarding');
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  const form = page.getByRole('region', { name: 'Set Your Room Preferences' });
  await expect(form.getByRole('spinbutton')).toHaveCount(0);
  const selected = (label: string) => form.getByLabel(label, { exact: true }).locator('option:checked');
  await expect(selected('Max Roommates')).toHaveText('Any');
  await expect(selected('Monthly rent to')).toHaveText('No max');
  await expect(selected('Room size to')).toHaveText('No max');
  expect(await form.getByLabel('Max Roommates', { exact: true }).locator('option').allInnerTexts()).not.toContain(
    '999',
  );
  await expect(form.getByLabel('Registration possible', { exact: true })).not.toBeChecked();
  await expect(form.getByLabel('Furnishing', { exact: true }).locator('option')).toHaveText([
    'Any',
    'Furnished',
    'Upholstered',
    'Unfurnished (bare)',
  ]);
  // Rent comes before the sizes, ages and the rest.
  const labels = await form.locator('label').allInnerTexts();
  expect(labels.indexOf('Monthly rent from')).toBeLessThan(labels.indexOf('Room size from'));
});
