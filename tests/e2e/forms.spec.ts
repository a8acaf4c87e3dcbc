import { test, expect } from './support/fixtures.ts';
import { ContactPage } from './pages/contact-page.ts';
import { FeedbackPage } from './pages/feedback-page.ts';
import { LandingPage } from './pages/landing-page.ts';

test.describe('contact form', () => {
  test('requires every field', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    for (const fields of [
      {},
      { name: 'Ann', email: 'ann@example.nl' },
      { email: 'ann@example.nl', message: 'Hi' },
      { name: 'Ann', message: 'Hi' },
    ]) {
      await contact.send(fields);
      await expect(contact.error).toHaveText('Please fill in all fields.');
    }
  });

  test('checks the e-mail address', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await expect(contact.email).toHaveAttribute('type', 'email');
    await contact.send({ name: 'Ann', email: 'ann-at-example', message: 'Hello' });
    await expect(contact.error).toHaveText('Please enter a valid email address');
  });

  test('sends a complete message and clears the form', async ({ page, app }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.send({ name: 'Ann', email: 'ann@example.nl', message: 'Is Noord covered?' });
    await expect(app.toast('Message Sent!')).toBeVisible();
    await expect(contact.message).toHaveValue('');
  });

  test('keeps what was typed when the network fails', async ({ page, app }) => {
    const contact = new ContactPage(page);
    await contact.open();
    // The network is the edge of the world: cut it for this one request, as a tunnel would.
    await page.route('**/functions/v1/send-contact-email', (route) => route.abort('internetdisconnected'));
    await contact.send({ name: 'Ann', email: 'ann@example.nl', message: 'Is Noord covered?' });
    await expect(app.toast('Error')).toContainText('Failed to send message. Please try again.');
    await expect(contact.message).toHaveValue('Is Noord covered?');
    await expect(contact.name).toHaveValue('Ann');
  });
});

test.describe('feedback form', () => {
  test('asks a visitor to log in', async ({ page }) => {
    const feedback = new FeedbackPage(page);
    await feedback.open();
    await feedback.send('Love the map');
    await expect(feedback.error).toHaveText('You must be logged in to send feedback.');
  });

  test('requires a message from a member', async ({ page, app }) => {
    const feedback = new FeedbackPage(page);
    await feedback.open();
    await app.signInAs({ status: 'signedIn' });
    await feedback.send('   ');
    await expect(feedback.error).toHaveText('Please enter your feedback message.');
  });
});

test.describe('landing widget', () => {
  test('moves between its two steps and validates the account step', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await landing.widget.getByLabel('Maximum monthly rent').selectOption('1200');
    await landing.nextStep();
    await landing.submitAccount({ firstName: 'Sanne', email: 'sanne@example.nl' });
    await expect(landing.widgetError).toHaveText('Please fill in all fields');
    await landing.submitAccount({ firstName: 'Sanne', email: 'sanne@example.nl', password: '12345' });
    await expect(landing.widgetError).toHaveText('Password must be at least 6 characters');
    await landing.previousStep();
    await expect(landing.widget.getByLabel('Maximum monthly rent')).toHaveValue('1200');
  });
});

test.describe('auth forms', () => {
  test('sign-in reports e-mail and password problems under their titles', async ({ page, app }) => {
    await app.open('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(app.toast('Invalid Email')).toContainText('Email is required');
    await page.getByLabel('Email').fill('sanne@example.nl');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(app.toast('Invalid Password')).toContainText('Password is required');
  });

  test('sign-up asks for a first name first', async ({ page, app }) => {
    await app.open('/auth?tab=signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(app.toast('First Name Required')).toContainText('Please enter your first name');
  });

  test('the forgot-password panel opens and closes', async ({ page, app }) => {
    await app.open('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
});
