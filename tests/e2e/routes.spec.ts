import { test, expect } from './support/fixtures.ts';

const publicRoutes: Array<[path: string, heading: string]> = [
  ['/', 'Find your room in Amsterdam, without the scroll'],
  ['/listings', 'Room listings'],
  ['/listing/999999', 'Listing not found'],
  ['/favorites', 'My Favorites'],
  ['/auth', 'Welcome back'],
  ['/auth?tab=signup', 'Create your free account'],
  ['/subscription', 'Pricing'],
  ['/about', 'About RoomRadar'],
  ['/terms', 'Terms & Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/feedback', 'Share Feedback'],
];

const memberRoutes: Array<[path: string, heading: string]> = [
  ['/onboarding', 'Welcome'],
  ['/get-room-alerts', 'Get Room Alerts'],
  ['/subscription', 'Subscription'],
  ['/account', 'My Account'],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} renders its heading`, async ({ app }) => {
    await app.open(path);
    await expect(app.mainHeading).toHaveText(heading);
  });
}

for (const [path, heading] of memberRoutes) {
  test(`${path} renders its heading for a member`, async ({ app }) => {
    await app.open('/');
    await app.signInAs({ status: 'signedIn' });
    await app.navigateInApp(path);
    await expect(app.mainHeading).toHaveText(heading);
  });
}

for (const path of ['/account', '/get-room-alerts', '/onboarding']) {
  test(`${path} sends a visitor to /auth`, async ({ app, page }) => {
    await app.open(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(app.mainHeading).toHaveText('Welcome back');
  });
}

for (const path of ['/no-such-page', '/listings/extra', '/listing/abc', '/listing/12x', '/listing/-3', '/listing/0']) {
  test(`${path} shows the 404 page`, async ({ app, page }) => {
    await app.open(path);
    await expect(app.mainHeading).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the legal pages carry their revision date and twelve sections', async ({ app, page }) => {
  for (const path of ['/terms', '/privacy']) {
    await app.open(path);
    await expect(page.getByText('Last updated August 26, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(12);
  }
});

test('the FAQ has five questions that expand', async ({ app, page }) => {
  await app.open('/faq');
  const questions = page.getByRole('main').getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.nth(2).click();
  await expect(page.getByText('RoomRadar is not a landlord or an agency')).toBeVisible();
});

test('the pricing page offers sign-in to visitors, the upgrade to members and management to subscribers', async ({ app, page }) => {
  await app.open('/subscription');
  await expect(page.getByText('€6.99')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to upgrade' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Listings' })).toBeVisible();
  await app.signInAs({ status: 'signedIn' });
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: /^Cancel anytime$/ })).toBeVisible();
  await app.signInAs({ status: 'signedIn', isPremium: true });
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
