// The update flow of product spec section 4 in Chromium with the service worker, against a server of its own
// whose files can be replaced by a second build: the old tab keeps working on chunks the new build no
// longer has, the persistent 'New version available!' toast appears, Update loads the new version, and
// what the renter typed and saved offline is still there afterwards.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMember, insertListings, startTestBackend, type TestBackend } from '../support/test-backend.ts';
import { test, expect } from './support/fixtures.ts';
import { AuthPage } from './pages/auth-page.ts';
import { ListingsPage } from './pages/listings-page.ts';

test.use({ serviceWorkers: 'allow' });

let build: string;
let backend: TestBackend;

test.beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), 'roomradar-build-'));
  await cp('dist', build, { recursive: true });
  backend = await startTestBackend({ distDir: build });
});

test.afterAll(async () => {
  await backend?.stop();
  await rm(build, { recursive: true, force: true });
});

/** Turns the served folder into a second build: changed pages, one chunk gone, and a new service worker. */
async function deploySecondBuild(): Promise<void> {
  for (const name of ['index.html', 'listings.html', 'shell.html']) {
    const page = path.join(build, name);
    await writeFile(
      page,
      (await readFile(page, 'utf8')).replace('<head>', '<head><meta name="roomradar-build" content="second">'),
    );
  }
  const about = (await readdir(path.join(build, 'assets'))).filter((name) => /^about-.*\.js$/.test(name));
  expect(about.length).toBeGreaterThan(0);
  for (const name of about) await rm(path.join(build, 'assets', name));
  execFileSync('npx', ['tsx', 'sw/build-sw.ts', build], { stdio: 'pipe' });
}

test('a second build: the old tab keeps working, the toast offers it, and Update loses nothing typed or saved offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [listingId] = await insertListings(backend, [
    {
      title: 'Sunny room by the Amstel',
      rent_on_monthly_basis: 850,
      city_of_group: 'Amsterdam',
      created_at: new Date().toISOString(),
      time_of_post: new Date().toISOString(),
    },
  ]);
  const member = await createMember(backend, { name: 'robin' });
  const context = await browser.newContext({ baseURL: backend.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await new AuthPage(page).signIn(member.email, member.password);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' })).toBeVisible();
    const listings = new ListingsPage(page);
    await listings.open();
    await listings.expectCount(1);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await listings.expectCount(1);

    // Saved while the server cannot be reached: it stays on the device, waiting.
    await page.route('**/rest/v1/favorites**', (route) => route.abort('internetdisconnected'));
    await listings.favoriteButton('Sunny room by the Amstel').click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to favorites' })).toBeVisible();

    await deploySecondBuild();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.locator('[data-sonner-toast]').filter({ hasText: 'New version available!' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    // The old version still runs, on a chunk the server no longer has.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('meta[name="roomradar-build"]').count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByLabel('Name').fill('Robin de Vries');
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByLabel('Message').fill('Is the room by the Amstel still free?');
    // The toast stays until it is used.
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Update' }).click();

    await expect(page.locator('meta[name="roomradar-build"]')).toHaveAttribute('content', 'second', {
      timeout: 20_000,
    });
    await expect(page.getByLabel('Name')).toHaveValue('Robin de Vries');
    await expect(page.getByLabel('Email')).toHaveValue('robin@example.com');
    await expect(page.getByLabel('Message')).toHaveValue('Is the room by the Amstel still free?');

    await page.goto('/favorites');
    await expect(page.getByRole('link', { name: 'Sunny room by the Amstel' })).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/rest/v1/favorites**');
    await expect
      .poll(
        async () =>
          backend.db.asOwner(async (sql) =>
            (
              await sql.query<{ listing_id: number }>('select listing_id from public.favorites where _deleted = false')
            ).rows.map((row) => row.listing_id),
          ),
        { timeout: 30_000 },
      )
      .toEqual([listingId]);
  } finally {
    await context.close();
  }
});
