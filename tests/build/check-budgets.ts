// Build budgets of ARCHITECTURE.md that the build itself can show: the landing route's JavaScript.
// Run after `npm run build`; exits non-zero when a budget is broken.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzippedBytes, landingRouteFiles } from './landing-size.ts';

const LANDING_BUDGET_KB = 180;
const distDir = path.resolve('dist');

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const files = landingRouteFiles(manifest);
const kilobytes = gzippedBytes(distDir, files) / 1024;

process.stdout.write(
  `landing route JavaScript: ${kilobytes.toFixed(1)} KB gzip in ${files.length} files (budget ${LANDING_BUDGET_KB} KB)\n`,
);
if (kilobytes > LANDING_BUDGET_KB) {
  console.error(`The landing route's JavaScript is over budget by ${(kilobytes - LANDING_BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
