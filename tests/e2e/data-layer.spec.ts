// The data layer in a real browser: two tabs of one profile share IndexedDB, and only the elected
// leader pulls listings, while the other tab shows the same data.
import { visibleListings } from './support/demo-data.ts';
import { test, expect } from './support/fixtures.ts';

test('only one of two tabs replicates, and both show the listings', async ({ context }) => {
  const count = (await visibleListings()).length;
  const pulls = new Map<string, number>();
  const first = await context.newPage();
  const second = await context.newPage();
  for (const [name, page] of [
    ['first', first],
    ['second', second],
  ] as const) {
    pulls.set(name, 0);
    page.on('request', (request) => {
      // The leader's first pull is the compact copy; any later one a feed page.
      const url = request.url();
      if (
        url.includes('/functions/v1/listings-snapshot') ||
        (url.includes('/rest/v1/full_details_housing') && url.includes('order=_modified.asc'))
      )
        pulls.set(name, (pulls.get(name) ?? 0) + 1);
    });
  }
  await first.goto('/');
  await expect(first.getByRole('main').getByRole('link', { name: `Show ${count} listings` })).toBeVisible({
    timeout: 15_000,
  });
  await second.goto('/');
  await expect(second.getByRole('main').getByRole('link', { name: `Show ${count} listings` })).toBeVisible({
    timeout: 15_000,
  });
  // Give the second tab time to pull, were it (wrongly) replicating too.
  await second.waitForTimeout(1500);
  expect(pulls.get('first')).toBeGreaterThan(0);
  expect(pulls.get('second')).toBe(0);
});
