// Accounts in a real browser against the local stack: sign-up confirmed from the mailbox, sign-in, Premium
// through the local test checkout (signed webhook events into the real stripe-webhook), the portal,
// password recovery and e-mail change through mailed links, the third-party sign-in, sign-out, the data
// download and account deletion (checked with the service role).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { localStatus, serviceRest } from './support/accounts.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage, mailedLink } from './pages/auth-page.ts';

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`;

async function confirmedMember(baseURL: string, page: Page, name: string) {
  const email = uniqueEmail(name);
  const password = 'first-password-1';
  const auth = new AuthPage(page);
  await auth.signUp(name, email, password);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Account created!' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  // The address follows the tab: no ?tab=signup left behind on the Sign In tab.
  await expect(page).toHaveURL(/\/auth$/);
  // The confirmation link from the local mailbox, followed outside the page (the member confirms elsewhere).
  const link = await mailedLink(baseURL, email);
  await fetch(link, { redirect: 'manual' });
  return { email, password, auth };
}

test.describe('accounts', () => {
  test.beforeEach(async ({ app }) => app.setWidth(1280));

  test('sign up, confirm, sign in, upgrade through checkout, manage, cancel and become free', async ({
    page,
    context,
    app,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, password, auth } = await confirmedMember(baseURL ?? '', page, 'buyer');
    await auth.signIn(email, password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    // A new member has no alert: onboarding; setting one up needs Premium.
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Set Up Room Alert' }).click();
    await expect(app.toast('Premium Required')).toContainText('Please upgrade to premium to set up room alerts.');
    await expect(page).toHaveURL(/\/subscription$/);

    const checkoutTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const checkout = await checkoutTab;
    await expect(checkout.getByRole('heading', { name: 'RoomRadar Premium' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay €6.99 / month' }).click();
    await expect(checkout).toHaveURL(/\/subscription$/);
    await expect(checkout.locator('[data-sonner-toast]').filter({ hasText: 'Payment Successful!' })).toBeVisible();
    await expect(checkout.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(checkout.locator('[data-sonner-toast]').filter({ hasText: 'Subscription Activated!' })).toBeVisible();

    await page.goto('/account');
    await expect(page.getByText('Premium', { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Free', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  });

  test('a canceled checkout says so and changes nothing', async ({ page, context, app, baseURL }) => {
    const { email, password, auth } = await confirmedMember(baseURL ?? '', page, 'hesitant');
    await auth.signIn(email, password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    await page.goto('/subscription');
    const checkoutTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const checkout = await checkoutTab;
    await checkout.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(checkout.locator('[data-sonner-toast]').filter({ hasText: 'Payment Canceled' })).toBeVisible();
    await expect(checkout).toHaveURL(/\/subscription$/);
    await expect(app.page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  });

  test('password recovery through the mailed link', async ({ page, app, baseURL }) => {
    const { email, auth } = await confirmedMember(baseURL ?? '', page, 'forgetful');
    await auth.open();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(app.toast('Password reset email sent!')).toBeVisible();
    const link = await mailedLink(baseURL ?? '', email, /(http:\/\/\S+\/auth\/v1\/verify\?\S+type=recovery\S*)/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm New Password').fill('different-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(app.toast("Passwords don't match")).toContainText('Please make sure both passwords are identical.');
    await page.getByLabel('Confirm New Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(app.toast('Password updated!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await auth.signOut();
    await auth.signIn(email, 'second-password-2');
    await expect(app.toast('Welcome back!')).toBeVisible();
  });

  test("the auth forms give every validation message and the server's sign-in error", async ({ page, app }) => {
    const auth = new AuthPage(page);
    await auth.open('?tab=signup');
    await page.getByLabel('First Name').fill('Sanne');
    await page.getByLabel('Email').fill('sanne-at-example');
    await page.getByLabel('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(app.toast('Invalid Email')).toContainText('Please enter a valid email address');
    await page.getByLabel('Email').fill('sanne@example.nl');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(app.toast('Invalid Password')).toContainText('Password must be at least 6 characters');
    await expect(page.getByLabel('Email')).toHaveAttribute('maxlength', '254');
    await auth.signIn(uniqueEmail('nobody'), 'wrong-password');
    await expect(app.toast('Sign in failed')).toContainText('Invalid login credentials');
  });

  test('an expired or invalid link says so and opens the reset form', async ({ page, app }) => {
    await page.goto(
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(app.toast('Reset link invalid or expired')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reset your password' }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('a confirmation link used a second time says so on the page it opens, and leaves no error in the address', async ({
    page,
    app,
    baseURL,
  }) => {
    const { email } = await confirmedMember(baseURL ?? '', page, 'twice');
    const link = await mailedLink(baseURL ?? '', email);
    await page.goto(link);
    await expect(app.toast('Link invalid or expired')).toContainText(
      'This e-mail link has expired or was already used.',
    );
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(app.mainHeading).toHaveText('Find your room in Amsterdam, without the scroll');
  });

  test("the local mailbox shows mailed links as links, and a mail's own markup as text", async ({ page, baseURL }) => {
    const email = uniqueEmail('mailbox');
    await new AuthPage(page).signUp('mailbox', email, 'first-password-1');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Account created!' })).toBeVisible();
    const link = await mailedLink(baseURL ?? '', email);
    // A hostile message through the contact form reaches the support address's mail.
    const marker = `mailbox-${Date.now()}`;
    const hostile = `${marker} <img src=x onerror="window.hacked=1"> javascript:alert(1) https://example.com/"onmouseover="window.hacked=1`;
    const sent = await fetch(`${baseURL}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { apikey: localStatus().anon_key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', subject: 'Hello', message: hostile }),
    });
    expect(sent.ok).toBe(true);

    await page.goto('/_dev/mail');
    const hostileMail = page.locator('article').filter({ hasText: marker });
    await expect(hostileMail).toContainText('<img src=x onerror="window.hacked=1">');
    await expect(hostileMail.locator('img')).toHaveCount(0);
    await expect(hostileMail.getByRole('link')).toHaveCount(1);
    await expect(hostileMail.getByRole('link')).toHaveAttribute('href', 'https://example.com/');
    expect(await page.evaluate(() => (window as Window & { hacked?: number }).hacked)).toBeUndefined();

    await page.goto(`/_dev/mail?to=${encodeURIComponent(email)}`);
    const confirm = page.getByRole('link', { name: link });
    await expect(confirm).toHaveAttribute('href', link);
    await confirm.click();
    // Confirmed and signed in on the site (supabase-js leaves an empty '#' where the session was).
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/#?$`));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('an e-mail change confirmed outside this tab shows on the account page without signing in again', async ({
    page,
    app,
    baseURL,
  }) => {
    const { email, password, auth } = await confirmedMember(baseURL ?? '', page, 'elsewhere');
    await auth.signIn(email, password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    await page.goto('/account');
    const newEmail = uniqueEmail('confirmed-elsewhere');
    await page.getByLabel('Email Address').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(app.toast('Verification email sent')).toBeVisible();
    // Opened in the mail app's own browser: the server confirms, this tab's session knows nothing of it.
    const confirmed = await page.request.get(await mailedLink(baseURL ?? '', newEmail), { maxRedirects: 0 });
    expect(confirmed.status()).toBe(303);
    await page.goto('/account');
    await expect(page.getByLabel('Email Address')).toHaveValue(newEmail, { timeout: 10_000 });
  });

  test('e-mail change through the mailed link, name and password changes, with their validation', async ({
    page,
    app,
    baseURL,
  }) => {
    const { email, password, auth } = await confirmedMember(baseURL ?? '', page, 'mover');
    await auth.signIn(email, password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByLabel('First Name').fill('Moved');
    const newEmail = uniqueEmail('moved');
    await page.getByLabel('Email Address').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(app.toast('Profile updated')).toBeVisible();
    await expect(app.toast('Verification email sent')).toContainText(
      'Please check your new email to verify the change.',
    );
    const link = await mailedLink(baseURL ?? '', newEmail);
    await page.goto(link);
    await page.goto('/account');
    await expect(page.getByLabel('Email Address')).toHaveValue(newEmail, { timeout: 10_000 });
    await expect(page.getByLabel('First Name')).toHaveValue('Moved');

    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm New Password').fill('abd');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(app.toast("Passwords don't match")).toContainText('Please make sure both passwords match.');
    await page.getByLabel('Confirm New Password').fill('abc');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(app.toast('Password too short')).toContainText('Password must be at least 6 characters long.');
    await page.getByLabel('New Password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm New Password').fill('third-password-3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(app.toast('Password changed')).toBeVisible();
    await auth.signOut();
    await auth.signIn(newEmail, 'third-password-3');
    await expect(app.toast('Welcome back!')).toBeVisible();
  });

  test('the third-party sign-in returns to onboarding without an alert and to the listings with one', async ({
    page,
  }) => {
    const email = uniqueEmail('google');
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google (local)' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });

    const profile = await serviceRest<Array<{ user_id: string }>>(
      `/rest/v1/profiles?select=user_id&email=eq.${encodeURIComponent(email)}`,
    );
    const userId = profile[0]?.user_id;
    expect(userId).toBeTruthy();
    await serviceRest('/rest/v1/saved_filters', {
      method: 'POST',
      body: JSON.stringify({ id: `alert:${userId}`, user_id: userId, name: 'My Alert' }),
      headers: { Prefer: 'return=minimal' },
    });
    await auth.signOut();
    await auth.open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google (local)' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/listings$/, { timeout: 15_000 });
  });

  test('download my data, then delete the account leaving no row of it', async ({ page, app, baseURL }) => {
    const { email, password, auth } = await confirmedMember(baseURL ?? '', page, 'leaving');
    await auth.signIn(email, password);
    await expect(app.toast('Welcome back!')).toBeVisible();
    await page.goto('/account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as { account: { email: string; id: string } };
    expect(exported.account.email).toBe(email);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(app.toast('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

    const id = exported.account.id;
    for (const table of [
      'profiles',
      'subscribers',
      'favorites',
      'saved_filters',
      'alert_deliveries',
      'alert_cursors',
    ]) {
      expect(await serviceRest<unknown[]>(`/rest/v1/${table}?select=user_id&user_id=eq.${id}`), table).toEqual([]);
    }
    expect(
      await serviceRest<unknown[]>(`/rest/v1/contact_messages?select=id&email=eq.${encodeURIComponent(email)}`),
    ).toEqual([]);
    const user = await fetch(`${localStatus().url}/auth/v1/admin/users/${id}`, {
      headers: { apikey: localStatus().service_role_key, Authorization: `Bearer ${localStatus().service_role_key}` },
    });
    expect(user.status).toBe(404);
  });
});
