// Writes the web app manifest's screenshots (public/screenshots/): the built app with the demo data, in
// Debian's Chromium, as a phone shows the list and as a desktop shows the map. Run after `npm run build`
// when the look of those screens changes: `npx tsx tests/tools/capture-screenshots.ts`.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { seedDemoData } from '../../supabase/local/app-host/demo-seed.ts';
import { startTestBackend } from '../support/test-backend.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = [
  { file: 'public/screenshots/listings-narrow.png', viewport: { width: 412, height: 915 }, mode: 'list' },
  { file: 'public/screenshots/map-wide.png', viewport: { width: 1280, height: 800 }, mode: 'map' },
] as const;

const backend = await startTestBackend();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  await seedDemoData(backend);
  await mkdir('public/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport });
    await page.addInitScript((mode) => window.sessionStorage.setItem('lastViewMode', mode), shot.mode);
    await page.goto(`${backend.url}/listings`);
    await page.getByText(/Showing results for \d+ listings/).waitFor({ timeout: 60_000 });
    if (shot.mode === 'map') await page.locator('[data-map-loaded="true"]').waitFor({ timeout: 60_000 });
    // Photos come from the social network's hosts; let the page settle whatever they do.
    await page.waitForTimeout(1500);
    await page.screenshot({ path: shot.file });
    await page.close();
    process.stdout.write(`wrote ${shot.file}\n`);
  }
} finally {
  await browser.close();
  await backend.stop();
}
