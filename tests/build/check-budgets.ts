// Build budgets of ARCHITECTURE.md that the build itself can show: the landing route's JavaScript.
// Run after `npm run build`; exits non-zero when a budget is broken.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzippedBytes, landingRouteFiles } from './landing-size.ts';
import { catalogueKey } from '../../sw/route-chunks.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';

const LANDING_BUDGET_KB = 180;
const distDir = path.resolve('dist');

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
let isOver = false;
for (const language of LANGUAGES) {
  const files = landingRouteFiles(manifest, language);
  const kilobytes = gzippedBytes(distDir, files) / 1024;
  process.stdout.write(
    `landing route JavaScript (${language}): ${kilobytes.toFixed(1)} KB gzip in ${files.length} files (budget ${LANDING_BUDGET_KB} KB)\n`,
  );
  if (kilobytes > LANDING_BUDGET_KB) {
    console.error(
      `The landing route's JavaScript in ${language} is over budget by ${(kilobytes - LANDING_BUDGET_KB).toFixed(1)} KB.`,
    );
    isOver = true;
  }
  // The catalogue of a language not in use must stay out of the first screen's scripts.
  for (const other of LANGUAGES.filter((code) => code !== language)) {
    const otherCatalogue = manifest[catalogueKey(other)]?.file;
    if (!otherCatalogue || files.includes(otherCatalogue)) {
      console.error(
        `The landing route in ${language} loads the ${other} catalogue (${otherCatalogue ?? 'not split'}).`,
      );
      isOver = true;
    }
  }
}
if (isOver) process.exit(1);
