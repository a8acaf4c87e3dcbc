import { test, expect } from './support/fixtures.ts';

// Each route with its heading and its document title ('RoomRadar · ' and the page's name in the header or the spec).
const publicRoutes: Array<[path: string, heading: string, title: string]> = [
  ['/', 'Find your room in Amsterdam, without the scroll', 'RoomRadar · How It Works'],
  ['/listings', 'Room listings', 'RoomRadar · Listings'],
  ['/listing/999999', 'Listing not found', 'RoomRadar · Listing not found'],
  ['/favorites', 'My Favorites', 'RoomRadar · My Favorites'],
  ['/auth', 'Welcome back', 'RoomRadar · Sign In'],
  ['/auth?tab=signup', 'Create your free account', 'RoomRadar · Sign Up'],
  ['/subscription', 'Pricing', 'RoomRadar · Pricing'],
  ['/about', 'About RoomRadar', 'RoomRadar · About Us'],
  ['/terms', 'Terms & Conditions', 'RoomRadar · Terms & Conditions'],
  ['/privacy', 'Privacy Policy', 'RoomRadar · Privacy Policy'],
  ['/faq', 'Frequently Asked Questions', 'RoomRadar · FAQ'],
  ['/contact', 'Contact Us', 'RoomRadar · Contact'],
  ['/feedback', 'Share Feedback', 'RoomRadar · Share Feedback'],
  ['/unsubscribe', 'Room alert e-mails', 'RoomRadar · Room alert e-mails'],
];

const memberRoutes: Array<[path: string, heading: string, title: string]> = [
  ['/onboarding', 'Welcome', 'RoomRadar · Welcome'],
  ['/get-room-alerts', 'Get Room Alerts', 'RoomRadar · Get Room Alerts'],
  ['/subscription', 'Subscription', 'RoomRadar · Subscription'],
  ['/account', 'My Account', 'RoomRadar · My Account'],
];

for (const [path, heading, title] of publicRoutes) {
  test(`${path} renders its heading and its title`, async ({ app, page }) => {
    await app.open(path);
    await expect(app.mainHeading).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  });
}

for (const [path, heading, title] of memberRoutes) {
  test(`${path} renders its heading and its title for a member`, async ({ app, page }) => {
    await app.open('/');
    await app.signInAs({ status: 'signedIn' });
    await app.navigateInApp(path);
    await expect(app.mainHeading).toHaveText(heading);
    await expect(page).toHaveTitle(title);
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
    await expect(page).toHaveTitle('RoomRadar · Page not found');
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

test('the pricing page offers sign-in to visitors, the upgrade to members and management to subscribers', async ({
  app,
  page,
}) => {
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
