import { test, expect } from './support/fixtures.ts';
import { seriousAxeViolations } from './support/axe.ts';

const staticRoutes = [
  '/',
  '/listings',
  '/listing/1',
  '/favorites',
  '/auth',
  '/auth?tab=signup',
  '/subscription',
  '/about',
  '/terms',
  '/privacy',
  '/faq',
  '/contact',
  '/feedback',
  '/no-such-page',
];

for (const width of [375, 1280]) {
  for (const path of staticRoutes) {
    test(`${path} has no serious or critical axe violations at ${width} px`, async ({ app, page }) => {
      await app.setWidth(width);
      await app.open(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

test('the open mobile menu has no serious or critical axe violations', async ({ app, page }) => {
  await app.setWidth(375);
  await app.open('/');
  await app.menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
