// In the data-changing project (it saves alerts): where to live, from a link to a saved alert. A link's area
// opens the same search; a Premium member takes it into the alert, which the server stores and the alert page
// names. A link whose area does not exist says so and changes nothing.
import { createConfirmedMember, makePremium, serviceRest } from './support/accounts.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

const areasLink = (areas: unknown) => `/listings?areas=${encodeURIComponent(JSON.stringify(areas))}`;

test('an area from a link goes into a Premium alert, which the server keeps and the alert page names', async ({
  page,
  app,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await app.setWidth(1280);
  const member = await createConfirmedMember(baseURL ?? '', 'area-alert');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();

  await page.goto(areasLink([{ kind: 'wijk', id: 3630424 }]));
  const listings = new ListingsPage(page);
  await expect(listings.results.getByRole('list', { name: 'Area' })).toHaveText('In Oude Pijp');

  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByLabel('City')).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Use the areas of my search' }).click();
  await page.getByRole('button', { name: 'Save Alert' }).click();
  await expect(app.toast('Alert saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Current Alert' })).toContainText('In Oude Pijp');
  await expect
    .poll(
      async () =>
        (await serviceRest<Array<{ areas: unknown }>>(`/rest/v1/saved_filters?select=areas&user_id=eq.${userId}`))[0],
      { timeout: 20_000 },
    )
    .toEqual({ areas: [{ kind: 'wijk', id: 3630424 }] });
});

test('a link whose neighbourhood does not exist says so and filters nothing', async ({ page, app }) => {
  await page.goto(areasLink([{ kind: 'wijk', id: 1 }]));
  await expect(app.toast('The area in this link could not be used: area 1: no Amsterdam wijk with id 1')).toBeVisible();
  const listings = new ListingsPage(page);
  await expect(listings.results.getByRole('list', { name: 'Area' })).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.get('areas')).toBeNull();
});
