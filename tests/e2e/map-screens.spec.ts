// The street map as a renter sees it: the canal ring at zoom 15, De Pijp at 14 and the whole city at 11, at
// 375 and 1280 px, in English and Dutch. Each screen is kept (tests/e2e/artifacts/map/, committed for review)
// and must show a drawn street map, not a blank or single-coloured one, with the data's credit linked.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './support/fixtures.ts';
import { MapPage } from './pages/map-page.ts';

const VIEWS = {
  'canal-ring-z15': { longitude: 4.8855, latitude: 52.3702, zoom: 15 },
  'de-pijp-z14': { longitude: 4.8935, latitude: 52.3535, zoom: 14 },
  'city-z11': { longitude: 4.9, latitude: 52.365, zoom: 11 },
};
const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/map');

for (const [language, locale] of [
  ['en', 'en-US'],
  ['nl', 'nl-NL'],
] as const) {
  test.describe(`the street map in ${language}`, () => {
    test.use({ locale });
    for (const width of [375, 1280])
      for (const [name, view] of Object.entries(VIEWS))
        test(`${name} at ${width} px`, async ({ page }) => {
          test.setTimeout(60_000);
          await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
          const map = new MapPage(page);
          await map.open(view);
          await map.idle();
          await expect(map.credit.getByRole('link', { name: '© OpenMapTiles' })).toHaveAttribute(
            'href',
            'https://openmaptiles.org/',
          );
          await expect(map.credit.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
            'href',
            'https://www.openstreetmap.org/copyright',
          );
          // On a phone the map fills the screen below the header (issue 35): its credit shows at its foot.
          await map.region.scrollIntoViewIfNeeded();
          await expect(map.credit).toBeInViewport();
          mkdirSync(ARTIFACTS, { recursive: true });
          const file = path.join(ARTIFACTS, `${name}-${width}-${language}.png`);
          // Kept as a 256-colour PNG: small enough to commit, exact enough to read every label.
          const shot = await sharp(await map.region.screenshot())
            .png({ palette: true })
            .toBuffer();
          writeFileSync(file, shot);
          // A drawn street map has many colours; an empty or failed one is one or two flat fields.
          const { channels } = await sharp(shot).stats();
          const spread = channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
          expect(spread, file).toBeGreaterThan(12);
        });
  });
}
