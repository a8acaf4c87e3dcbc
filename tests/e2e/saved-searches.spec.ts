// Up to five saved searches (issue 36 item 5) on a phone (390 px): a Premium member makes five on the alert
// page, each with its own name and filters; 'New search' is then disabled with the reason beside it, and the
// sixth cannot be made; the searches reach the server; one is switched off and one deleted, which frees a
// place. The page has no serious or critical axe violations. (The database's own refusal of a sixth, also
// when two arrive at once, is tested in tests/security/saved-searches.test.ts.)
import { createConfirmedMember, makePremium, serviceRest } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';

const RENTS = ['800', '900', '1000', '1100', '1200'];

test('a Premium member makes five saved searches, the sixth is refused, and one is switched off and one deleted', async ({
  page,
  app,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await app.setWidth(390);
  const member = await createConfirmedMember(baseURL ?? '', 'searches');
  const userId = await makePremium(member.email);
  await new AuthPage(page).signIn(member.email, member.password);
  await expect(app.toast('Welcome back!')).toBeVisible();
  await page.goto('/get-room-alerts');
  const list = page.locator('[data-saved-searches]');
  const newSearch = page.getByRole('button', { name: 'New search' });

  for (const [index, rent] of RENTS.entries()) {
    const name = `Search ${'ABCDE'[index]}`;
    if (index > 0) await newSearch.click();
    await expect(page.getByRole('heading', { name: 'Create Your Alert' })).toBeVisible();
    await expect(page.getByLabel('Monthly rent to')).toBeEnabled({ timeout: 15_000 });
    await page.getByLabel('Search name').fill(name);
    await page.getByLabel('Monthly rent to').selectOption(rent);
    await page.getByRole('button', { name: 'Save Alert' }).click();
    await expect(list).toHaveAttribute('data-saved-searches', String(index + 1));
    await expect(list.getByText(name, { exact: true })).toBeVisible();
  }

  await expect(newSearch).toBeDisabled();
  const reason = 'You have 5 saved searches, the most you can keep. Delete one to make a new search.';
  await expect(page.getByText(reason)).toBeVisible();
  await expect(newSearch).toHaveAccessibleDescription(reason);
  await expect(list.getByText('5 of 5')).toBeVisible();

  const serverSearches = () =>
    serviceRest<Array<{ name: string; price_max: number; alerts_enabled: boolean }>>(
      `/rest/v1/saved_filters?select=name,price_max,alerts_enabled&user_id=eq.${userId}&_deleted=is.false&order=name`,
    );
  await expect
    .poll(async () => (await serverSearches()).map((search) => [search.name, search.price_max]), { timeout: 20_000 })
    .toEqual(RENTS.map((rent, index) => [`Search ${'ABCDE'[index]}`, Number(rent)]));

  // Switched off on the phone, off on the server; the others stay on.
  const switchB = page.getByRole('switch', { name: 'Alerts for Search B' });
  await switchB.click();
  await expect(switchB).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => (await serverSearches()).map((search) => search.alerts_enabled), { timeout: 20_000 })
    .toEqual([true, false, true, true, true]);

  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Deleting one frees a place for a new search.
  await page.getByRole('button', { name: 'Delete Search C' }).click();
  await expect(list).toHaveAttribute('data-saved-searches', '4');
  await expect(newSearch).toBeEnabled();
  await expect(page.getByText(reason)).toHaveCount(0);
  await expect
    .poll(async () => (await serverSearches()).map((search) => search.name), { timeout: 20_000 })
    .toEqual(['Search A', 'Search B', 'Search D', 'Search E']);
});
