// How screens sit at a phone's and a desktop's width: list-card titles are read whole at 375 px, and toasts
// leave the header's buttons free. (The alerts view's width is in alert-form.spec.ts.)
import { visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

test('at 375 px the list cards show their titles whole', async ({ page, app }) => {
  await app.setWidth(375);
  const listings = new ListingsPage(page);
  await listings.open();
  await listings.expectCount((await visibleListings()).length);
  const titles = listings.cards.getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  const clipped = await titles.evaluateAll((headings) =>
    headings
      .slice(0, 6)
      .filter(
        (heading) => heading.scrollWidth > heading.clientWidth + 1 || heading.scrollHeight > heading.clientHeight + 1,
      )
      .map((heading) => heading.textContent),
  );
  expect(clipped).toEqual([]);
});

/** Whether two boxes overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [375, 1280]) {
  test(`at ${width} px a toast leaves the header's buttons free`, async ({ page, app }) => {
    await app.setWidth(width);
    const listings = new ListingsPage(page);
    await listings.open();
    await listings.expectCount((await visibleListings()).length);
    await listings.favoriteButton((await visibleListings())[0]?.title ?? '').click();
    const toast = app.toast('Sign in required');
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const controls = app.header.locator('a, button');
    const covered: string[] = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box && toastBox && overlaps(box, toastBox))
        covered.push((await control.innerText()).trim() || ((await control.getAttribute('aria-label')) ?? '?'));
    }
    expect(covered).toEqual([]);
  });
}
