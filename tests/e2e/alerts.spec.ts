// In the data-changing project: it ingests a post into the shared database (playwright.config.ts).
// Room alerts in a real browser: a Premium member saves and updates an alert, a matching post arrives
// through ingest-posts, the digest is in the local mailbox within 60 s and its link opens the listing; its
// unsubscribe link asks before it turns the mails off. Members without Premium see every control disabled.
import { createConfirmedMember, localStatus, makePremium, serviceRest } from './support/accounts.ts';
import { availableMonthOfAttempt } from './support/ingest.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';

test('a Premium member saves an alert, a matching post is ingested, and the digest arrives and opens the listing', async ({
  page,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await app.setWidth(1280);
  const member = await createConfirmedMember(baseURL ?? '', 'alerted');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await page.goto('/get-room-alerts');
  await expect(page.getByRole('heading', { name: 'Create Your Alert' })).toBeVisible();
  await expect(page.getByLabel('City')).toBeEnabled({ timeout: 15_000 });
  await page.getByLabel('City').selectOption('Haarlem');
  await page.getByLabel('Monthly rent to').selectOption('1200');
  await page.getByRole('button', { name: 'Save Alert' }).click();
  await expect(app.toast('Alert saved')).toContainText(
    "You'll receive notifications when new matching listings appear.",
  );
  await expect(page.getByRole('heading', { name: 'Your Current Alert' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update Your Alert' })).toBeVisible();
  await page.getByLabel('Max Roommates').selectOption('3');
  await page.getByRole('button', { name: 'Update Alert' }).click();
  await expect(app.toast('Alert updated')).toBeVisible();
  // The alert reaches the server through the sync worker.
  await expect
    .poll(
      async () =>
        (
          await serviceRest<Array<{ city: string; max_roommates: number }>>(
            `/rest/v1/saved_filters?select=city,max_roommates&user_id=eq.${userId}`,
          )
        )[0],
      { timeout: 20_000 },
    )
    .toEqual({ city: 'Haarlem', max_roommates: 3 });

  const postedAt = new Date().toISOString();
  const post = {
    id: `e2e-alert-${Date.now()}`,
    group: { name: 'Wonen in Haarlem', city: 'Haarlem' },
    posted_at: postedAt,
    url: 'https://www.facebook.com/groups/2938475610293847/posts/1/',
    images: [],
    text: `Kamer te huur in Schalkwijk (Haarlem), 13 m2, €745 all-in, 2 huisgenoten, per 1 ${availableMonthOfAttempt(test.info())}. Inschrijving mogelijk.`,
  };
  const ingested = await fetch(`${baseURL}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': (localStatus() as { ingest_secret?: string }).ingest_secret ?? '' },
    body: JSON.stringify(post),
  });
  expect(ingested.status).toBe(200);
  const started = Date.now();
  let digest: { text: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${baseURL}/_dev/mail/messages?to=${encodeURIComponent(member.email)}`)
        ).json()) as Array<{ text: string; subject: string }>;
        digest = mails.find((mail) => mail.subject.includes('for you on RoomRadar'));
        return Boolean(digest);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(digest?.subject).toBe('1 new room for you on RoomRadar');
  const link = /(http:\/\/\S+\/listing\/\d+)/.exec(digest?.text ?? '')?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Room of 13 m² in Schalkwijk, Haarlem' })).toBeVisible({
    timeout: 15_000,
  });

  const unsubscribe = /(http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(digest?.text ?? '')?.[1] ?? '';
  await page.goto(unsubscribe);
  await expect(page.getByText('Stop the e-mails about new rooms that match your alert?')).toBeVisible();
  expect(
    (
      await serviceRest<Array<{ alerts_enabled: boolean }>>(
        `/rest/v1/saved_filters?select=alerts_enabled&user_id=eq.${userId}`,
      )
    )[0]?.alerts_enabled,
  ).toBe(true);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You will no longer receive room alert e-mails.');
  expect(
    (
      await serviceRest<Array<{ alerts_enabled: boolean }>>(
        `/rest/v1/saved_filters?select=alerts_enabled&user_id=eq.${userId}`,
      )
    )[0]?.alerts_enabled,
  ).toBe(false);

  await page.goto('/get-room-alerts');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(app.toast('Alert deleted')).toContainText('Your saved alert has been removed.');
  await expect(page.getByRole('heading', { name: 'Create Your Alert' })).toBeVisible();
});

test("a member without Premium sees every alert control disabled, here and in the listings' alerts view", async ({
  page,
  app,
  baseURL,
}) => {
  await app.setWidth(1280);
  const member = await createConfirmedMember(baseURL ?? '', 'freealert');
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await page.goto('/get-room-alerts');
  await expect(page.getByRole('heading', { name: 'Create Your Alert' })).toBeVisible();
  for (const label of [
    'City',
    'Language',
    'Subrent',
    'Duration of Stay',
    'Gender Preference',
    'Max Roommates',
    'Monthly rent from',
    'Monthly rent to',
    'Room size from',
    'Room size to',
    'House size from',
    'House size to',
    'Age from',
    'Age to',
    'Available From',
  ]) {
    await expect(page.getByLabel(label, { exact: true }), label).toBeDisabled();
  }
  await expect(page.getByLabel('Any Type')).toBeDisabled();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.goto('/listings');
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Alert' })).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
});

test("a visitor's alerts view is one call to sign in, not a form they cannot use", async ({ page, app }) => {
  await page.goto('/listings');
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Get room alerts' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in to set up alerts' }).click();
  await expect(app.toast('Login Required')).toContainText(
    'Please log in to save your alert. You can sign up for free!',
  );
  await expect(page).toHaveURL(/\/auth$/);
});
