// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app served
// by supabase/local, the same server `npm start` runs.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);
const DATA_CHANGING = /(hostile-data|detail-photos|alerts|push|map-street-pins|detail-map)\.spec\.ts/;
// The flows that hand out addresses (sign-in and reset mails, checkout and portal, the map's basemap, a new
// device's first answer and copy, the photos) run again with the app opened at the server's IP address: nothing may
// lead back to the host name it printed. The follow-up's calendar file and replies, and a shared link, carry the listing's link.
const AT_ANY_ORIGIN = /\/(accounts|map|navigation|first-visit|photos|follow-up|share)\.spec\.ts$/;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The machine's network is closed: without these Chromium keeps trying to reach Google's hosts.
// WebGL (the map) runs on SwiftShader in headless Chromium; recent versions want the fallback allowed.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry in CI, where a full run met one different timing failure in three of four runs (favorites after a
  // reload, the map's keyboard zoom); Playwright lists a test that passed only on retry as flaky, so none hides.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // The spec's English is what the tests read, whatever the machine's locale; the Dutch screens are tested
    // by the specs that ask for nl-NL (tests/e2e/dutch*.spec.ts).
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The service worker is tested where it is meant to be (tests/e2e/offline.spec.ts); elsewhere it
    // would only add precaching work to every fresh page.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: DATA_CHANGING },
    // These add listings to the shared database, so they run after the tests that count listings.
    // The same counts as the first project, so it runs before the tests that add listings.
    {
      name: 'at-127.0.0.1',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${port}` },
      testMatch: AT_ANY_ORIGIN,
      dependencies: ['chromium'],
    },
    {
      name: 'data-changing',
      use: { browserName: 'chromium' },
      testMatch: DATA_CHANGING,
      dependencies: ['at-127.0.0.1'],
    },
  ],
  webServer: {
    // A fresh database of its own for every run, never the developer's .data/pglite.
    command: 'tsx supabase/local/main.ts --reset',
    env: { PORT: String(port), ROOMRADAR_DATA_DIR: '.data/e2e', AUTH_RATE_LIMIT: '10000' },
    // Ready once the demo data is in: the server listens (and answers /) before it has seeded.
    url: `http://localhost:${port}/_dev/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
