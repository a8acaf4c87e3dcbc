// Checks the build budgets (budgets.ts) after `npm run build`: prints each figure beside its budget and
// exits non-zero, saying which budget broke, by how much and why it is there, when any is over.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { budgets, judge } from './budgets.ts';
import { landingRouteFiles } from './landing-size.ts';
import { catalogueKey, type Manifest } from '../../sw/route-chunks.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { workerScriptsMissingFromPrecache } from './worker-precache.ts';

const distDir = path.resolve('dist');
const failures: string[] = [];
for (const budget of budgets(distDir)) {
  const { line, failure } = judge(budget, await budget.measure());
  process.stdout.write(`${line}\n`);
  if (failure) failures.push(failure);
}

// The catalogue of a language not in use must stay out of the first screen's scripts.
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
for (const language of LANGUAGES) {
  const files = landingRouteFiles(manifest, language);
  for (const other of LANGUAGES.filter((code) => code !== language)) {
    const otherCatalogue = manifest[catalogueKey(other)]?.file;
    if (!otherCatalogue || files.includes(otherCatalogue))
      failures.push(
        `The landing route in ${language} loads the ${other} catalogue (${otherCatalogue ?? 'not split'}).`,
      );
  }
}

// Offline, a worker's script left out of the precache cannot load (CI failed on the sync worker's lazy chunks).
for (const file of workerScriptsMissingFromPrecache(distDir))
  failures.push(`A worker loads assets/${file}, which the service worker does not precache: offline it fails.`);

for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
