// `npm install` on Node 20 must print no engine warning (issue 35): every package the lock file installs
// accepts the oldest Node the project supports. A new dependency, or an update of one, that asks for Node 22
// fails here instead of in a renter's terminal; pin an older version or override it in package.json.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const project = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the Node version every installed package accepts', () => {
  const oldestNode = minVersion(project.engines.node);

  it('is a version the project names', () => {
    expect(oldestNode?.version).toMatch(/^20\./);
  });

  it('is accepted by every package in the lock file', () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, locked]) => {
      const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return where !== '' && wanted && !satisfies(oldestNode?.version ?? '', wanted)
        ? [`${where}@${locked.version} wants Node ${wanted}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });
});
