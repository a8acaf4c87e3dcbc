import { describe, expect, it } from 'vitest';
import { betterDirection, compareWithBaseline, readBaseline, smokeProblems, type GroupBaseline } from './baseline.ts';
import { GROUPS } from './groups.ts';

const before: GroupBaseline = {
  commit: 'abc',
  machine: 'test',
  at: '2026-11-26T00:00:00Z',
  metrics: { 'ui.detail_open.median_ms': 100, 'lighthouse.performance': 95, 'query.filter.50000.matches': 10 },
};

describe('betterDirection', () => {
  it.each([
    ['ui.filter_to_list.20000.median_ms', 'lower'],
    ['first_visit.bytes', 'lower'],
    ['first_visit.full_copy.ms.mobile.ratio_20k_1k', 'lower'],
    ['load.failed_requests', 'lower'],
    ['lighthouse.performance', 'higher'],
    ['extract.real.rent_precision', 'higher'],
    ['extract.real.ads_per_s', 'higher'],
    ['extract.duplicates_f1', 'higher'],
    ['load.pull.rps', 'higher'],
    ['query.filter.50000.matches', null],
    ['rest.pull.vs_direct_sql', null],
  ] as const)('%s: %s is better', (metric, direction) => expect(betterDirection(metric)).toBe(direction));
});

describe('compareWithBaseline', () => {
  it('marks a time more than 10% longer and a score more than 10% lower, not the rest', () => {
    const marked = compareWithBaseline(
      { 'ui.detail_open.median_ms': 111, 'lighthouse.performance': 84, 'query.filter.50000.matches': 30, 'new.ms': 1 },
      before,
    );
    expect(Object.fromEntries(marked.map(({ metric, isWorse }) => [metric, isWorse]))).toEqual({
      'ui.detail_open.median_ms': true,
      'lighthouse.performance': true,
      'query.filter.50000.matches': false,
      'new.ms': false,
    });
  });

  it('does not mark what got better or moved within 10%', () => {
    const marked = compareWithBaseline({ 'ui.detail_open.median_ms': 109, 'lighthouse.performance': 99 }, before);
    expect(marked.every(({ isWorse }) => !isWorse)).toBe(true);
  });
});

describe('smokeProblems', () => {
  it('names a metric the last full run reported and the smoke run left out, and one that is not a number', () => {
    expect(smokeProblems({ 'ui.detail_open.median_ms': Number.NaN, 'lighthouse.performance': 90 }, before)).toEqual([
      'ui.detail_open.median_ms is NaN',
      'left out query.filter.50000.matches, which its last full run reported',
    ]);
  });

  it('fails a group that reported nothing', () => expect(smokeProblems({}, undefined)).toEqual(['reported no metric']));
});

describe('baseline.json', () => {
  it('holds a full run of every group, with its commit and machine', () => {
    const baseline = readBaseline();
    for (const group of GROUPS) {
      const entry = baseline.groups[group.name];
      expect(entry, group.name).toBeDefined();
      expect(entry?.commit).toMatch(/^[0-9a-f]{12}/);
      expect(entry?.machine).not.toBe('');
      expect(Object.keys(entry?.metrics ?? {}).length, group.name).toBeGreaterThan(0);
    }
  });
});
