// The README's layout names every top-level folder of src/, supabase/ and workers/: a folder added without a
// line there (as src/i18n once was) fails here, so a new engineer's map of the tree stays whole.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PARENTS = ['src', 'supabase', 'workers'] as const;

/** The README's "## Layout" section, up to the next heading. */
function layoutSection(readme: string): string {
  const start = readme.indexOf('\n## Layout\n');
  if (start < 0) throw new Error('The README has no "## Layout" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The entry of the layout that starts with `parent/`: its first line and the indented lines under it. */
function entriesOf(section: string, parent: string): string {
  const lines = section.split('\n');
  const kept: string[] = [];
  let isInside = false;
  for (const line of lines) {
    if (/^\S/.test(line)) isInside = line.startsWith(`${parent}/`);
    if (isInside) kept.push(line);
  }
  return kept.join('\n');
}

/** Whether the layout names `parent/name/`: in full anywhere, or as `name/` in one of `parent`'s entries. */
function namesFolder(section: string, parent: string, name: string): boolean {
  const folder = new RegExp(`(^|[\\s(,])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'm');
  return section.includes(`${parent}/${name}/`) || folder.test(entriesOf(section, parent));
}

const section = layoutSection(readFileSync(path.join(root, 'README.md'), 'utf8'));

describe("the README's layout", () => {
  for (const parent of PARENTS) {
    const folders = readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    it(`names every folder under ${parent}/ (${folders.join(', ')})`, () => {
      expect(folders.filter((name) => !namesFolder(section, parent, name))).toEqual([]);
    });
  }

  it('finds a folder only under its own parent', () => {
    const sample = 'src/domain/      listings/ and query/\nsupabase/        migrations/ (schema)\n';
    expect(namesFolder(sample, 'src', 'domain')).toBe(true);
    expect(namesFolder(sample, 'supabase', 'migrations')).toBe(true);
    expect(namesFolder(sample, 'supabase', 'listings')).toBe(false);
    expect(namesFolder(sample, 'src', 'i18n')).toBe(false);
  });
});
