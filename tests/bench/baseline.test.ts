import { describe, expect, it } from 'vitest';
import {
  betterDirection,
  compareWithBaseline,
  missingOrBroken,
  overBudget,
  underFloor,
  readBaseline,
  type GroupBaseline,
} from './baseline.ts';
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

describe('missingOrBroken', () => {
  it('names a promised metric that was left out, and one that is not a number', () => {
    expect(
      missingOrBroken({ 'ui.detail_open.median_ms': Number.NaN, 'lighthouse.performance': 90 }, [
        'ui.detail_open.median_ms',
        'query.filter.50000.matches',
      ]),
    ).toEqual(['left out query.filter.50000.matches, which it promises', 'ui.detail_open.median_ms is NaN']);
  });

  it('accepts a run that reports everything it promises', () =>
    expect(missingOrBroken({ a: 1, b: 0 }, ['a', 'b'])).toEqual([]));
});

describe('overBudget', () => {
  it('names each figure over its budget, and passes one at its budget or not reported', () => {
    const budgets = { 'map.first_view_z12.basemap.kb': 600, 'map.saved_area.kb': 20_000 };
    expect(overBudget({ 'map.first_view_z12.basemap.kb': 601, 'map.saved_area.kb': 20_000 }, budgets)).toEqual([
      'map.first_view_z12.basemap.kb is 601, over its budget of 600',
    ]);
    expect(overBudget({ 'map.first_view_z12.basemap.kb': 390 }, budgets)).toEqual([]);
  });
});

describe('underFloor', () => {
  it('names each figure under its floor, and passes one at its floor or not reported', () => {
    const floors = { 'lighthouse.accessibility.area_picker': 100, 'lighthouse.accessibility.area_chips': 100 };
    expect(
      underFloor({ 'lighthouse.accessibility.area_picker': 96, 'lighthouse.accessibility.area_chips': 100 }, floors),
    ).toEqual(['lighthouse.accessibility.area_picker is 96, under its floor of 100']);
    expect(underFloor({ 'lighthouse.accessibility.area_chips': 100 }, floors)).toEqual([]);
  });
});

describe('baseline.json', () => {
  it('names known groups only, each with its commit, machine and figures', () => {
    const known = new Set(GROUPS.map((group) => group.name));
    for (const [name, entry] of Object.entries(readBaseline().groups)) {
      expect(known.has(name), name).toBe(true);
      expect(entry.commit).toMatch(/^[0-9a-f]{12}/);
      expect(entry.machine).not.toBe('');
      expect(Object.keys(entry.metrics).length, name).toBeGreaterThan(0);
    }
  });
});

describe('the groups', () => {
  it('each promise at least one metric, named once', () => {
    for (const group of GROUPS) {
      expect(group.promises.length, group.name).toBeGreaterThan(0);
      expect(new Set(group.promises).size, group.name).toBe(group.promises.length);
    }
  });
});
