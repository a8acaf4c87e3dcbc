import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerScriptsMissingFromPrecache } from './worker-precache.ts';

function buildFolder(files: Record<string, string>, precached: string[]): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'worker-precache-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), source);
  const manifest = precached.map((url) => `{"revision":null,"url":"${url}"}`).join(',');
  writeFileSync(path.join(dist, 'sw.js'), `self.__precache=[${manifest}];`);
  return dist;
}

describe('workerScriptsMissingFromPrecache', () => {
  const files = {
    'sync.worker-A1.js': 'import{a}from"./worker-shared-B2.js";const e=()=>import(`./worker-engine-C3.js`);',
    'worker-shared-B2.js': 'export const a=1;',
    'worker-engine-C3.js': 'import"./worker-storage-D4.js";',
    'worker-storage-D4.js': 'export{};',
    'storage-page-E5.js': 'export{};',
  };

  it('follows static and lazy imports from each worker entry and names the chunks left out', () => {
    const dist = buildFolder(files, ['assets/sync.worker-A1.js', 'assets/worker-shared-B2.js']);
    expect(workerScriptsMissingFromPrecache(dist)).toEqual(['worker-engine-C3.js', 'worker-storage-D4.js']);
  });

  it('finds nothing missing when every reachable chunk is precached, whatever else is left out', () => {
    const reachable = ['sync.worker-A1.js', 'worker-shared-B2.js', 'worker-engine-C3.js', 'worker-storage-D4.js'];
    const dist = buildFolder(
      files,
      reachable.map((file) => `assets/${file}`),
    );
    expect(workerScriptsMissingFromPrecache(dist)).toEqual([]);
  });
});
