import { test, expect } from './support/fixtures.ts';

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ app }) => app.setWidth(1280));

  test('a visitor sees the full header with Create Free Account', async ({ app }) => {
    await app.open('/about');
    await expect(app.menuButton).toBeHidden();
    expect(await app.headerItemLabels()).toEqual([
      'Listings',
      'How It Works',
      'Pricing',
      'Sign In',
      'Create Free Account',
    ]);
  });

  test('a member sees alerts with a pulsing bell, subscription, account and sign-out', async ({ app, page }) => {
    await app.open('/about');
    await app.signInAs({ status: 'signedIn' });
    expect(await app.headerItemLabels()).toEqual([
      'Listings',
      'Get Room Alerts',
      'How It Works',
      'Subscription',
      'My Account',
      'Sign Out',
    ]);
    await expect(app.desktopNav.getByRole('link', { name: 'Get Room Alerts' }).locator('svg.bell-pulse')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveCount(0);
  });

  test('the link of the current route is highlighted', async ({ app }) => {
    await app.open('/subscription');
    await expect(app.desktopNav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(app.desktopNav.getByRole('link', { name: 'How It Works' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.desktopNav.getByRole('link', { name: 'How It Works' }).click();
    await expect(app.desktopNav.getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page');
    await expect(app.desktopNav.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Create Free Account opens the sign-up tab', async ({ app, page }) => {
    await app.open('/');
    await app.desktopNav.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('signing out says so and goes home', async ({ app, page }) => {
    await app.open('/about');
    await app.signInAs({ status: 'signedIn' });
    await app.desktopNav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(app.toast('Signed out successfully')).toContainText('You have been signed out of your account.');
    await expect(page).toHaveURL(/\/$/);
    expect(await app.headerItemLabels()).toContain('Sign In');
  });
});

test.describe('at 800 px', () => {
  test.beforeEach(async ({ app }) => app.setWidth(800));

  test('a visitor gets the dropdown with Sign Up', async ({ app }) => {
    await app.open('/about');
    await expect(app.desktopNav).toBeHidden();
    expect(await app.headerItemLabels()).toEqual(['Listings', 'How It Works', 'Pricing', 'Sign In', 'Sign Up']);
  });

  test('a member gets the same items as the full header', async ({ app }) => {
    await app.open('/about');
    await app.signInAs({ status: 'signedIn' });
    expect(await app.headerItemLabels()).toEqual([
      'Listings',
      'Get Room Alerts',
      'How It Works',
      'Subscription',
      'My Account',
      'Sign Out',
    ]);
  });

  test('the dropdown opens from the keyboard on its first item, the arrows move on, and Escape returns to the button', async ({
    app,
    page,
  }) => {
    await app.open('/about');
    await app.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(app.menuButton).toBeFocused();
  });

  test('the dropdown opens for a screen reader, which sends a click alone', async ({ app, page }) => {
    await app.open('/about');
    await app.menuButton.dispatchEvent('click');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
  });

  test('a dropdown item navigates', async ({ app, page }) => {
    await app.open('/about');
    await app.menuButton.click();
    await page.getByRole('menuitem', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(app.mainHeading).toHaveText('Pricing');
  });
});

test('the header collapses at exactly 1024 px and expands at 1025 px', async ({ app }) => {
  await app.setWidth(1024);
  await app.open('/about');
  await expect(app.menuButton).toBeVisible();
  await expect(app.desktopNav).toBeHidden();
  await app.setWidth(1025);
  await expect(app.menuButton).toBeHidden();
  await expect(app.desktopNav).toBeVisible();
});

test.describe('the footer', () => {
  test('holds its links, the tagline and this year', async ({ app }) => {
    await app.open('/');
    const links = await app.footer.getByRole('link').allInnerTexts();
    expect(links).toEqual(['About Us', 'Terms & Conditions', 'Privacy Policy', 'FAQ', 'Contact', 'Share Feedback']);
    await expect(app.footer).toContainText('We scan the housing groups, so you can find a room.');
    await expect(app.footer).toContainText(`© ${new Date().getFullYear()} RoomRadar`);
  });

  test('is absent on /auth', async ({ app, page }) => {
    await app.open('/auth');
    await expect(app.footer).toHaveCount(0);
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(app.footer).toBeVisible();
  });
});
