// Where to live with the keyboard alone (issue 34): the area picker and the chips are reached with Tab, worked
// with Space, Enter and the arrow keys, and what is added or removed is said in a polite live region (what a
// screen reader reads out). Removing a chip leaves the keyboard on the next chip, then on the next control,
// never at the top of the page.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ListingsPage } from './pages/listings-page.ts';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `presses`. */
async function tabTo(page: Page, target: Locator, { backwards = false, presses = 40 } = {}): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** What the page's polite live regions say now. */
const liveText = (page: Page) => page.locator('[aria-live="polite"]').allInnerTexts();

test('the area picker and the chips work with the keyboard alone, and a screen reader hears each change', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  await app.setWidth(1280);
  const listings = new ListingsPage(page);
  await listings.open();
  // The page is prerendered: its buttons answer once the app has taken it over and shown the results.
  await expect(listings.results).toHaveAttribute('data-results', 'shown', { timeout: 30_000 });
  const chooseArea = listings.filters.getByRole('button', { name: 'Choose an area' });
  await chooseArea.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Where do you want to live?' });
  // The picker is a chunk of its own, loaded on first use.
  await expect(picker).toBeVisible({ timeout: 15_000 });

  // A neighbourhood: searched for, then checked with Space.
  const search = picker.getByLabel('Search districts and neighbourhoods');
  await tabTo(page, search);
  await page.keyboard.type('oude pijp');
  const oudePijp = picker.getByRole('checkbox', { name: /^Oude Pijp/ });
  await tabTo(page, oudePijp);
  await page.keyboard.press('Space');
  await expect(oudePijp).toBeChecked();
  await expect.poll(() => liveText(page)).toContain('Added: Oude Pijp');

  // A place to live near: the other tab by the arrow keys, a suggestion by the arrow keys and Enter.
  const namesTab = picker.getByRole('tab', { name: 'Neighbourhoods' });
  await tabTo(page, namesTab, { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('tab', { name: 'Near a place' })).toHaveAttribute('aria-selected', 'true');
  const place = picker.getByRole('combobox', { name: 'Place' });
  await tabTo(page, place);
  await page.keyboard.type('central station');
  await expect(picker.getByRole('option').first()).toBeVisible();
  // Down through the suggestions to the station. The option the arrow is on is the field's active
  // descendant, marked selected: what a screen reader reads out.
  const activeOption = async () => {
    const id = await place.getAttribute('aria-activedescendant');
    return id === null ? null : picker.locator(`[id="${id}"]`);
  };
  const suggestions = await picker.getByRole('option').count();
  for (let press = 0; press < suggestions; press += 1) {
    await page.keyboard.press('ArrowDown');
    const option = await activeOption();
    expect(option).not.toBeNull();
    await expect(option as Locator).toHaveAttribute('aria-selected', 'true');
    if (/^Amsterdam Centraal/.test(await (option as Locator).innerText())) break;
  }
  await expect((await activeOption()) as Locator).toHaveText(/^Amsterdam Centraal/);
  await page.keyboard.press('Enter');
  await expect(place).toHaveValue('Amsterdam Centraal');
  await tabTo(page, picker.getByRole('button', { name: 'Add this area' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => liveText(page)).toContain('Added: Within 3 km of Amsterdam Centraal');

  // Escape closes the picker and gives the keyboard back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(chooseArea).toBeFocused();

  // The chips in the filter panel, from the keyboard: each removal said, the focus kept in the list.
  const chips = listings.filters.getByRole('list', { name: 'Area' });
  await expect(chips.getByRole('listitem')).toHaveText(['In Oude Pijp', 'Within 3 km of Amsterdam Centraal']);
  const removeOudePijp = chips.getByRole('button', { name: 'Remove In Oude Pijp' });
  await tabTo(page, removeOudePijp, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['Within 3 km of Amsterdam Centraal']);
  await expect.poll(() => liveText(page)).toContain('Removed: In Oude Pijp');
  const removeCircle = chips.getByRole('button', { name: 'Remove Within 3 km of Amsterdam Centraal' });
  await expect(removeCircle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chips).toHaveCount(0);
  await expect.poll(() => liveText(page)).toContain('Removed: Within 3 km of Amsterdam Centraal');
  // None left: the keyboard is on the next control, the picker's button.
  await expect(chooseArea).toBeFocused();
});
