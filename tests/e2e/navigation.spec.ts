import { test, expect } from './support/fixtures.ts';

test('a route change scrolls to the top', async ({ app, page }) => {
  await app.setWidth(1280);
  await app.open('/terms');
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await app.footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(app.mainHeading).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Show listings reads the last known count, and says View listings without one', async ({ page, app }) => {
  await app.open('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'View listings' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('lastKnownListingCount', '287'));
  await page.reload();
  const button = page.getByRole('main').getByRole('link', { name: 'Show 287 listings' });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/listings$/);
});

test('the onboarding widget shows to visitors only', async ({ app, page }) => {
  await app.open('/');
  await expect(page.getByRole('region', { name: 'Start your search' })).toBeVisible();
  await app.signInAs({ status: 'signedIn' });
  await expect(page.getByRole('region', { name: 'Start your search' })).toHaveCount(0);
});
