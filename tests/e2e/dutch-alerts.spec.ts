// In the data-changing project (its name ends in alerts.spec.ts): it ingests a post into the shared database.
// A Premium member who uses RoomRadar in Dutch saves an alert on the Dutch alert page, a matching post
// arrives, and the digest in the local mailbox is written in Dutch.
import { createConfirmedMember, localStatus, makePremium, serviceRest } from './support/accounts.ts';
import { availableMonthOfAttempt } from './support/ingest.ts';
import { test, expect } from './support/fixtures.ts';
import { textsFor } from '../../src/i18n/fixed-texts.ts';

const nl = textsFor('nl');

test.use({ locale: 'nl-NL' });

test('a Dutch member saves an alert in Dutch and gets the matching room in a Dutch mail', async ({
  page,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await app.setWidth(375);
  const member = await createConfirmedMember(baseURL ?? '', 'nlalert');
  const userId = await makePremium(member.email);
  await page.goto('/auth');
  await page.getByLabel(nl.authText.email).fill(member.email);
  await page.getByLabel(nl.authText.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: nl.navText.signIn, exact: true }).click();
  await expect(app.toast(nl.authToasts.welcomeBack.title)).toBeVisible();
  // Signing in on a Dutch device makes Dutch the language of the member's mails.
  await expect
    .poll(
      async () =>
        (await serviceRest<Array<{ language: string }>>(`/rest/v1/profiles?select=language&user_id=eq.${userId}`))[0]
          ?.language,
      {
        timeout: 10_000,
      },
    )
    .toBe('nl');

  await page.goto('/get-room-alerts');
  await expect(page.getByRole('heading', { name: nl.alertText.createHeading })).toBeVisible();
  await expect(page.getByLabel(nl.filterText.city)).toBeEnabled({ timeout: 15_000 });
  await page.getByLabel(nl.filterText.city).selectOption('Leiden');
  await page.getByLabel(nl.filterText.monthlyRentTo).selectOption('1300');
  await page.getByRole('button', { name: nl.alertText.saveAlert }).click();
  await expect(app.toast(nl.alertToasts.saved.title)).toContainText(nl.alertToasts.saved.description ?? '');
  await expect
    .poll(
      async () =>
        (await serviceRest<Array<{ city: string }>>(`/rest/v1/saved_filters?select=city&user_id=eq.${userId}`))[0]
          ?.city,
      { timeout: 20_000 },
    )
    .toBe('Leiden');

  const post = {
    id: `e2e-nl-alert-${Date.now()}`,
    group: { name: 'Kamers Leiden', city: 'Leiden' },
    posted_at: new Date().toISOString(),
    url: 'https://www.facebook.com/groups/2938475610293847/posts/2/',
    images: [],
    text: `Kamer te huur in de Merenwijk (Leiden), 15 m2, €1250 all-in, 1 huisgenoot, per 1 ${availableMonthOfAttempt(test.info())}. Inschrijving mogelijk.`,
  };
  const ingested = await fetch(`${baseURL}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': (localStatus() as { ingest_secret?: string }).ingest_secret ?? '' },
    body: JSON.stringify(post),
  });
  expect(ingested.status).toBe(200);
  let digest: { text: string; subject: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${baseURL}/_dev/mail/messages?to=${encodeURIComponent(member.email)}`)
        ).json()) as Array<{ text: string; subject: string; html: string }>;
        digest = mails.find((mail) => mail.subject === nl.digestText.subject({ count: 1 }));
        return Boolean(digest);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(digest?.text).toContain(nl.digestText.intro({ count: 1 }));
  expect(digest?.text).toContain(nl.listingsText.pricePerMonth({ amount: 1250 }));
  // The title RoomRadar composed from the post is written in Dutch too.
  expect(digest?.text).toMatch(/^Kamer van 15 m² in .*Leiden$/m);
  expect(digest?.html).toContain('<html lang="nl">');
});
